package io.tenure.cli.common;

import io.tenure.gclog.input.DecompressionLimitException;
import io.tenure.gclog.metrics.AnalysisOptions;
import picocli.CommandLine.Option;

/**
 * {@code --max-stream-size SIZE}: the most a command that reads logs takes from an input that is not
 * a regular file (standard input, a pipe, a FIFO, a device), which is spooled to a temporary file as
 * it is read; {@code analyze /dev/zero} stops there instead of filling the disk. Add it with
 * {@code @Mixin StreamLimitOption streamLimit;} and read the logs with {@link #applyTo}.
 */
public final class StreamLimitOption {
    @Option(names = "--max-stream-size", paramLabel = "SIZE", defaultValue = "4g",
            description = "The most read from an input that is not a regular file (standard input, a pipe, a FIFO, a device),"
                    + " which is kept in a temporary file while it is read (default: ${DEFAULT-VALUE}).")
    String maxStreamSize = "4g";

    /** {@code options} bounded by this option; a size that is not one is a usage error. */
    public AnalysisOptions applyTo(AnalysisOptions options) {
        long bytes = (long) (SizeArgument.positiveMegabytes("--max-stream-size", maxStreamSize) * (1 << 20));
        return options.withLimits(options.limits().withMaxStreamBytes(Math.max(1 << 20, bytes)));
    }

    /** The message of a read stopped at a bound, naming this option when the bound was a stream's. */
    public static String message(DecompressionLimitException e) {
        boolean stream = String.valueOf(e.getMessage()).contains("read from a stream");
        return e.getMessage() + (stream ? "; --max-stream-size raises the bound" : "");
    }
}
