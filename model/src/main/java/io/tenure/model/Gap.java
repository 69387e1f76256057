package io.tenure.model;

/**
 * The ratio of two platforms' fitted responses at one survival: {@code numerator / denominator}.
 *
 * @param ratio the ratio with its bootstrap interval, or null when the denominator's fitted
 *              value is not positive (then {@code note} says so)
 */
public record Gap(Platform numerator, Platform denominator, double survival, Estimate ratio, String note) {
    public Gap {
        note = note == null ? "" : note;
    }

    /**
     * The two platforms cannot be told apart: the 95 % interval of the ratio contains 1. False
     * without an interval (no ratio, or too few replicates): then nothing is known either way,
     * and the figures say so themselves.
     */
    public boolean indistinguishable() {
        return ratio != null && ratio.ci95Low() != null && ratio.ci95Low() <= 1 && ratio.ci95High() >= 1;
    }
}
