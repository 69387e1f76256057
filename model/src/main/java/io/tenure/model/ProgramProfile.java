package io.tenure.model;

/**
 * What a program's own GC log says about it (from {@code tenure analyze}).
 *
 * @param survival             its survival rate s
 * @param allocationRateMBps   its allocation rate, MB/s (null when unknown)
 * @param gcOverheadPercent    its GC overhead (pause time / elapsed) on the platform it ran on
 * @param observedPlatformKey  the model's key of that platform, or null when it is not in the model
 */
public record ProgramProfile(double survival, Double allocationRateMBps, double gcOverheadPercent,
                             String observedPlatformKey) {
    public ProgramProfile {
        if (!Double.isFinite(survival) || survival < 0 || survival > 1) {
            throw new ModelInputException("survival must be in [0, 1], got " + survival);
        }
        if (allocationRateMBps != null && (!Double.isFinite(allocationRateMBps) || allocationRateMBps < 0)) {
            throw new ModelInputException("allocation rate must be a non-negative number, got " + allocationRateMBps);
        }
        if (!Double.isFinite(gcOverheadPercent) || gcOverheadPercent < 0 || gcOverheadPercent >= 100) {
            throw new ModelInputException("GC overhead must be in [0, 100) percent, got " + gcOverheadPercent);
        }
    }
}
