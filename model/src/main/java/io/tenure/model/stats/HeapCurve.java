package io.tenure.model.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Time against heap size, T(H) = T∞ · (1 + c / (H/L − 1)): the GC-research form (the cost of
 * collection falls as the reciprocal of the free heap, H − L), with L the live set (the minimum
 * heap). Given L it is linear in x = 1 / (H/L − 1), T = T∞ + T∞·c·x, and is fitted by least
 * squares; without L, L is the value in (0, smallest heap) whose fit leaves the least squared error.
 *
 * @param tInfinity     the time with an unbounded heap, T∞
 * @param c             the GC cost at H = 2L, as a fraction of T∞
 * @param liveMB        L
 * @param liveGiven     whether L was measured (the minimum heap) or fitted
 * @param tInfinityLow  the 2.5 % quantile of T∞ over bootstrap resamples of the runs; null without runs to resample
 * @param tInfinityHigh the 97.5 % quantile
 * @param cLow          likewise for c
 * @param cHigh         likewise for c
 */
public record HeapCurve(double tInfinity, double c, double liveMB, boolean liveGiven, Double tInfinityLow,
                        Double tInfinityHigh, Double cLow, Double cHigh) {
    private static final int BOOTSTRAP = 1000;

    /** T(H) in the units of the times fitted. */
    public double time(double heapMB) {
        return tInfinity * (1 + c / (heapMB / liveMB - 1));
    }

    /** The smallest heap whose fitted time is within {@code fraction} (0.02: 2 %) of T∞. */
    public double smallestHeapWithin(double fraction) {
        return liveMB * (1 + Math.max(0, c) / fraction);
    }

    /**
     * Fits the curve to the times of each heap (several runs per heap; their mean is fitted) with
     * bootstrap intervals: runs resampled within each heap, {@value #BOOTSTRAP} times, seed fixed.
     *
     * @param heapsMB the heaps, at least 2 (3 without {@code liveMB})
     * @param times   per heap the run times
     * @param liveMB  L, or null to fit it
     */
    public static HeapCurve fit(double[] heapsMB, List<double[]> times, Double liveMB) {
        double[] means = times.stream().mapToDouble(PairedRatios::mean).toArray();
        double[] point = fitMeans(heapsMB, means, liveMB);
        SplittableRandom random = new SplittableRandom(20261128L);
        List<double[]> boot = new ArrayList<>();
        for (int b = 0; b < BOOTSTRAP; b++) {
            double[] resampled = new double[heapsMB.length];
            for (int h = 0; h < heapsMB.length; h++) {
                double[] t = times.get(h);
                double sum = 0;
                for (int i = 0; i < t.length; i++) {
                    sum += t[random.nextInt(t.length)];
                }
                resampled[h] = sum / t.length;
            }
            boot.add(fitMeans(heapsMB, resampled, liveMB));
        }
        boolean resamplable = times.stream().anyMatch(t -> t.length > 1);
        double[] tInf = boot.stream().mapToDouble(p -> p[0]).sorted().toArray();
        double[] cs = boot.stream().mapToDouble(p -> p[1]).sorted().toArray();
        return new HeapCurve(point[0], point[1], point[2], liveMB != null,
                resamplable ? quantile(tInf, 0.025) : null, resamplable ? quantile(tInf, 0.975) : null,
                resamplable ? quantile(cs, 0.025) : null, resamplable ? quantile(cs, 0.975) : null);
    }

    /**
     * Leave-one-heap-out: for each heap, the curve fitted to the others predicts its mean time;
     * the mean absolute error of those predictions in percent. Null below 3 heaps (4 without L).
     */
    public static Double leaveOneHeapOutErrorPercent(double[] heapsMB, List<double[]> times, Double liveMB) {
        int n = heapsMB.length;
        if (n < (liveMB == null ? 4 : 3)) {
            return null;
        }
        double[] means = times.stream().mapToDouble(PairedRatios::mean).toArray();
        double sum = 0;
        for (int out = 0; out < n; out++) {
            int left = out;
            double[] h = IntStream.range(0, n).filter(i -> i != left).mapToDouble(i -> heapsMB[i]).toArray();
            double[] m = IntStream.range(0, n).filter(i -> i != left).mapToDouble(i -> means[i]).toArray();
            double[] p = fitMeans(h, m, liveMB);
            double predicted = p[0] * (1 + p[1] / (heapsMB[out] / p[2] - 1));
            sum += Math.abs(predicted - means[out]) / means[out];
        }
        return 100 * sum / n;
    }

    /** {T∞, c, L} by least squares on the means. */
    private static double[] fitMeans(double[] heapsMB, double[] means, Double liveMB) {
        if (liveMB != null) {
            double[] ab = linear(heapsMB, means, liveMB);
            return new double[] {ab[0], ab[1] / ab[0], liveMB};
        }
        double smallest = Arrays.stream(heapsMB).min().orElseThrow();
        double[] best = null;
        double bestError = Double.POSITIVE_INFINITY;
        for (int i = 1; i < 200; i++) {
            double live = smallest * i / 200.0;
            double[] ab = linear(heapsMB, means, live);
            double error = 0;
            for (int k = 0; k < heapsMB.length; k++) {
                double r = means[k] - (ab[0] + ab[1] / (heapsMB[k] / live - 1));
                error += r * r;
            }
            if (error < bestError) {
                bestError = error;
                best = new double[] {ab[0], ab[1] / ab[0], live};
            }
        }
        return best;
    }

    /** Least squares of T = a + b·x, x = 1 / (H/L − 1): {a, b}. */
    private static double[] linear(double[] heapsMB, double[] means, double liveMB) {
        int n = heapsMB.length;
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            double x = 1 / (heapsMB[i] / liveMB - 1);
            sx += x;
            sy += means[i];
            sxx += x * x;
            sxy += x * means[i];
        }
        double b = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        return new double[] {(sy - b * sx) / n, b};
    }

    private static double quantile(double[] sorted, double p) {
        return sorted[(int) Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))];
    }
}
