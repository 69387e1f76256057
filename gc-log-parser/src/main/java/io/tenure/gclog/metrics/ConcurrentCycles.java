package io.tenure.gclog.metrics;

import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.PauseEvent;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * How long concurrent cycles ran, in wall-clock time: a cycle's time is from the start of its first
 * timed concurrent phase to the end of its last (the pauses inside it included), so that phases
 * logged inside others (G1's {@code Concurrent Mark Cycle} around {@code Concurrent Mark}) count
 * once. A cycle is its phases' GC id; phases without ids (JDK 8 CMS) belong to the cycle the last
 * initial-mark pause without an id started. Cycles whose phases give no duration (ZGC's
 * {@code -Xlog:gc} cycle line on JDK 11-17) are not counted. Bounded: at most {@link #MAX_OPEN}
 * cycles are open at once (generational ZGC runs a major and minor ones side by side).
 */
final class ConcurrentCycles {
    static final int MAX_OPEN = 8;

    private final Map<Long, double[]> open = new LinkedHashMap<>();
    /** {first start, last end} in seconds of the cycle without ids being read, or null. */
    private double[] withoutId;
    private final DurationStatistics cycles = new DurationStatistics();

    void phase(ConcurrentPhaseEvent phase, OptionalDouble startSeconds) {
        if (startSeconds.isEmpty() || phase.durationMs().isEmpty()) {
            return;
        }
        double from = startSeconds.getAsDouble();
        double to = from + phase.durationMs().getAsDouble() / 1e3;
        double[] span;
        if (phase.gcId().isPresent()) {
            span = open.computeIfAbsent(phase.gcId().getAsLong(), id -> new double[] {from, to});
            if (open.size() > MAX_OPEN) {
                Iterator<double[]> eldest = open.values().iterator();
                close(eldest.next());
                eldest.remove();
            }
        } else {
            span = withoutId == null ? (withoutId = new double[] {from, to}) : withoutId;
        }
        span[0] = Math.min(span[0], from);
        span[1] = Math.max(span[1], to);
    }

    /** A pause without an id that starts a cycle ends the id-less cycle before it. */
    void pause(PauseEvent pause) {
        if (pause.gcId().isEmpty() && (pause.kind() == EventKind.INITIAL_MARK || pause.concurrentStart())) {
            closeWithoutId();
        }
    }

    /** A new JVM run: every cycle of the last one has ended. */
    void newRun() {
        open.values().forEach(this::close);
        open.clear();
        closeWithoutId();
    }

    /** The cycles' figures; the cycles still open count as ended (called at the end of a run or log). */
    GcSummary.ConcurrentStats stats() {
        newRun();
        if (cycles.count() == 0) {
            return GcSummary.ConcurrentStats.NONE;
        }
        return new GcSummary.ConcurrentStats(cycles.count(), OptionalDouble.of(cycles.totalMs()), cycles.percentileMs(50),
                cycles.maxMs());
    }

    private void closeWithoutId() {
        if (withoutId != null) {
            close(withoutId);
            withoutId = null;
        }
    }

    private void close(double[] span) {
        cycles.record(Math.max(0, (span[1] - span[0]) * 1e3));
    }
}
