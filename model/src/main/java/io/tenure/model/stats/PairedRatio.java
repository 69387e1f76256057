package io.tenure.model.stats;

import java.util.List;
import java.util.Objects;

/**
 * The ratio a/b of two configurations measured in the same repetitions, from the paired log
 * ratios ({@link PairedRatios#of}).
 *
 * @param ratio      the geometric mean of the paired ratios (in {@code median}) with its 95 %
 *                   t-interval ({@link PairedRatios#LOG_T}) from {@value MedianInterval#MIN_VALUES}
 *                   pairs on; below that the range [min, max] of the ratios
 *                   ({@link PairedRatios#RANGE}), which is no 95 % interval
 * @param signTest   the median of the ratios with the sign test's order-statistic interval
 *                   ({@link Medians#PAIRED_RATIO}): the robustness check, which an outlier moves
 *                   by one order statistic at most
 * @param outliers   the indexes (into the lists given) of the pairs whose log ratio lies more than
 *                   {@value PairedRatios#OUTLIER_Z} robust standard deviations (1.4826·MAD, at least
 *                   {@value PairedRatios#OUTLIER_FLOOR}) from the median log ratio; when there is one, readers report {@code signTest} beside {@code ratio}
 * @param logSpread  the standard deviation of the log ratios (≈ the relative spread of a ratio);
 *                   null below 2 pairs
 * @param pairs      the pairs with both values finite and positive
 */
public record PairedRatio(MedianInterval ratio, MedianInterval signTest, List<Integer> outliers, Double logSpread,
                          int pairs) {
    public PairedRatio {
        Objects.requireNonNull(ratio, "ratio");
        Objects.requireNonNull(signTest, "signTest");
        outliers = List.copyOf(outliers);
    }

    /** True when the interval is a 95 % one and excludes 1. */
    public boolean toldApart() {
        return pairs >= MedianInterval.MIN_VALUES && !ratio.contains(1.0);
    }

    /** True when a pair is an outlier, so that the sign-test interval is reported beside the ratio's. */
    public boolean hasOutlier() {
        return !outliers.isEmpty();
    }
}
