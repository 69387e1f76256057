package io.tenure.compare;

import io.tenure.bundle.compare.CompareRun;

/** Progress of a compare session, for the command to show. */
public interface CompareListener {
    /** A run is about to start: {@code index} of {@code total} planned runs still to do. */
    default void runStarted(String runId, int index, int total) {
    }

    /** A run has ended and is in the bundle. */
    default void runFinished(CompareRun run) {
    }

    /** Something worth a line: a minimum heap found, an extra repetition for --until-ci. */
    default void note(String message) {
    }

    /** Silence. */
    CompareListener NONE = new CompareListener() {
    };
}
