package io.tenure.model.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * Medians and the two intervals tenure reports for them, both distribution-free (run times on a
 * shared machine are skewed and drift, so neither assumes a normal distribution):
 *
 * <ul>
 *   <li>{@link #orderStatisticInterval} ({@value #ORDER_STATISTIC}): the median with
 *       [x(k), x(n+1−k)], which covers the true median with probability 1 − 2·P(B ≤ k−1),
 *       B ~ binomial(n, ½) (the sign test's interval); k is the largest index whose coverage is at
 *       least 95 %. Below {@value MedianInterval#MIN_VALUES} values even [min, max] covers less; the
 *       interval is then [min, max] and its {@code ciConfidence} says what it covers.</li>
 *   <li>{@link #pairedRatioInterval} ({@value #PAIRED_RATIO}): the same interval over the ratios
 *       a/b paired by repetition. When the two configurations do not differ, each ratio is as
 *       likely above 1 as below, so the interval excludes 1 in at most 5 % of sessions, at any
 *       number of pairs from {@value MedianInterval#MIN_VALUES} on.</li>
 * </ul>
 *
 * Values that are null, NaN or infinite are left out.
 */
public final class Medians {
    /** The label of {@link #orderStatisticInterval}, as bench bundles record it. */
    public static final String ORDER_STATISTIC = "order-statistic (binomial) CI of the median";
    /** The label of {@link #pairedRatioInterval}. */
    public static final String PAIRED_RATIO = "order-statistic (binomial) CI of the median of paired ratios";
    private static final double LEVEL = 0.95;
    /** Up to this many values the binomial tail is summed exactly; beyond, 2ⁿ leaves a double. */
    private static final int EXACT_UP_TO = 1000;

    private Medians() {
    }

    /** The median of the finite non-null values, or null when there are none. */
    public static Double median(List<? extends Number> values) {
        double[] x = finiteSorted(values);
        return x.length == 0 ? null : medianOfSorted(x);
    }

    /** The median of values sorted in ascending order, at least one. */
    public static double medianOfSorted(double[] sorted) {
        int n = sorted.length;
        if (n == 0) {
            throw new IllegalArgumentException("median of no values");
        }
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** The median and its order-statistic interval; null when there are no finite values. */
    public static MedianInterval orderStatisticInterval(List<? extends Number> values) {
        return interval(finiteSorted(values), ORDER_STATISTIC);
    }

    /**
     * The median of the ratios {@code a[i] / b[i]} with its order-statistic interval; null when no
     * pair has both values finite and b positive.
     */
    public static MedianInterval pairedRatioInterval(List<Double> a, List<Double> b) {
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
        return interval(finiteSorted(ratios), PAIRED_RATIO);
    }

    private static MedianInterval interval(double[] x, String method) {
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
        return new MedianInterval(medianOfSorted(x), x[k - 1], x[n - k], coverage(n, k), method);
    }

    /** 1 − 2·P(B ≤ k−1) for B ~ binomial(n, ½): the coverage of [x(k), x(n+1−k)]. */
    public static double coverage(int n, int k) {
        if (n > EXACT_UP_TO) {
            return Math.max(0, 1 - 2 * new BinomialDistribution(null, n, 0.5).cumulativeProbability(k - 1));
        }
        double tail = 0;
        for (int i = 0; i <= k - 1; i++) {
            tail += binomial(n, i);
        }
        tail /= Math.pow(2, n);
        return Math.max(0, 1 - 2 * tail);
    }

    private static double binomial(int n, int k) {
        double c = 1;
        for (int i = 1; i <= k; i++) {
            c = c * (n - k + i) / i;
        }
        return c;
    }

    private static double[] finiteSorted(List<? extends Number> values) {
        return values.stream().filter(Objects::nonNull).mapToDouble(Number::doubleValue).filter(Double::isFinite)
                .sorted().toArray();
    }
}
