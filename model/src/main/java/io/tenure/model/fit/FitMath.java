package io.tenure.model.fit;

import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** Small robust-statistics helpers shared by the fits (Commons Math does the ranking). */
final class FitMath {
    /** Scales a median absolute deviation to a normal standard deviation. */
    static final double MAD_TO_SIGMA = 1.4826;

    private FitMath() {
    }

    static int distinctCount(double[] values) {
        return distinctSorted(values).length;
    }

    static double[] distinctSorted(double[] values) {
        return Arrays.stream(values).sorted().distinct().toArray();
    }

    /**
     * Commons Math's median, not {@code model.stats.Medians}: of an even count it interpolates
     * lower + 0.5 * (upper - lower) where Medians averages (lower + upper) / 2, which differ in the
     * last bit for some pairs, and the fitted coefficients and gaps are written in full (routed
     * through Medians, the report's gaps.csv golden changed in its last digits).
     */
    static double median(double[] values) {
        if (values.length == 0) {
            throw new FitException("median of no values");
        }
        return new Median().evaluate(values);
    }

    /** Robust scale: MAD × 1.4826 (0 when more than half of the values are equal). */
    static double robustScale(double[] residuals) {
        double center = median(residuals);
        double[] deviations = new double[residuals.length];
        for (int i = 0; i < residuals.length; i++) {
            deviations[i] = Math.abs(residuals[i] - center);
        }
        return MAD_TO_SIGMA * median(deviations);
    }
}
