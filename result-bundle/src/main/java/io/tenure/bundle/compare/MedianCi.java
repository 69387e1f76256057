package io.tenure.bundle.compare;

/**
 * A median with its 95 % interval, as every compare figure is summarised: the order-statistic
 * interval [x(k), x(n+1−k)], which covers the true median with probability 1 − 2·P(B ≤ k−1),
 * B ~ binomial(n, ½), whatever the distribution. (Bundles written before 2026-11-27 gave a
 * paired ratio a percentile-bootstrap interval instead.)
 *
 * @param median   the median of the values
 * @param ci95Low  the lower end of the interval; below {@value #MIN_VALUES} values the smallest
 *                 value, which covers the median less often than 95 %
 * @param ci95High the upper end
 */
public record MedianCi(double median, double ci95Low, double ci95High) {
    /**
     * The fewest values whose interval is a 95 % one: the widest there is, [min, max] of n values,
     * covers the median with probability 1 − 2·½ⁿ, 93.75 % at 5 values and 96.9 % at 6. Fewer
     * values tell nothing apart, whatever they are: with no difference at all, 2 ratios lie on
     * the same side of 1 in half of all sessions.
     */
    public static final int MIN_VALUES = 6;

    public MedianCi {
        if (!(ci95Low <= median && median <= ci95High)) {
            throw new IllegalArgumentException("interval [" + ci95Low + ", " + ci95High + "] must hold the median " + median);
        }
    }

    /** True when the interval holds {@code value} (a ratio interval holding 1: no difference shown). */
    public boolean contains(double value) {
        return ci95Low <= value && value <= ci95High;
    }

    /** The interval's width relative to the median, in percent; null when the median is 0. */
    public Double relativeWidthPercent() {
        return median == 0 ? null : 100 * (ci95High - ci95Low) / Math.abs(median);
    }
}
