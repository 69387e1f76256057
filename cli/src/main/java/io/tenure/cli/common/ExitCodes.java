package io.tenure.cli.common;

/** The exit codes every tenure command uses, as listed in {@code --help}. */
public final class ExitCodes {
    /** Success. */
    public static final int OK = 0;
    /** Input problems (unreadable or eventless logs, diagnostics under --strict) or failed runs. */
    public static final int FAILED = 1;
    /** Usage error: unknown option, bad value, missing file. */
    public static final int USAGE = 2;
    /** A gate of {@code tenure analyze --fail-on} tripped (a finding present, or a figure beyond its limit). */
    public static final int GATE = 3;
    /**
     * Stopped by Ctrl-C: 128 + SIGINT, the code the JVM exits with once a signal has started its
     * shutdown (whatever the command returns then), and what a shell reports for any program it stops.
     */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
