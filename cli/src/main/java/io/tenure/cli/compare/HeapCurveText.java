package io.tenure.cli.compare;

import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.model.stats.HeapCurve;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * compare's "Heap curve" section: per JVM × collector × variant measured at 3 heaps or more, the
 * fitted T(H) = T∞ · (1 + c / (H/L − 1)) with bootstrap intervals, the smallest heaps within 2 % and
 * 5 % of T∞, and the fit's leave-one-heap-out error.
 */
final class HeapCurveText {
    private HeapCurveText() {
    }

    static void print(PrintWriter out, CompareResults results) {
        Map<String, List<ConfigResult>> groups = new LinkedHashMap<>();
        for (ConfigResult c : results.configs()) {
            if (c.heapMB() != null) {
                groups.computeIfAbsent(c.jvm().id() + " " + c.collector() + (c.variant() == null ? "" : " " + c.variant()),
                        k -> new ArrayList<>()).add(c);
            }
        }
        boolean header = false;
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
            List<double[]> times = measured.stream().map(HeapCurveText::walls).toList();
            Double liveMB = live == null ? null : live.doubleValue();
            HeapCurve curve = HeapCurve.fit(heaps, times, liveMB);
            Double loho = HeapCurve.leaveOneHeapOutErrorPercent(heaps, times, liveMB);
            if (!header) {
                out.println();
                out.println("Heap curve (wall time T(H) = Tinf * (1 + c / (H/L - 1)), L the minimum heap; bootstrap 95 %"
                        + " intervals; leave-one-heap-out error):");
                header = true;
            }
            out.printf(Locale.ROOT, "  %-36s Tinf %s s, c %s, L %.0f MB (%s); within 2 %%: %.0f MB, within 5 %%: %.0f MB;"
                            + " leave-one-heap-out error %s%n", g.getKey(),
                    bracket(curve.tInfinity(), curve.tInfinityLow(), curve.tInfinityHigh()),
                    bracket(curve.c(), curve.cLow(), curve.cHigh()), curve.liveMB(), curve.liveGiven() ? "measured" : "fitted",
                    curve.smallestHeapWithin(0.02), curve.smallestHeapWithin(0.05),
                    loho == null ? "-" : String.format(Locale.ROOT, "%.1f %%", loho));
        }
    }

    private static String bracket(double value, Double low, Double high) {
        return low == null ? String.format(Locale.ROOT, "%.3f", value)
                : String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", value, low, high);
    }

    private static double[] walls(ConfigResult c) {
        return c.runs().stream().filter(CompareRun::measured).map(CompareRun::wallSeconds).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).toArray();
    }
}
