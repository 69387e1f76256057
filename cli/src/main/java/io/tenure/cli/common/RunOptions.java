package io.tenure.cli.common;

import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * How each run of a session is run (bench, compare): {@code --repeat}, {@code --timeout},
 * {@code --retry-failed}, {@code --no-jfr} and {@code --dry-run}. Add it with {@code @Mixin
 * RunOptions runs = new RunOptions(DEFAULT_TIMEOUT, DEFAULT_REPEAT);}: the defaults are the
 * command's, shown by {@code ${DEFAULT-VALUE}}. The help text here is bench's; a command overrides
 * it under the option's name ({@code repeat}, {@code timeout}, {@code retry-failed}, {@code no-jfr},
 * {@code dry-run}) in its resource bundle.
 */
public final class RunOptions {
    @Option(names = "--repeat", paramLabel = "N", description = "Forks per cell (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--timeout", paramLabel = "DURATION", description = "Time limit per fork: 90s, 5m, 1h (default: ${DEFAULT-VALUE}).")
    String timeout;

    @Option(names = "--retry-failed", description = "With --resume: run again the runs that failed, timed out or were killed"
            + " (ok runs are kept).")
    boolean retryFailed;

    @Option(names = "--no-jfr", negatable = false, description = "Do not record JFR files.")
    boolean noJfr;

    @Option(names = "--dry-run", description = "Print the plan and its estimated duration; run nothing.")
    boolean dryRun;

    /** For picocli, which builds a mixin it is not handed. */
    public RunOptions() {
        this("5m", 3);
    }

    /** The command's defaults: a time limit such as {@code 5m}, and runs per configuration. */
    public RunOptions(String defaultTimeout, int defaultRepeat) {
        this.timeout = defaultTimeout;
        this.repeat = defaultRepeat;
    }

    public int repeat() {
        return repeat;
    }

    /** The time limit per run, checked: a positive duration ({@link DurationArgument#timeout}). */
    public Duration timeout() {
        return DurationArgument.timeout(timeout);
    }

    public boolean retryFailed() {
        return retryFailed;
    }

    /** {@code --retry-failed} without {@code --resume} is a usage error: it continues a bundle. */
    public void refuseRetryWithoutResume(SessionOptions session) {
        if (retryFailed && !session.resume()) {
            throw new UserException(ExitCodes.USAGE, "--retry-failed continues a bundle: add --resume --out DIR");
        }
    }

    /** Whether each run records a JFR file. */
    public boolean jfr() {
        return !noJfr;
    }

    public boolean dryRun() {
        return dryRun;
    }
}
