package io.tenure.model;

/**
 * One platform's predicted response at a survival.
 *
 * @param fitted       the fitted response with its bootstrap band
 * @param relative     response / the baseline platform's response at the same survival, with a
 *                     bootstrap interval (the baseline is the fastest platform unless one was given)
 * @param relativeToZeroSurvival response / the same platform's response at s = 0 (the study's
 *                     "relative execution time", Fig. 5), or null when that is not positive
 * @param extrapolated true when the survival lies outside the range this platform was measured at
 */
public record Prediction(Platform platform, Estimate fitted, Estimate relative, Estimate relativeToZeroSurvival,
                         boolean extrapolated) {
}
