package io.tenure.gclog.findings;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.LinearTrend;
import io.tenure.gclog.metrics.Units;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code leak-trend}: the heap left after old-generation collections (full and mixed) grows over the
 * run, with a 95 % confidence interval of the slope above zero: a live set that keeps growing is a
 * leak or an unbounded cache, and ends in an OutOfMemoryError or back-to-back full collections.
 */
final class LeakTrendRule implements FindingRule {
    /** Fewer old collections than this cannot show a trend. */
    static final int MIN_POINTS = 5;
    /** Growth over the run below this share of the heap is noise, whatever its confidence. */
    static final double MIN_GROWTH_SHARE_OF_HEAP = 0.10;

    /** Per JVM run: a restart resets the live set. */
    private final Map<Integer, LinearTrend> trends = new HashMap<>();
    /** Per run, its first and last old collection with their run time; described only if a finding needs them. */
    private final Map<Integer, OldCollection[]> ends = new HashMap<>();

    private record OldCollection(PauseEvent pause, double runSeconds) {
        Finding.Evidence evidence() {
            return Finding.Evidence.at(pause.source(), pause.name() + ": heap after "
                    + Units.bytes(pause.heap().get().afterBytes()) + " at " + Units.duration(runSeconds * 1e3));
        }
    }

    @Override
    public String code() {
        return "leak-trend";
    }

    static boolean oldCollection(PauseEvent pause) {
        return pause.kind() == EventKind.FULL || pause.kind() == EventKind.MIXED;
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && oldCollection(pause) && pause.heap().isPresent() && !Double.isNaN(runSeconds)) {
            LinearTrend trend = trends.computeIfAbsent(run, r -> new LinearTrend());
            trend.add(runSeconds, pause.heap().get().afterBytes());
            OldCollection[] firstLast = ends.computeIfAbsent(run, r -> new OldCollection[2]);
            OldCollection here = new OldCollection(pause, runSeconds);
            if (firstLast[0] == null) {
                firstLast[0] = here;
            }
            firstLast[1] = here;
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts facts) {
        Integer best = trends.entrySet().stream().max(Map.Entry.comparingByValue(
                java.util.Comparator.comparingLong(LinearTrend::count))).map(Map.Entry::getKey).orElse(null);
        if (best == null) {
            return Optional.empty();
        }
        LinearTrend trend = trends.get(best);
        double slope = trend.slope();
        double half = trend.halfWidth95();
        if (trend.count() < MIN_POINTS || Double.isNaN(half) || !(slope - half > 0)) {
            return Optional.empty();
        }
        double growth = slope * trend.spanX();
        var capacity = facts.summary().heap().maxHeapCapacityBytes();
        if (capacity.isEmpty() || growth < MIN_GROWTH_SHARE_OF_HEAP * capacity.getAsLong()) {
            return Optional.empty();
        }
        double perMinute = slope * 60;
        OldCollection[] firstLast = ends.get(best);
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                "Heap after old collections grows " + Units.bytes(perMinute) + "/min (95 % CI " + Units.bytes((slope - half) * 60)
                        + " to " + Units.bytes((slope + half) * 60) + "/min) over " + trend.count() + " collections, "
                        + Units.bytes(growth) + " in " + Units.duration(trend.spanX() * 1e3),
                List.of(firstLast[0].evidence(), firstLast[1].evidence()),
                "A live set that keeps growing is a leak or an unbounded cache: take two heap dumps some time apart "
                        + "(jcmd <pid> GC.heap_dump) and compare the dominators, or watch JFR's jdk.OldObjectSample "
                        + "events. A larger heap only postpones the OutOfMemoryError.",
                Finding.docUrl(code())));
    }
}
