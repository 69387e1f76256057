package io.tenure.compare;

import io.tenure.bundle.compare.MedianCi;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * The two intervals compare reports. Run times on a shared machine are skewed and drift, so
 * neither assumes a normal distribution.
 *
 * <ul>
 *   <li>{@link #medianInterval}: the median with the order-statistic interval [x(k), x(n+1−k)],
 *       which covers the true median with probability 1 − 2·P(B ≤ k−1), B ~ binomial(n, ½); k
 *       is the largest index whose coverage is at least 95 %. Below 6 values even [min, max]
 *       covers less; the interval is then [min, max].</li>
 *   <li>{@link #ratioInterval}: the median of paired ratios a/b with a percentile bootstrap
 *       interval (resampling the pairs, {@value #RESAMPLES} times, a fixed seed so a bundle's
 *       figures are reproducible).</li>
 * </ul>
 */
public final class Statistics {
    static final int RESAMPLES = 4000;
    private static final double LEVEL = 0.95;
    private static final long SEED = 0x7e9e7e9eL;

    private Statistics() {
    }

    /** The median and its order-statistic interval; null when there are no finite values. */
    public static MedianCi medianInterval(List<Double> values) {
        double[] x = finiteSorted(values);
        int n = x.length;
        if (n == 0) {
            return null;
        }
        int k = 1;
        for (int candidate = 1; candidate <= (n + 1) / 2; candidate++) {
            if (coverage(n, candidate) >= LEVEL) {
                k = candidate;
            }
        }
        return new MedianCi(median(x), x[k - 1], x[n - k]);
    }

    /** 1 − 2·P(B ≤ k−1) for B ~ binomial(n, ½): the coverage of [x(k), x(n+1−k)]. */
    static double coverage(int n, int k) {
        return Math.max(0, 1 - 2 * new BinomialDistribution(null, n, 0.5).cumulativeProbability(k - 1));
    }

    /**
     * The median of the ratios {@code a[i] / b[i]} with a percentile-bootstrap 95 % interval;
     * null when no pair has both values finite and b positive.
     */
    public static MedianCi ratioInterval(List<Double> a, List<Double> b) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("paired lists differ in length: " + a.size() + " and " + b.size());
        }
        double[] ratios = new double[a.size()];
        int n = 0;
        for (int i = 0; i < a.size(); i++) {
            Double x = a.get(i);
            Double y = b.get(i);
            if (x != null && y != null && Double.isFinite(x) && Double.isFinite(y) && y > 0) {
                ratios[n++] = x / y;
            }
        }
        if (n == 0) {
            return null;
        }
        double[] r = Arrays.copyOf(ratios, n);
        Arrays.sort(r);
        double median = median(r);
        double[] medians = new double[RESAMPLES];
        SplittableRandom random = new SplittableRandom(SEED);
        double[] sample = new double[n];
        for (int i = 0; i < RESAMPLES; i++) {
            for (int j = 0; j < n; j++) {
                sample[j] = r[random.nextInt(n)];
            }
            Arrays.sort(sample);
            medians[i] = median(sample);
        }
        Arrays.sort(medians);
        double low = Math.min(median, medians[(int) Math.floor((1 - LEVEL) / 2 * (RESAMPLES - 1))]);
        double high = Math.max(median, medians[(int) Math.ceil((1 + LEVEL) / 2 * (RESAMPLES - 1))]);
        return new MedianCi(median, low, high);
    }

    /** The median of the finite non-null values, or null. */
    public static Double median(List<Double> values) {
        double[] x = finiteSorted(values);
        return x.length == 0 ? null : median(x);
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static double[] finiteSorted(List<Double> values) {
        return values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).filter(Double::isFinite)
                .sorted().toArray();
    }
}
