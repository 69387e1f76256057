package io.tenure.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --threads N}: how many logs a command reads at once (fleet, ingest). Add it with
 * {@code @Mixin LogThreadsOption threads;} and read {@link #threads()}.
 */
public final class LogThreadsOption {
    @Option(names = "--threads", paramLabel = "N", description = "Logs read at once (default: the machine's cores).")
    Integer threads;

    /** The threads asked for, or the machine's cores; a usage error below 1. */
    public int threads() {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new UserException(ExitCodes.USAGE, "--threads must be at least 1");
        }
        return n;
    }
}
