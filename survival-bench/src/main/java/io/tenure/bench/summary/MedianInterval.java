package io.tenure.bench.summary;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The median of a small sample and a distribution-free confidence interval for it from order
 * statistics (no normality assumed, which run times on a shared machine do not satisfy).
 * [x(k), x(n+1−k)] covers the true median with probability 1 − 2·P(B ≤ k−1), B ~ binomial(n, ½);
 * k is the largest index with coverage ≥ 95 %. With fewer than 6 values even [min, max] covers
 * less than 95 %; the interval is then [min, max] and {@link #confidence()} is its true coverage.
 */
public record MedianInterval(double median, double low, double high, double confidence) {
    public static final String METHOD = "order-statistic (binomial) CI of the median";
    private static final double LEVEL = 0.95;

    /** Null when there are no values. */
    public static MedianInterval of(List<Double> values) {
        double[] x = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                .filter(v -> !Double.isNaN(v)).sorted().toArray();
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
        return new MedianInterval(median(x), x[k - 1], x[n - k], coverage(n, k));
    }

    /** The median of the non-null values, or null when there are none. */
    public static Double medianOf(List<? extends Number> values) {
        double[] x = values.stream().filter(Objects::nonNull).mapToDouble(Number::doubleValue)
                .filter(v -> !Double.isNaN(v)).sorted().toArray();
        return x.length == 0 ? null : median(x);
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** 1 − 2·P(B ≤ k−1) for B ~ binomial(n, ½). */
    static double coverage(int n, int k) {
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

    @Override
    public String toString() {
        return Arrays.toString(new double[] {median, low, high, confidence});
    }
}
