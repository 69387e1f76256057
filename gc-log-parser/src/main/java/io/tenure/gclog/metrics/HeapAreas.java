package io.tenure.gclog.metrics;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** Occupancy before and after collections per area, and the live set with its trend, in constant memory. */
final class HeapAreas {
    private static final double SECONDS_PER_HOUR = 3600;
    /** Points spanning less uptime than this give no trend: a rate per hour from seconds of log says nothing. */
    static final double MIN_TREND_SPAN_SECONDS = 60;

    private final Area heap = new Area();
    private final Area young = new Area();
    private final Area eden = new Area();
    private final Area survivor = new Area();
    private final Area old = new Area();
    private final Area humongous = new Area();
    private final Area metaspace = new Area();
    private long liveCollections;
    private long liveMin = Long.MAX_VALUE;
    private long liveMax = -1;
    private long liveLast = -1;
    private LinearTrend liveTrend = new LinearTrend();
    /** The trend of the last JVM run that had points, once the next has started. */
    private LinearTrend finishedTrend = new LinearTrend();

    void pause(PauseEvent pause, OptionalDouble startSeconds) {
        heap.add(pause.heap());
        young.add(pause.young());
        eden.add(pause.eden());
        survivor.add(pause.survivor());
        old.add(pause.old());
        humongous.add(pause.humongous());
        metaspace.add(pause.metaspace());
        if (pause.heap().isPresent() && wholeHeap(pause)) {
            long after = pause.heap().get().afterBytes();
            liveCollections++;
            liveMin = Math.min(liveMin, after);
            liveMax = Math.max(liveMax, after);
            liveLast = after;
            if (startSeconds.isPresent()) {
                liveTrend.add(startSeconds.getAsDouble(), after);
            }
        }
    }

    /**
     * Whether what a collection leaves is the live set (with the floating garbage a concurrent
     * cycle leaves): a full or mixed collection, or a concurrent whole-heap cycle whose first pause
     * carries the cycle's heap. A young collection leaves the old generation's garbage in place.
     */
    private static boolean wholeHeap(PauseEvent pause) {
        return pause.kind() == EventKind.FULL || pause.kind() == EventKind.MIXED || pause.kind() == EventKind.INITIAL_MARK;
    }

    /** The trend is per JVM run: uptime starts again with the next. */
    void newRun() {
        if (liveTrend.count() > 0) {
            finishedTrend = liveTrend;
            liveTrend = new LinearTrend();
        }
    }

    GcSummary.HeapDetailStats stats() {
        LinearTrend trend = liveTrend.count() > 0 ? liveTrend : finishedTrend;
        double slope = trend.spanX() >= MIN_TREND_SPAN_SECONDS ? trend.slope() : Double.NaN;
        GcSummary.LiveSetStats live = liveCollections == 0 ? GcSummary.LiveSetStats.NONE
                : new GcSummary.LiveSetStats(liveCollections, OptionalLong.of(liveMin), OptionalLong.of(liveMax),
                        OptionalLong.of(liveLast),
                        Double.isNaN(slope) ? OptionalDouble.empty() : OptionalDouble.of(slope * SECONDS_PER_HOUR));
        return new GcSummary.HeapDetailStats(heap.stats(), young.stats(), eden.stats(), survivor.stats(), old.stats(),
                humongous.stats(), metaspace.stats(), live);
    }

    private static final class Area {
        private long count;
        private double sumBefore;
        private double sumAfter;
        private long maxBefore = -1;
        private long maxAfter = -1;
        private long maxCapacity = -1;

        void add(Optional<MemoryChange> change) {
            if (change.isEmpty()) {
                return;
            }
            MemoryChange c = change.get();
            count++;
            sumBefore += c.beforeBytes();
            sumAfter += c.afterBytes();
            maxBefore = Math.max(maxBefore, c.beforeBytes());
            maxAfter = Math.max(maxAfter, c.afterBytes());
            if (c.capacityBytes().isPresent()) {
                maxCapacity = Math.max(maxCapacity, c.capacityBytes().getAsLong());
            }
        }

        GcSummary.AreaStats stats() {
            if (count == 0) {
                return GcSummary.AreaStats.NONE;
            }
            return new GcSummary.AreaStats(count, OptionalLong.of(Math.round(sumBefore / count)),
                    OptionalLong.of(Math.round(sumAfter / count)), OptionalLong.of(maxBefore), OptionalLong.of(maxAfter),
                    maxCapacity < 0 ? OptionalLong.empty() : OptionalLong.of(maxCapacity));
        }
    }
}
