package io.tenure.model;

/**
 * What a model needs to know of a real program to predict how its time changes between
 * collectors: the benchmark v2 dimensions, measured on the program instead of set as knobs.
 * Every field but survival may be unknown (null); a model then widens its interval over the
 * field's plausible range instead of guessing a value.
 *
 * @param survival            median survival rate s of its young collections, in [0,1]
 * @param survivalLow         10th percentile of s over its young collections, or null
 * @param survivalHigh        90th percentile of s, or null
 * @param allocationRateMBps  allocation rate in MB/s of wall time, or null
 * @param gcWallFraction      share of wall time in GC pauses on the observed platform, in [0,1), or null
 * @param gcCpuFraction       share of CPU time in GC threads on the observed platform, in [0,1), or null
 * @param liveSetFraction     live set after old/full collections over the maximum heap, in [0,1], or null
 * @param threadsPerCore      allocating threads per CPU the program could use (the benchmark's
 *                            {@code --threads} over its CPUs), or null
 * @param refStoresPerKB      reference stores per allocated KB, or null when unknown (a log cannot show
 *                            it; a calibration with {@code tenure compare} under two collectors can)
 */
public record ProgramFactors(double survival, Double survivalLow, Double survivalHigh, Double allocationRateMBps,
                             Double gcWallFraction, Double gcCpuFraction, Double liveSetFraction,
                             Double threadsPerCore, Double refStoresPerKB) {
    public ProgramFactors {
        requireFraction("survival", survival);
        optionalFraction("survivalLow", survivalLow);
        optionalFraction("survivalHigh", survivalHigh);
        optionalFraction("gcWallFraction", gcWallFraction);
        optionalFraction("gcCpuFraction", gcCpuFraction);
        optionalFraction("liveSetFraction", liveSetFraction);
        optionalNonNegative("allocationRateMBps", allocationRateMBps);
        optionalNonNegative("threadsPerCore", threadsPerCore);
        optionalNonNegative("refStoresPerKB", refStoresPerKB);
    }

    /** A program known only by its survival rate, as model v1 saw it. */
    public static ProgramFactors ofSurvival(double survival) {
        return new ProgramFactors(survival, null, null, null, null, null, null, null, null);
    }

    private static void requireFraction(String name, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new ModelInputException(name + " must be in [0, 1], got " + value);
        }
    }

    private static void optionalFraction(String name, Double value) {
        if (value != null) {
            requireFraction(name, value);
        }
    }

    private static void optionalNonNegative(String name, Double value) {
        if (value != null && !(Double.isFinite(value) && value >= 0)) {
            throw new ModelInputException(name + " must be a non-negative number, got " + value);
        }
    }
}
