package io.tenure.harness;

/**
 * How a session treats the runs a bundle already holds: {@code FRESH} (the bundle must hold none),
 * {@code RESUME} (every finished run is kept, ok or not, and not run again), or
 * {@code RESUME_RETRYING_FAILED} ({@code --retry-failed}: failed and timed-out runs are run again,
 * the ok ones kept).
 */
public enum ResumeMode {
    FRESH, RESUME, RESUME_RETRYING_FAILED;

    /** The mode of {@code --resume} and {@code --retry-failed} (which needs {@code --resume}). */
    public static ResumeMode of(boolean resume, boolean retryFailed) {
        return retryFailed ? RESUME_RETRYING_FAILED : resume ? RESUME : FRESH;
    }

    /**
     * Whether a recorded run is kept rather than run again.
     *
     * @param finished whether the run ended with an outcome of its own (a run left unfinished is always run again)
     * @param failed   whether it failed or timed out
     */
    public boolean keeps(boolean finished, boolean failed) {
        return finished && !(this == RESUME_RETRYING_FAILED && failed);
    }
}
