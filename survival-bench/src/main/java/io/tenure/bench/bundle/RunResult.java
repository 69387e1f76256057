package io.tenure.bench.bundle;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

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
 * @param jvmOptionVariablesRemoved variables that inject JVM options (JAVA_TOOL_OPTIONS,
 *                          _JAVA_OPTIONS, JDK_JAVA_OPTIONS ...) that were set in tenure's
 *                          environment and removed from the child's, name to value; null when none
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
        String stderr,
        Map<String, String> jvmOptionVariablesRemoved) {

    public RunResult {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(status, "status");
        command = command == null ? List.of() : List.copyOf(command);
        jvmOptionVariablesRemoved = jvmOptionVariablesRemoved == null || jvmOptionVariablesRemoved.isEmpty() ? null
                : Collections.unmodifiableMap(new TreeMap<>(jvmOptionVariablesRemoved));
    }

    /**
     * Finished runs are not redone by {@code --resume}, whatever their status; with
     * {@code --retry-failed} the failed and timed-out ones are.
     */
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
