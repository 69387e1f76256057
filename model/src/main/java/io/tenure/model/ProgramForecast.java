package io.tenure.model;

import java.util.List;

/**
 * A program's predicted time on every platform of a model (see docs/MODEL.md, "Transfer to real
 * programs").
 *
 * @param mode                    {@code calibrated} (relative to the platform the program ran
 *                                on, scaled by its own GC overhead) or {@code absolute} (from
 *                                its allocation volume and the benchmark's GC cost per GB)
 * @param baselineKey             the platform every relative time is divided by
 * @param predictions             fastest first
 * @param benchmarkOverheadPercent the GC overhead the benchmark's cost predicts for the program on
 *                                the platform it ran on (compare with its measured overhead: a
 *                                large difference means the benchmark is not a good proxy), or null
 * @param notes                   assumptions that applied
 */
public record ProgramForecast(String mode, String baselineKey, List<ProgramPrediction> predictions,
                              Double benchmarkOverheadPercent, List<String> notes) {
    public ProgramForecast {
        predictions = List.copyOf(predictions);
        notes = List.copyOf(notes);
    }

    /**
     * One platform's predicted time for the program.
     *
     * @param relativeTime        program time on this platform / on the baseline, with interval
     * @param gcCostSecondsPerGB  the benchmark's GC cost per GB allocated on this platform at s
     */
    public record ProgramPrediction(Platform platform, Estimate relativeTime, Estimate gcCostSecondsPerGB,
                                    boolean extrapolated) {
    }
}
