package io.tenure.bundle.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One launch of the user's program under one configuration. Times are seconds, sizes MB; a
 * figure that could not be measured is null.
 *
 * @param runId          {@code <config id>-r<repetition>}, or {@code -w<k>} for a warm-up run
 * @param repetition     the repetition (0-based) or, for a warm-up run, the warm-up index
 * @param warmup         a warm-up run: recorded, never summarised
 * @param order          the run's position in the whole session (0-based), to see drift
 * @param status         ok, failed or timeout
 * @param reason         why it failed, with the stderr tail; null when ok
 * @param command        the exact command line
 * @param startedAt      ISO-8601 instant of the launch
 * @param loadAverage    the host's one-minute load average at launch (machine noise), or null
 * @param exitCode       null when killed
 * @param wallSeconds    launch to exit (or, with measure-from, marker line to exit)
 * @param cpuSeconds     the child's user + system CPU, all threads (and its children)
 * @param cpuExact       true when {@code cpuSeconds} is the kernel's account at exit
 * @param gcPauseSeconds the sum of the GC log's stop-the-world pauses
 * @param gcPauseCount   how many pauses the log holds
 * @param gcCpuSeconds   CPU time of the GC's own threads, from {@code gcCpuSource}
 * @param gcCpuSource    {@code perf-counters} (the JVM's own {@code sun.threads.total_gc_cpu_time}
 *                       performance counter, JDK 25 with G1 or Parallel), {@code proc-threads}
 *                       (per-thread CPU from /proc of the threads HotSpot names as GC threads),
 *                       {@code gc+cpu-log} (the sum of the log's {@code [gc,cpu]} User+Sys
 *                       lines), in that order of preference, or null when none gives a figure
 * @param peakRssMB      the peak resident set
 * @param readySeconds   launch to the first output line matching {@code --ready}, or null
 * @param totalWallSeconds launch to exit, also when {@code wallSeconds} is the measured phase only
 * @param files          the run's files, relative to the bundle
 * @param jvmOptionVariablesRemoved variables that inject JVM options (JAVA_TOOL_OPTIONS,
 *                       _JAVA_OPTIONS, JDK_JAVA_OPTIONS ...) that were set in tenure's environment
 *                       and removed from the run's, name → value; null (and not written) when none
 * @param otherCpuSeconds CPU time the rest of the machine used from launch to exit: every CPU's busy
 *                       time less the run's and tenure's (Linux); null (and not written) where it could not be read
 */
public record CompareRun(String runId, int repetition, boolean warmup, int order, RunStatus status, String reason,
                         List<String> command, String startedAt, Double loadAverage, Integer exitCode,
                         Double wallSeconds, Double cpuSeconds, Boolean cpuExact, Double gcPauseSeconds,
                         Long gcPauseCount, Double gcCpuSeconds, String gcCpuSource, Double peakRssMB,
                         Double readySeconds, Double totalWallSeconds, RunFiles files,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> jvmOptionVariablesRemoved,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Double otherCpuSeconds) {
    public CompareRun {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(status, "status");
        command = List.copyOf(command);
        Objects.requireNonNull(files, "files");
        if (status != RunStatus.OK && reason == null) {
            throw new IllegalArgumentException(runId + ": a " + status.json() + " run needs a reason");
        }
        jvmOptionVariablesRemoved = jvmOptionVariablesRemoved == null || jvmOptionVariablesRemoved.isEmpty() ? null
                : Collections.unmodifiableMap(new LinkedHashMap<>(jvmOptionVariablesRemoved));
    }

    /** A run of an environment without JVM-option variables, the machine's other CPU time not read. */
    public CompareRun(String runId, int repetition, boolean warmup, int order, RunStatus status, String reason,
                      List<String> command, String startedAt, Double loadAverage, Integer exitCode,
                      Double wallSeconds, Double cpuSeconds, Boolean cpuExact, Double gcPauseSeconds,
                      Long gcPauseCount, Double gcCpuSeconds, String gcCpuSource, Double peakRssMB,
                      Double readySeconds, Double totalWallSeconds, RunFiles files) {
        this(runId, repetition, warmup, order, status, reason, command, startedAt, loadAverage, exitCode, wallSeconds,
                cpuSeconds, cpuExact, gcPauseSeconds, gcPauseCount, gcCpuSeconds, gcCpuSource, peakRssMB, readySeconds,
                totalWallSeconds, files, null, null);
    }

    /**
     * The share of a core the rest of the machine used on average during the run; null where
     * either figure is missing.
     */
    public Double otherCores() {
        return otherCpuSeconds == null || totalWallSeconds == null || totalWallSeconds <= 0 ? null
                : otherCpuSeconds / totalWallSeconds;
    }

    /** Ok and not a warm-up: a run the statistics use. */
    public boolean measured() {
        return status == RunStatus.OK && !warmup;
    }

    /**
     * Paths of what a run left, relative to the bundle directory; null where none was written.
     *
     * @param gcLog   the GC log
     * @param jfr     the flight recording
     * @param stdout  standard output
     * @param stderr  standard error
     */
    public record RunFiles(String gcLog, String jfr, String stdout, String stderr) {
    }
}
