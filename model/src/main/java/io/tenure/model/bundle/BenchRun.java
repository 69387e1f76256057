package io.tenure.model.bundle;

/**
 * The figures of one repetition (fork) of a cell, each null when the run did not produce it.
 * Read from {@code cells[].runs[]}: {@code elapsedSeconds, measuredSurvival, overheadPercent,
 * pauses {count, totalMs, meanMs, p99Ms}, intervals {meanMs}, cpuSeconds}.
 */
public record BenchRun(int repetition, Double elapsedSeconds, Double measuredSurvival, Double overheadPercent,
                       Double pauseMeanMs, Double pauseP99Ms, Double intervalMeanMs, Double cpuSeconds) {
}
