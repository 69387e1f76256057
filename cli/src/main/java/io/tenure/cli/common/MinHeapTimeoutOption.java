package io.tenure.cli.common;

import io.tenure.harness.MinHeapTimeout;
import picocli.CommandLine.Option;

/**
 * {@code --min-heap-timeout}: the time limit of each attempt of the minimum-heap search
 * ({@link MinHeapTimeout}), for {@code compare --min-heap} and {@code bench --heap Nx}. Add it with
 * {@code @Mixin MinHeapTimeoutOption minHeapTimeout;} and read it with {@link #limits}.
 */
public final class MinHeapTimeoutOption {
    @Option(names = "--min-heap-timeout", paramLabel = "Nx|DURATION", defaultValue = "5x",
            description = "Time limit of each attempt of the minimum-heap search: a multiple of the fastest attempt that"
                    + " completed so far (at least 10s), or a duration such as 2m; never more than --timeout, which"
                    + " alone applies until an attempt completed. An attempt killed there thrashed and did not"
                    + " complete (default: ${DEFAULT-VALUE}).")
    String minHeapTimeout = "5x";

    /** The option's rule; a text that is neither a multiple nor a duration is a usage error. */
    public MinHeapTimeout limits() {
        try {
            return MinHeapTimeout.parse(minHeapTimeout);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }
}
