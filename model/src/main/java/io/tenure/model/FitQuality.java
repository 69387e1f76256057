package io.tenure.model;

/**
 * How well a fit describes its data. Figures that the data cannot give are null, never NaN.
 *
 * @param observations          number of points
 * @param distinctSurvivals     number of distinct survival values (levels of the benchmark)
 * @param survivalMin           smallest survival fitted
 * @param survivalMax           largest survival fitted
 * @param rSquared              1 − SS_res/SS_tot; null when every response is equal
 * @param residualStandardError sqrt(SS_res / (n − parameters)); null when n ≤ parameters
 * @param cvMeanAbsError        leave-one-survival-out cross-validated mean absolute error (all
 *                              runs at one survival held out at a time); null when fewer than 3
 *                              distinct survival values
 */
public record FitQuality(int observations, int distinctSurvivals, double survivalMin, double survivalMax,
                         Double rSquared, Double residualStandardError, Double cvMeanAbsError) {
    public FitQuality {
        requireFiniteOrNull(rSquared, "rSquared");
        requireFiniteOrNull(residualStandardError, "residualStandardError");
        requireFiniteOrNull(cvMeanAbsError, "cvMeanAbsError");
        if (survivalMin > survivalMax) {
            throw new IllegalArgumentException("survivalMin > survivalMax");
        }
    }

    /**
     * True when {@code s} lies outside the survival range the fit saw by more than
     * {@link PairedRatio#LEVEL_TOLERANCE}. Runs aimed at p measure a survival a little off it
     * (0.4366 for p = 0.437), and the curve just beyond its last point is no guess: within the
     * tolerance by which runs count as measured at a level, s counts as measured.
     */
    public boolean extrapolates(double s) {
        return s < survivalMin - PairedRatio.LEVEL_TOLERANCE || s > survivalMax + PairedRatio.LEVEL_TOLERANCE;
    }

    private static void requireFiniteOrNull(Double value, String name) {
        if (value != null && !Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite or null, got " + value);
        }
    }
}
