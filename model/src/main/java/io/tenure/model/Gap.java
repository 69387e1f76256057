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
}
