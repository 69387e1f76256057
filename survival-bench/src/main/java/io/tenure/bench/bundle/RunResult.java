package io.tenure.bench.bundle;

import java.util.List;
import java.util.Objects;

/**
 * One fork of the workload, as recorded in {@code cells[].runs[]}. Figures the run could not
 * give (a failed run, a log the analyzer could not read) are null. Paths are relative to the
 * bundle directory.
 *
 * @param wallSeconds       the whole fork as the host saw it (JVM start to exit)
 * @param elapsedSeconds    the workload's measured phase only (after warm-up)
 * @param cpuSeconds        process CPU time of the measured phase (all threads, GC included)
 * @param measuredSurvival  median survival rate s over the run's young-only collections
 * @param gcAnalysis        "ok", or why the GC log gave no figures
 * @param gcWindow          which part of the log the GC figures cover: "measured phase" (the
 *                          collections that started during it, in {@code gcLogMeasured}) or
 *                          "whole run" (warm-up included, where the log cannot be cut)
 */
public record RunResult(
        String runId,
        int repetition,
        RunStatus status,
        String reason,
        Integer exitCode,
        String startedAt,
        Double wallSeconds,
        Double elapsedSeconds,
        Double cpuSeconds,
        Double measuredSurvival,
        Double measuredSurvivalMean,
        Double copySurvival,
        Long youngCollections,
        Double overheadPercent,
        PauseFigures pauses,
        IntervalFigures intervals,
        Long allocatedBytes,
        Long analyticAllocatedBytes,
        String allocationCheck,
        Double keptFraction,
        String gcAnalysis,
        String gcWindow,
        List<String> command,
        String gcLog,
        String gcLogMeasured,
        String jfr,
        String workloadResult,
        String stdout,
        String stderr) {

    public RunResult {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(status, "status");
        command = command == null ? List.of() : List.copyOf(command);
    }

    /** Finished runs are never redone by {@code --resume}, whatever their status. */
    public boolean finished() {
        return status != RunStatus.SKIPPED;
    }

    /** Pause statistics of one run (ms). */
    public record PauseFigures(Long count, Double totalMs, Double meanMs, Double p50Ms, Double p90Ms,
                               Double p99Ms, Double p999Ms, Double maxMs) {
    }

    /** Time between pauses (ms). */
    public record IntervalFigures(Long count, Double meanMs) {
    }
}
