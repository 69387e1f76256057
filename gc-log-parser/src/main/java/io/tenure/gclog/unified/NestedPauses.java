package io.tenure.gclog.unified;

import io.tenure.gclog.event.EventKind;

/**
 * Detects a pause that encloses the previous one. Serial and CMS upgrade a young collection that
 * fails to promote into a full one inside the same safepoint, and log both, inner first:
 * {@code GC(5) Pause Full (Allocation Failure) ... 9.509ms} then
 * {@code GC(4) Pause Young (Allocation Failure) ... 9.590ms}. Counting both would count the
 * full collection twice, so the enclosing pause keeps only its own share (0.081 ms).
 *
 * <p>CMS likewise runs a young collection inside its remark pause ({@code CMSScavengeBeforeRemark}).
 * Only these two pairs nest (young around full, remark around young); the time line decides
 * whether they do (decorations have millisecond resolution, hence the
 * tolerance): the earlier pause lies within the later one and has a higher {@code GC(n)}.
 * A log without time stamps cannot tell a nested pause from a following one and is left as is.
 */
final class NestedPauses {
    /** Half the resolution of {@code uptime} decorations, in seconds. */
    private static final double TOLERANCE_SECONDS = 0.0015;

    private boolean any;
    private long gcId;
    private double startSeconds;
    private double endSeconds;
    private double durationMs;
    private EventKind kind;

    /**
     * The part of a pause that ends at {@code endSeconds} (NaN when the line has no time stamp)
     * and lasted {@code durationMs} that is not already counted in an enclosed pause.
     *
     * @return {@code durationMs}, or less when the previous pause lies within this one
     */
    double ownDurationMs(long id, EventKind kindOfLine, double endSecondsOfLine, double durationOfLineMs) {
        double own = durationOfLineMs;
        double start = endSecondsOfLine - durationOfLineMs / 1000;
        boolean canNest = (kindOfLine == EventKind.YOUNG && kind == EventKind.FULL)
                || (kindOfLine == EventKind.REMARK && kind == EventKind.YOUNG);
        if (any && canNest && id >= 0 && gcId > id && !Double.isNaN(endSecondsOfLine)
                && startSeconds >= start - TOLERANCE_SECONDS && endSeconds <= endSecondsOfLine + TOLERANCE_SECONDS
                && durationMs <= durationOfLineMs) {
            own = durationOfLineMs - durationMs;
        }
        any = true;
        gcId = id;
        startSeconds = start;
        endSeconds = endSecondsOfLine;
        durationMs = durationOfLineMs;
        kind = kindOfLine;
        return own;
    }
}
