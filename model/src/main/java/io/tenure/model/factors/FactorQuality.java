package io.tenure.model.factors;

/**
 * How well a multi-factor fit describes its platform and predicts a design point it has not seen.
 *
 * @param points          design points (cells) fitted
 * @param runs            runs fitted
 * @param rSquared        1 − SS_res/SS_tot over the runs, or null when every value is the same
 * @param cvMeanAbsError  leave-one-design-point-out cross-validation: mean absolute error of the held-out
 *                        runs, seconds per GB; null when no point could be held out
 * @param cvRelativeError the same as a share of the held-out values (0.05 = 5 %), or null
 */
public record FactorQuality(int points, int runs, Double rSquared, Double cvMeanAbsError, Double cvRelativeError) {
}
