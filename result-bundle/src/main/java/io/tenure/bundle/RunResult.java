package io.tenure.bundle;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One fork of the workload, as recorded in {@code cells[].runs[]}. Figures the run could not
 * give (a failed run, a log the analyzer could not read) are null; a figure that is there is a
 * finite number, and times, sizes and counts are not negative. Paths are relative to the bundle
 * directory. In {@code results.json} a run is one flat object, the groups' fields side by side
 * ({@code RunResultJson}); here they are grouped by what they describe.
 *
 * @param repetition        which repetition of the cell, from 1 ({@code tenure bench}) or 0
 * @param times             how long the fork and its measured phase took, and their CPU time
 * @param gc                what its GC log says: survival, collections, overhead, pauses
 * @param allocation        what the workload allocated and kept
 * @param gcAnalysis        "ok", or why the GC log gave no figures
 * @param gcWindow          which part of the log the GC figures cover
 * @param outputs           the run's files: GC logs, JFR recording, result file, output
 * @param jvmOptionVariablesRemoved variables that inject JVM options (JAVA_TOOL_OPTIONS,
 *                          _JAVA_OPTIONS, JDK_JAVA_OPTIONS ...) that were set in tenure's
 *                          environment and removed from the child's, name to value; null when none
 * @param hostId            {@link HostIdentity#of} the host the run ran on; null in bundles written
 *                          before runs carried it
 * @param calibration       how the measured phase was sized to its target duration; null for fixed work
 * @param workload          what the workload counted it did (live set, object sizes, stores,
 *                          allocation rate, jbb transactions); null in bundles written before it
 * @param instances         with {@code --instances N > 1}: each JVM's own run (its GC log, pauses,
 *                          times), while this run is their aggregate: wall and elapsed time until the
 *                          last instance ended, CPU time, allocation and collections summed, pause
 *                          count and total summed, mean pause and mean interval over all pauses, pause
 *                          percentiles the highest instance's, survival the instances' mean, files
 *                          instance 1's; null for one JVM
 */
@JsonSerialize(converter = RunResultJson.Write.class)
@JsonDeserialize(using = RunResultJson.Read.class)
public record RunResult(
        String runId,
        int repetition,
        RunStatus status,
        String reason,
        Integer exitCode,
        String startedAt,
        Times times,
        GcFigures gc,
        Allocation allocation,
        String gcAnalysis,
        MeasurementWindow gcWindow,
        List<String> command,
        Outputs outputs,
        Map<String, String> jvmOptionVariablesRemoved,
        String hostId,
        Calibration calibration,
        WorkloadFigures workload,
        List<RunResult> instances) {

    public RunResult {
        Checks.nonBlank("runId", runId);
        Checks.present("status", status);
        if (repetition < 0) {
            throw new IllegalArgumentException("repetition: " + repetition + ", must be >= 0");
        }
        times = times == null ? Times.NONE : times;
        gc = gc == null ? GcFigures.NONE : gc;
        allocation = allocation == null ? Allocation.NONE : allocation;
        outputs = outputs == null ? Outputs.NONE : outputs;
        command = command == null ? List.of() : List.copyOf(command);
        jvmOptionVariablesRemoved = jvmOptionVariablesRemoved == null || jvmOptionVariablesRemoved.isEmpty() ? null
                : Collections.unmodifiableMap(new TreeMap<>(jvmOptionVariablesRemoved));
        instances = instances == null || instances.isEmpty() ? null : List.copyOf(instances);
    }

    /** A run of one JVM. */
    public RunResult(String runId, int repetition, RunStatus status, String reason, Integer exitCode, String startedAt,
                     Times times, GcFigures gc, Allocation allocation, String gcAnalysis, MeasurementWindow gcWindow,
                     List<String> command, Outputs outputs, Map<String, String> jvmOptionVariablesRemoved, String hostId,
                     Calibration calibration, WorkloadFigures workload) {
        this(runId, repetition, status, reason, exitCode, startedAt, times, gc, allocation, gcAnalysis, gcWindow, command,
                outputs, jvmOptionVariablesRemoved, hostId, calibration, workload, null);
    }

    /**
     * How long the fork took.
     *
     * @param wallSeconds    the whole fork as the host saw it (JVM start to exit)
     * @param elapsedSeconds the workload's measured phase only (after warm-up)
     * @param cpuSeconds     process CPU time of the measured phase (all threads, GC included)
     */
    public record Times(Double wallSeconds, Double elapsedSeconds, Double cpuSeconds) {
        public static final Times NONE = new Times(null, null, null);

        public Times {
            Checks.nonNegative("wallSeconds", wallSeconds);
            Checks.nonNegative("elapsedSeconds", elapsedSeconds);
            Checks.nonNegative("cpuSeconds", cpuSeconds);
        }
    }

    /**
     * What the run's GC log says.
     *
     * @param measuredSurvival     median survival rate s over the run's young-only collections
     * @param measuredSurvivalMean their mean
     * @param copySurvival         median survival of the bytes the young collections copied
     */
    public record GcFigures(Double measuredSurvival, Double measuredSurvivalMean, Double copySurvival,
                            Long youngCollections, Double overheadPercent, PauseFigures pauses,
                            IntervalFigures intervals) {
        public static final GcFigures NONE = new GcFigures(null, null, null, null, null, null, null);

        public GcFigures {
            Checks.finite("measuredSurvival", measuredSurvival);
            Checks.finite("measuredSurvivalMean", measuredSurvivalMean);
            Checks.finite("copySurvival", copySurvival);
            Checks.nonNegative("youngCollections", youngCollections);
            Checks.nonNegative("overheadPercent", overheadPercent);
        }
    }

    /**
     * What the workload allocated in the measured phase.
     *
     * @param allocatedBytes         the JVM's count of the allocating threads' bytes
     * @param analyticAllocatedBytes the survival workload's own count
     * @param allocationCheck        the two compared
     * @param keptFraction           the share of the allocated bytes kept long-lived
     */
    public record Allocation(Long allocatedBytes, Long analyticAllocatedBytes, AllocationCheck allocationCheck,
                             Double keptFraction) {
        public static final Allocation NONE = new Allocation(null, null, null, null);

        public Allocation {
            Checks.nonNegative("allocatedBytes", allocatedBytes);
            Checks.nonNegative("analyticAllocatedBytes", analyticAllocatedBytes);
            Checks.finite("keptFraction", keptFraction);
        }
    }

    /**
     * The run's files, relative to the bundle; null where there is none.
     *
     * @param gcLog          the whole GC log
     * @param gcLogMeasured  its measured phase, cut by the workload's uptimes
     * @param jfr            the JFR recording
     * @param workloadResult the workload's result file ({@code workload.json})
     */
    public record Outputs(String gcLog, String gcLogMeasured, String jfr, String workloadResult, String stdout,
                        String stderr) {
        public static final Outputs NONE = new Outputs(null, null, null, null, null, null);
    }

    /**
     * Finished runs are not redone by {@code --resume}, whatever their status; with
     * {@code --retry-failed} the failed and timed-out ones are.
     */
    public boolean finished() {
        return status != RunStatus.SKIPPED;
    }

    /** This run as recorded on the host {@code id}. */
    public RunResult onHost(String id) {
        return new RunResult(runId, repetition, status, reason, exitCode, startedAt, times, gc, allocation, gcAnalysis,
                gcWindow, command, outputs, jvmOptionVariablesRemoved, id, calibration, workload,
                instances == null ? null : instances.stream().map(i -> i.onHost(id)).toList());
    }

    /**
     * The measured work of this run in GB: the calibrated work, else the cell's fixed work; what
     * time per GB divides by.
     */
    public double workGigabytes(double cellWorkMB) {
        return (calibration != null ? calibration.workMB() : cellWorkMB) / 1024.0;
    }

    /**
     * How a calibrated run sized its measured phase ({@code tenure bench --measure}).
     *
     * @param targetSeconds  the measured phase's target duration
     * @param workMB         the work calibrated to last that long (at most the cell's workMB)
     * @param rateMBps       the steady allocation rate it was derived from
     * @param warmupMB       what the warm-up allocated
     * @param warmupSeconds  how long the warm-up took
     * @param warmupChunks   the warm-up's chunks
     * @param warmupSteady   true when the last chunks' rates settled within the tolerance; false
     *                       when the warm-up hit its time limit first
     */
    public record Calibration(double targetSeconds, double workMB, Double rateMBps, double warmupMB, double warmupSeconds,
                              int warmupChunks, boolean warmupSteady) {
        public Calibration {
            if (!(targetSeconds > 0) || !(workMB > 0) || !(warmupMB >= 0) || !(warmupSeconds >= 0) || warmupChunks < 0) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "calibration: target %s s, work %s MB, warm-up %s MB in %s s and %d chunks: must be positive",
                        targetSeconds, workMB, warmupMB, warmupSeconds, warmupChunks));
            }
            Checks.nonNegative("rateMBps", rateMBps);
        }
    }

    /** Pause statistics of one run (ms). */
    public record PauseFigures(Long count, Double totalMs, Double meanMs, Double p50Ms, Double p90Ms,
                               Double p99Ms, Double p999Ms, Double maxMs) {
        public PauseFigures {
            Checks.nonNegative("count", count);
            Checks.pauseFigures(totalMs, meanMs, p50Ms, p90Ms, p99Ms, p999Ms, maxMs);
        }
    }

    /** Time between pauses (ms). */
    public record IntervalFigures(Long count, Double meanMs) {
        public IntervalFigures {
            Checks.nonNegative("count", count);
            Checks.nonNegative("meanMs", meanMs);
        }
    }
}
