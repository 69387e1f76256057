package io.tenure.compare;

import io.tenure.bundle.compare.MedianCi;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * The two intervals compare reports, both the order-statistic interval for a median, which holds
 * whatever the distribution: run times on a shared machine are skewed and drift, so neither
 * assumes a normal one.
 *
 * <ul>
 *   <li>{@link #medianInterval}: the median with [x(k), x(n+1−k)], which covers the true median
 *       with probability 1 − 2·P(B ≤ k−1), B ~ binomial(n, ½) (the sign test's interval); k is
 *       the largest index whose coverage is at least 95 %. Below {@value MedianCi#MIN_VALUES}
 *       values even [min, max] covers less; the interval is then [min, max].</li>
 *   <li>{@link #ratioInterval}: the same interval over the paired ratios a/b. When the two
 *       configurations do not differ, each ratio is as likely above 1 as below, so the interval
 *       excludes 1 in at most 5 % of sessions, at any number of pairs from
 *       {@value MedianCi#MIN_VALUES} on. The percentile bootstrap it replaced excluded 1 in 6–12 %
 *       of such sessions at 6 to 12 pairs, and at 2 or 3 pairs was [min, max], which excludes 1
 *       in 50 % or 25 % of them ({@code StatisticsTest}).</li>
 * </ul>
 */
public final class Statistics {
    private static final double LEVEL = 0.95;

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
     * The median of the ratios {@code a[i] / b[i]} with its order-statistic interval
     * ({@link #medianInterval}); null when no pair has both values finite and b positive.
     */
    public static MedianCi ratioInterval(List<Double> a, List<Double> b) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("paired lists differ in length: " + a.size() + " and " + b.size());
        }
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            Double x = a.get(i);
            Double y = b.get(i);
            if (x != null && y != null && Double.isFinite(x) && Double.isFinite(y) && y > 0) {
                ratios.add(x / y);
            }
        }
        return medianInterval(ratios);
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
