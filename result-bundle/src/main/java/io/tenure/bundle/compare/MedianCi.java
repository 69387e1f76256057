package io.tenure.bundle.compare;

/**
 * A median with its 95 % interval, as every compare figure is summarised.
 *
 * @param median   the median of the values
 * @param ci95Low  the lower end of the interval (order statistic or bootstrap percentile)
 * @param ci95High the upper end
 */
public record MedianCi(double median, double ci95Low, double ci95High) {
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
