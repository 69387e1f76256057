package io.tenure.bundle.compare;

import io.tenure.model.stats.HeapCurve;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The heap curves of a compare bundle ({@link HeapCurve}): one per JVM × collector × variant measured
 * at 3 heaps or more (4 without a minimum heap, whose L is then fitted), with its leave-one-heap-out
 * error; what compare prints and the report draws.
 *
 * @param label   "JVM collector [variant]"
 * @param heapsMB the heaps measured, ascending
 * @param times   per heap the measured wall times
 * @param curve   the fit
 * @param leaveOneHeapOutErrorPercent the fit's leave-one-heap-out error; null with too few heaps
 */
public record HeapCurves(String label, double[] heapsMB, List<double[]> times, HeapCurve curve,
                         Double leaveOneHeapOutErrorPercent) {
    public static List<HeapCurves> of(CompareResults results) {
        Map<String, List<ConfigResult>> groups = new LinkedHashMap<>();
        for (ConfigResult c : results.configs()) {
            if (c.heapMB() != null) {
                groups.computeIfAbsent(c.jvm().id() + " " + c.collector() + (c.variant() == null ? "" : " " + c.variant()),
                        k -> new ArrayList<>()).add(c);
            }
        }
        List<HeapCurves> curves = new ArrayList<>();
        for (Map.Entry<String, List<ConfigResult>> g : groups.entrySet()) {
            List<ConfigResult> measured = g.getValue().stream().filter(c -> walls(c).length > 0)
                    .sorted(Comparator.comparingLong(ConfigResult::heapMB)).toList();
            if (measured.size() < 3) {
                continue;
            }
            ConfigResult first = measured.get(0);
            Long live = results.minHeap().stream().filter(m -> m.jvm().equals(first.jvm().id())
                    && m.collector().equals(first.collector())).map(MinHeap::minHeapMB).filter(Objects::nonNull).findFirst()
                    .orElse(null);
            if (live == null && measured.size() < 4 || live != null && live >= first.heapMB()) {
                continue;
            }
            double[] heaps = measured.stream().mapToDouble(ConfigResult::heapMB).toArray();
            List<double[]> times = measured.stream().map(HeapCurves::walls).toList();
            Double liveMB = live == null ? null : live.doubleValue();
            curves.add(new HeapCurves(g.getKey(), heaps, times, HeapCurve.fit(heaps, times, liveMB),
                    HeapCurve.leaveOneHeapOutErrorPercent(heaps, times, liveMB)));
        }
        return curves;
    }

    /**
     * The smallest heap within {@code fraction} of T∞ (as {@link HeapCurve#smallestHeapWithin}), and
     * whether it lies beyond the largest heap measured: then it is read from the fit's extrapolation.
     */
    public Within within(double fraction) {
        double heap = curve.smallestHeapWithin(fraction);
        return new Within(heap, heap > heapsMB[heapsMB.length - 1]);
    }

    /**
     * @param heapMB       the smallest heap within the fraction of T∞
     * @param beyondLargest true when it lies beyond the largest heap measured
     */
    public record Within(double heapMB, boolean beyondLargest) {
    }

    private static double[] walls(ConfigResult c) {
        return c.runs().stream().filter(CompareRun::measured).map(CompareRun::wallSeconds).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).toArray();
    }
}
