package io.tenure.report.assemble;

import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.metrics.EventListener;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.HdrHistogram.DoubleHistogram;

/**
 * What the charts of one GC log need, gathered from the analyzer's event stream in the same
 * pass as its summary: pauses and heap occupancy over time, allocation and promotion rates
 * between collections, and the distribution of pause lengths. Memory stays bounded whatever the
 * log's length ({@link PeakSeries}, an HDR histogram).
 *
 * <p>Time is the JVM's uptime in seconds; a log with wall-clock stamps only is measured from its
 * first stamp; events with neither cannot be placed and are counted in {@link #untimed()}.
 *
 * <p>Public so that a command that analyses a log anyway ({@code tenure analyze --html}) hands one
 * to its analysis as the listener, and the report draws what that one pass saw.
 */
public final class LogTimeline implements EventListener {
    static final int CAPACITY = 4000;
    /** Distinct pause causes kept; a log with more (they are free text) pools the rest. */
    static final int MAX_CAUSES = 100;
    static final String OTHER_CAUSES = "(other causes)";
    private static final double MB = 1024.0 * 1024.0;

    private final Map<EventKind, PeakSeries> pausesByKind = new EnumMap<>(EventKind.class);
    private final PeakSeries heapBefore = new PeakSeries(CAPACITY);
    private final PeakSeries heapAfter = new PeakSeries(CAPACITY);
    /** Occupancy after each pause of the areas the log gives: young (eden, survivor), old, humongous, metaspace. */
    private final Map<String, PeakSeries> areasAfter = new java.util.LinkedHashMap<>();
    private final PeakSeries allocationRate = new PeakSeries(CAPACITY);
    private final PeakSeries promotionRate = new PeakSeries(CAPACITY);
    private final DoubleHistogram pauseHistogram = new DoubleHistogram(3);
    private final Map<String, double[]> causes = new java.util.LinkedHashMap<>();
    private Long firstEpochMillis;
    private double lastTime = Double.NaN;
    private double lastHeapAfterBytes = Double.NaN;
    private long untimed;

    @Override
    public void onEvent(GcEvent event) {
        if (event instanceof PauseEvent pause) {
            pause(pause);
        } else if (!(event instanceof ConcurrentPhaseEvent || event instanceof SafepointEvent
                || event instanceof TenuringEvent || event instanceof JvmInfoEvent)) {
            // Concurrent phases do not stop the application, safepoints repeat the pauses, and
            // tenuring and JVM facts come from the analyzer's summary: none is drawn here.
            throw new AssertionError(event);
        }
    }

    private void pause(PauseEvent pause) {
        pauseHistogram.recordValue(Math.max(pause.durationMs(), 1e-6));
        String cause = pause.name() + pause.cause().map(c -> " (" + c + ")").orElse("");
        if (!causes.containsKey(cause) && causes.size() >= MAX_CAUSES) {
            cause = OTHER_CAUSES;
        }
        double[] stats = causes.computeIfAbsent(cause, c -> new double[3]);
        stats[0]++;
        stats[1] += pause.durationMs();
        stats[2] = Math.max(stats[2], pause.durationMs());
        OptionalDouble at = seconds(pause.start());
        if (at.isEmpty()) {
            untimed++;
            return;
        }
        double t = at.getAsDouble();
        pausesByKind.computeIfAbsent(pause.kind(), k -> new PeakSeries(CAPACITY)).add(t, pause.durationMs());
        area("young after GC", pause.young(), t);
        area("eden after GC", pause.eden(), t);
        area("survivor after GC", pause.survivor(), t);
        area("old after GC", pause.old(), t);
        area("humongous after GC", pause.humongous(), t);
        area("metaspace after GC", pause.metaspace(), t);
        if (pause.heap().isEmpty()) {
            return;
        }
        MemoryChange heap = pause.heap().get();
        heapBefore.add(t, heap.beforeBytes() / MB);
        heapAfter.add(t, heap.afterBytes() / MB);
        double span = t - lastTime;
        if (span > 0 && Double.isFinite(lastHeapAfterBytes) && heap.beforeBytes() >= lastHeapAfterBytes) {
            allocationRate.add(t, (heap.beforeBytes() - lastHeapAfterBytes) / MB / span);
            promoted(pause).ifPresent(bytes -> promotionRate.add(t, bytes / MB / span));
        }
        if (t < lastTime) {
            // a restarted JVM (uptime went back): rates never pair collections of two runs
            lastHeapAfterBytes = Double.NaN;
        } else {
            lastHeapAfterBytes = heap.afterBytes();
        }
        lastTime = t;
    }

    private void area(String name, java.util.Optional<MemoryChange> change, double t) {
        change.ifPresent(c -> areasAfter.computeIfAbsent(name, n -> new PeakSeries(CAPACITY)).add(t, c.afterBytes() / MB));
    }

    /** Bytes a young collection moved into the old generation, when the log tells. */
    private static OptionalDouble promoted(PauseEvent pause) {
        if (pause.kind() != EventKind.YOUNG) {
            return OptionalDouble.empty();
        }
        if (pause.old().isPresent()) {
            return OptionalDouble.of(Math.max(0, pause.old().get().afterBytes() - pause.old().get().beforeBytes()));
        }
        if (pause.young().isPresent() && pause.heap().isPresent()) {
            long oldGrowth = (pause.heap().get().afterBytes() - pause.young().get().afterBytes())
                    - (pause.heap().get().beforeBytes() - pause.young().get().beforeBytes());
            return OptionalDouble.of(Math.max(0, oldGrowth));
        }
        return OptionalDouble.empty();
    }

    private OptionalDouble seconds(Timestamp start) {
        if (start.uptimeSeconds().isPresent()) {
            return start.uptimeSeconds();
        }
        if (start.epochMillis().isPresent()) {
            if (firstEpochMillis == null) {
                firstEpochMillis = start.epochMillis().getAsLong();
            }
            return OptionalDouble.of((start.epochMillis().getAsLong() - firstEpochMillis) / 1000.0);
        }
        return OptionalDouble.empty();
    }

    Map<EventKind, PeakSeries> pausesByKind() {
        return pausesByKind;
    }

    List<double[]> heapBeforeMB() {
        return heapBefore.points();
    }

    List<double[]> heapAfterMB() {
        return heapAfter.points();
    }

    /** Per area the log gives (young, eden, survivor, old, humongous, metaspace after GC), its points in MB, in that order. */
    Map<String, List<double[]>> areasAfterMB() {
        Map<String, List<double[]>> points = new java.util.LinkedHashMap<>();
        areasAfter.forEach((name, series) -> points.put(name, series.points()));
        return points;
    }

    List<double[]> allocationRateMBps() {
        return allocationRate.points();
    }

    List<double[]> promotionRateMBps() {
        return promotionRate.points();
    }

    /** Per pause name and cause: {count, total ms, max ms}. */
    Map<String, double[]> causes() {
        return causes;
    }

    DoubleHistogram pauseHistogram() {
        return pauseHistogram;
    }

    long untimed() {
        return untimed;
    }

    boolean decimated() {
        return heapAfter.merged() || pausesByKind.values().stream().anyMatch(PeakSeries::merged);
    }
}
