package io.tenure.model;

/**
 * One survival at which two curves cross.
 *
 * @param survival          where they cross, with the 95 % interval over the bootstrap
 *                          replicates that also cross (nearest crossing to this one)
 * @param bootstrapShare    share of replicate pairs that cross anywhere in [0, 1]: how sure the
 *                          crossing is at all
 * @param withinFittedRange false when the crossing lies outside the survival range both fits saw
 * @param fasterBelowKey    the platform that is faster (lower response) just below the crossing
 */
public record Crossing(Estimate survival, double bootstrapShare, boolean withinFittedRange, String fasterBelowKey) {
}
