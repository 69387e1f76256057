package io.tenure.harness;

/**
 * A session of runs (bench, demo, compare) was stopped (Ctrl-C, SIGTERM) between or during runs;
 * the run in flight is not in its bundle, so that a resume runs it again ({@link Session}).
 */
public final class SessionStopped extends InterruptedException {
    private static final long serialVersionUID = 1L;
    private final int runsKept;

    public SessionStopped(int runsKept) {
        super("interrupted: " + runsKept + (runsKept == 1 ? " run" : " runs") + " kept");
        this.runsKept = runsKept;
    }

    /** The runs in the bundle, earlier sessions' included. */
    public int runsKept() {
        return runsKept;
    }
}
