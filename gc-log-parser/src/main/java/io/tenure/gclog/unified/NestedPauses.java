package io.tenure.gclog.unified;

import io.tenure.gclog.event.EventKind;
import io.tenure.platforms.Collector;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Detects a pause that encloses others. Serial and CMS upgrade a young collection that fails to
 * promote into a full one inside the same safepoint, and log both, inner first:
 * {@code GC(5) Pause Full (Allocation Failure) ... 9.509ms} then
 * {@code GC(4) Pause Young (Allocation Failure) ... 9.590ms}. Counting both would count the
 * full collection twice, so the enclosing pause keeps only its own share (0.081 ms). CMS likewise
 * runs a young collection inside its remark pause ({@code CMSScavengeBeforeRemark}).
 *
 * <p>Nesting is read from the structure of the log when it has {@code gc,start} lines: a pause
 * encloses every pause whose start line comes after its own start line and whose end line comes
 * before its own end line. Time stamps cannot decide this on their own: decorations have
 * millisecond resolution, so a G1 remark that starts right after a young pause ends looks, within
 * rounding, as if it enclosed it. Only when a pause has no start line (plain {@code -Xlog:gc}) does
 * the time line decide, and then only for the pairs that nest at all: young around full (Serial,
 * CMS, or a log that does not name its collector) and remark around young (CMS only). A log without
 * time stamps or start lines cannot tell a nested pause from a following one and is left as is.
 */
final class NestedPauses {
    /** Half the resolution of {@code uptime} decorations, in seconds. */
    private static final double TOLERANCE_SECONDS = 0.0015;
    /** Start lines whose end never came (a cut log) are forgotten beyond this many. */
    private static final int MAX_OPEN = 16;

    /** Line number of the start line of every pause still open, by {@code GC(n)}. */
    private final Map<Long, Long> openStarts = new LinkedHashMap<>() {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Long> eldest) {
            return size() > MAX_OPEN;
        }
    };
    /** Pauses that ended while another was open: candidates for being enclosed by it. */
    private final ArrayDeque<Ended> endedInside = new ArrayDeque<>();

    private boolean any;
    private long gcId;
    private double startSeconds;
    private double endSeconds;
    private double durationMs;
    private EventKind kind;

    /** A pause with a start line that ended; {@code fullMs} includes what it enclosed itself. */
    private record Ended(long startLine, double fullMs) {
    }

    /** Records the {@code gc,start} line of pause {@code GC(id)}. */
    void started(long id, long lineNumber) {
        openStarts.remove(id);
        openStarts.put(id, lineNumber);
    }

    /**
     * The part of pause {@code GC(id)}, ending on line {@code lineNumber} at {@code endSecondsOfLine}
     * (NaN when the line has no time stamp) after {@code durationOfLineMs}, that is not already
     * counted in an enclosed pause.
     *
     * @param collector the collector the log names, or null when it names none
     * @return {@code durationOfLineMs}, or less when the pause encloses others
     */
    double ownDurationMs(long id, EventKind kindOfLine, long lineNumber, double endSecondsOfLine,
            double durationOfLineMs, Collector collector) {
        Long startLine = id < 0 ? null : openStarts.remove(id);
        double enclosedMs = startLine != null
                ? enclosedByStructure(startLine, durationOfLineMs)
                : enclosedByTime(id, kindOfLine, endSecondsOfLine, durationOfLineMs, collector);
        any = true;
        gcId = id;
        startSeconds = endSecondsOfLine - durationOfLineMs / 1000;
        endSeconds = endSecondsOfLine;
        durationMs = durationOfLineMs;
        kind = kindOfLine;
        return enclosedMs > 0 && enclosedMs <= durationOfLineMs ? durationOfLineMs - enclosedMs : durationOfLineMs;
    }

    /**
     * Sums the pauses that started after {@code startLine} and have ended: they lie inside this
     * one. Those enclosed in turn by them were taken out when they ended, so each level is counted
     * once.
     */
    private double enclosedByStructure(long startLine, double durationOfLineMs) {
        double enclosedMs = 0;
        for (Iterator<Ended> it = endedInside.descendingIterator(); it.hasNext(); ) {
            Ended inner = it.next();
            if (inner.startLine() <= startLine) {
                break;
            }
            enclosedMs += inner.fullMs();
            it.remove();
        }
        if (openStarts.isEmpty()) {
            // nothing is open that could enclose this pause
            endedInside.clear();
        } else {
            if (endedInside.size() == MAX_OPEN) {
                endedInside.removeFirst();
            }
            endedInside.addLast(new Ended(startLine, durationOfLineMs));
        }
        return enclosedMs;
    }

    /** The previous pause's duration when the time line says this one encloses it, else 0. */
    private double enclosedByTime(long id, EventKind kindOfLine, double endSecondsOfLine, double durationOfLineMs,
            Collector collector) {
        boolean youngAroundFull = kindOfLine == EventKind.YOUNG && kind == EventKind.FULL
                && (collector == null || collector == Collector.SERIAL || collector == Collector.CMS);
        boolean remarkAroundYoung = kindOfLine == EventKind.REMARK && kind == EventKind.YOUNG
                && collector == Collector.CMS;
        double start = endSecondsOfLine - durationOfLineMs / 1000;
        boolean within = !Double.isNaN(endSecondsOfLine)
                && startSeconds >= start - TOLERANCE_SECONDS && endSeconds <= endSecondsOfLine + TOLERANCE_SECONDS;
        return any && (youngAroundFull || remarkAroundYoung) && id >= 0 && gcId > id && within
                && durationMs <= durationOfLineMs ? durationMs : 0;
    }
}
