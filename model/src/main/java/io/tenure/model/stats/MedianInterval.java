package io.tenure.model.stats;

/**
 * A median with its 95 % interval, labelled by the interval it is ({@link Medians}). The
 * components are named as the result bundles write them: bench's cells write all five, compare's
 * figures the first three.
 *
 * @param median       the median of the values; null when there were none
 * @param ci95Low      the lower end of the interval; below {@value #MIN_VALUES} values the smallest
 *                     value, which covers the median less often than 95 %; null where there is no
 *                     interval (no values, or a bundle that gave the median alone)
 * @param ci95High     the upper end
 * @param ciConfidence the probability that the interval covers the true median: at least 0.95
 *                     from {@value #MIN_VALUES} values on, less below (0.75 for 3 values); null
 *                     where a bundle did not record it
 * @param ciMethod     which interval this is ({@link Medians#ORDER_STATISTIC},
 *                     {@link Medians#PAIRED_RATIO}); null where a bundle did not record it
 */
public record MedianInterval(Double median, Double ci95Low, Double ci95High, Double ciConfidence, String ciMethod) {
    /**
     * The fewest values whose interval is a 95 % one: the widest there is, [min, max] of n values,
     * covers the median with probability 1 − 2·½ⁿ, 93.75 % at 5 values and 96.9 % at 6. Fewer
     * values tell nothing apart, whatever they are: with no difference at all, 2 ratios lie on
     * the same side of 1 in half of all sessions.
     */
    public static final int MIN_VALUES = 6;

    /**
     * What the interval of {@code values} values is, in words: "95 %" from {@value #MIN_VALUES} on,
     * "range of n runs" (or pairs) below, where it is [min, max].
     *
     * @param unit what a value is, singular ("run", "pair")
     */
    public static String label(int values, String unit) {
        return values >= MIN_VALUES ? "95 %" : "range of " + values + " " + unit + (values == 1 ? "" : "s");
    }

    public MedianInterval {
        if (median != null && ci95Low != null && ci95High != null && !(ci95Low <= median && median <= ci95High)) {
            throw new IllegalArgumentException("interval [" + ci95Low + ", " + ci95High + "] must hold the median " + median);
        }
    }

    /** A median and interval without the coverage and method (as compare bundles record them). */
    public MedianInterval(double median, double ci95Low, double ci95High) {
        this(median, ci95Low, ci95High, null, null);
    }

    /** No values: every figure null, the method kept so that a reader knows which interval is missing. */
    public static MedianInterval none(String method) {
        return new MedianInterval(null, null, null, null, method);
    }

    /** The median and interval alone, without the coverage and the method (what compare bundles record). */
    public MedianInterval figures() {
        return ciConfidence == null && ciMethod == null ? this : new MedianInterval(median, ci95Low, ci95High, null, null);
    }

    /** True when there is an interval and it holds {@code value} (a ratio interval holding 1: no difference shown). */
    public boolean contains(double value) {
        return ci95Low != null && ci95High != null && ci95Low <= value && value <= ci95High;
    }

    /** The interval's width relative to the median, in percent; null when there is no interval or the median is 0. */
    public Double relativeWidthPercent() {
        return median == null || median == 0 || ci95Low == null || ci95High == null ? null
                : 100 * (ci95High - ci95Low) / Math.abs(median);
    }
}
