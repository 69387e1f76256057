package io.tenure.cli.compare;

import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.HeapCurves;
import io.tenure.model.stats.HeapCurve;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * compare's "Heap curve" section: per JVM × collector × variant measured at 3 heaps or more, the
 * fitted T(H) = T∞ · (1 + c / (H/L − 1)) with bootstrap intervals, the smallest heaps within 2 % and
 * 5 % of T∞ (marked when they lie beyond the largest heap measured: an extrapolation of the fit), and
 * the fit's leave-one-heap-out error.
 */
final class HeapCurveText {
    private HeapCurveText() {
    }

    static void print(PrintWriter out, CompareResults results) {
        boolean header = false;
        for (HeapCurves h : HeapCurves.of(results)) {
            HeapCurve curve = h.curve();
            Double loho = h.leaveOneHeapOutErrorPercent();
            if (!header) {
                out.println();
                out.println("Heap curve (wall time T(H) = Tinf * (1 + c / (H/L - 1)), L the minimum heap; bootstrap 95 %"
                        + " intervals; leave-one-heap-out error):");
                header = true;
            }
            out.printf(Locale.ROOT, "  %-36s Tinf %s s, c %s, L %.0f MB (%s); within 2 %%: %s, within 5 %%: %s;"
                            + " leave-one-heap-out error %s%n", h.label(),
                    bracket(curve.tInfinity(), curve.tInfinityLow(), curve.tInfinityHigh()),
                    bracket(curve.c(), curve.cLow(), curve.cHigh()), curve.liveMB(), curve.liveGiven() ? "measured" : "fitted",
                    within(h, 0.02), within(h, 0.05), loho == null ? "-" : String.format(Locale.ROOT, "%.1f %%", loho));
        }
    }

    /** A heap read from the fit, said to be an extrapolation when it lies beyond the heaps measured. */
    private static String within(HeapCurves h, double fraction) {
        HeapCurves.Within w = h.within(fraction);
        return String.format(Locale.ROOT, "%.0f MB", w.heapMB())
                + (w.beyondLargest() ? String.format(Locale.ROOT, " (beyond the %.0f MB measured)", h.heapsMB()[h.heapsMB().length - 1])
                : "");
    }

    private static String bracket(double value, Double low, Double high) {
        return low == null ? String.format(Locale.ROOT, "%.3f", value)
                : String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", value, low, high);
    }
}
