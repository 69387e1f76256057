package io.tenure.bundle;

import java.util.List;

/**
 * One cell of {@code results.json}: the configuration, its status, the summary over
 * repetitions and every repetition. Field names are the {@code tenure-bench/1} contract.
 *
 * @param collector     the collector's catalog id ({@code serial}, {@code g1}, {@code zgc-generational} ...)
 * @param collectorName its display name ({@code Serial}), or null in bundles that did not write it
 * @param heapConfig    fixed young generation or the JVM's sizing; null in bundles that did not write it
 * @param heapMB        the maximum heap, 0 when the JVM chose it
 * @param youngMB       the fixed young size, or null when the JVM sized it
 * @param survivorRatio the SurvivorRatio set, or null when the JVM chose it
 * @param flags         the JVM flags that define the platform (collector, heap, then the user's
 *                      {@code jvmArgs}), without logging
 * @param variant       the {@code --variant} name, a platform of its own; null without variants
 * @param jvmArgs       the user's flags: every {@code --jvm-arg}, then the variant's; empty when none
 * @param runs          the repetitions, each run id once
 * @param cpus          CPUs each JVM was pinned to ({@code --cpus}, with {@code -XX:ActiveProcessorCount}),
 *                      or null for no affinity; part of the platform
 * @param instances     JVMs run at once sharing {@code heapMB}, {@code youngMB} and the target's work
 *                      equally ({@code --instances}); null for one (and in bundles written before);
 *                      part of the platform
 * @param heapMultiple  with {@code --heap 2x}: {@code heapMB} as a multiple of {@code minHeapMB}; else null
 * @param minHeapMB     with {@code --heap 2x}: the minimum heap measured for this JVM, collector and
 *                      long-lived set ({@code minHeaps} of the file); else null
 */
public record CellResult(
        String id,
        JvmInfo jvm,
        String collector,
        String collectorName,
        HeapSizing heapConfig,
        long heapMB,
        Long youngMB,
        Integer survivorRatio,
        List<String> flags,
        String variant,
        List<String> jvmArgs,
        Target target,
        RunStatus status,
        String reason,
        CellSummary summary,
        List<RunResult> runs,
        Integer cpus,
        Integer instances,
        Double heapMultiple,
        Long minHeapMB) {

    /**
     * How the reason of a skipped cell starts when the cell does not apply to the host (a NUMA
     * variant on a host of one node): not a failure, nor a refusal with a fix. {@code results.json}
     * has no field for it, so the reason carries it; {@link #notApplicable()} reads it.
     */
    public static final String NOT_APPLICABLE = "not applicable on this host";

    public CellResult {
        Checks.nonBlank("id", id);
        Checks.present("jvm", jvm);
        Checks.nonBlank("collector", collector);
        Checks.present("status", status);
        Checks.present("target", target);
        if (heapMB < 0) {
            throw new IllegalArgumentException("heapMB: " + heapMB + ", must be >= 0 (0: the JVM's default)");
        }
        if (youngMB != null && youngMB <= 0) {
            throw new IllegalArgumentException("youngMB: " + youngMB + ", must be > 0 or null (the JVM's sizing)");
        }
        flags = flags == null ? List.of() : List.copyOf(flags);
        jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
        runs = runs == null ? List.of() : List.copyOf(runs);
        Checks.unique("runs", runs, RunResult::runId);
        if (cpus != null && cpus < 1) {
            throw new IllegalArgumentException("cpus: " + cpus + ", must be >= 1 or null (no affinity)");
        }
        if (instances != null && instances < 1) {
            throw new IllegalArgumentException("instances: " + instances + ", must be >= 1 or null (one)");
        }
        instances = instances == null || instances == 1 ? null : instances;
        if (heapMultiple != null && !(heapMultiple > 0 && Double.isFinite(heapMultiple))) {
            throw new IllegalArgumentException("heapMultiple: " + heapMultiple + ", must be > 0 or null");
        }
        if (minHeapMB != null && minHeapMB < 1) {
            throw new IllegalArgumentException("minHeapMB: " + minHeapMB + ", must be >= 1 or null");
        }
    }

    /** A cell whose heap was given in MB. */
    public CellResult(String id, JvmInfo jvm, String collector, String collectorName, HeapSizing heapConfig, long heapMB,
                      Long youngMB, Integer survivorRatio, List<String> flags, String variant, List<String> jvmArgs,
                      Target target, RunStatus status, String reason, CellSummary summary, List<RunResult> runs,
                      Integer cpus, Integer instances) {
        this(id, jvm, collector, collectorName, heapConfig, heapMB, youngMB, survivorRatio,
                flags, variant, jvmArgs, target, status, reason, summary, runs, cpus, instances, null, null);
    }

    /** A cell of one JVM without affinity. */
    public CellResult(String id, JvmInfo jvm, String collector, String collectorName, HeapSizing heapConfig, long heapMB,
                      Long youngMB, Integer survivorRatio, List<String> flags, String variant, List<String> jvmArgs,
                      Target target, RunStatus status, String reason, CellSummary summary, List<RunResult> runs) {
        this(id, jvm, collector, collectorName, heapConfig, heapMB, youngMB, survivorRatio, flags, variant, jvmArgs, target,
                status, reason, summary, runs, null, null, null, null);
    }

    /** The reason of a cell that does not apply to the host: {@link #NOT_APPLICABLE}, then why. */
    public static String notApplicableReason(String why) {
        return NOT_APPLICABLE + " " + why;
    }

    /** Whether the cell was skipped because it does not apply to the host (not refused, not failed). */
    public boolean notApplicable() {
        return status == RunStatus.SKIPPED && reason != null && reason.startsWith(NOT_APPLICABLE);
    }

    /** JVMs run at once, 1 when the cell does not say. */
    public int instanceCount() {
        return instances == null ? 1 : instances;
    }

    /** The JVM of a cell. */
    public record JvmInfo(String id, String vendor, String version, String vm, int featureVersion, String javaExecutable) {
        public JvmInfo {
            Checks.nonBlank("id", id);
        }
    }

    /**
     * The workload knobs of a cell.
     *
     * @param survival the long-lived fraction p, in [0, 1]
     * @param workMB   MB allocated per run (the fixed amount of work), > 0; with measureSeconds, the
     *                 most a run may calibrate its work to
     * @param refStoresPerKB reference stores per allocated KB; 0 in bundles written before the knob
     * @param oldToYoung     the share of those stores that write a fresh object into an old one
     * @param overwrite      the share that replace a reference held by an old object
     * @param computePerKB   compute units per allocated KB
     * @param workload       survival or jbb; null in bundles written before there was a choice (survival)
     * @param measureSeconds the target duration of a run's measured phase, its work calibrated to it
     *                       (see {@link RunResult.Calibration}); null for fixed work
     * @param liveSetFraction the long-lived set asked for as a fraction of the heap ({@code --live-set});
     *                        null when it was given in MB or derived ({@code --lifetime})
     * @param retentionMB    jbb: allocation an order or history record stays reachable; null for the
     *                       survival workload and in jbb bundles written before it was a knob
     */
    public record Target(double survival, double lifetimeMB, String objectBytes, int threads, double workMB,
                         String lifetime, String shape, int chains, double warmupMB, long seed,
                         double refStoresPerKB, double oldToYoung, double overwrite, double computePerKB,
                         WorkloadKind workload, Double measureSeconds, Double liveSetFraction, Double retentionMB) {
        /** A target without the live-set fraction and jbb retention knobs. */
        public Target(double survival, double lifetimeMB, String objectBytes, int threads, double workMB,
                      String lifetime, String shape, int chains, double warmupMB, long seed,
                      double refStoresPerKB, double oldToYoung, double overwrite, double computePerKB, WorkloadKind workload,
                      Double measureSeconds) {
            this(survival, lifetimeMB, objectBytes, threads, workMB, lifetime, shape, chains, warmupMB, seed, refStoresPerKB,
                    oldToYoung, overwrite, computePerKB, workload, measureSeconds, null, null);
        }

        /** A target with fixed work. */
        public Target(double survival, double lifetimeMB, String objectBytes, int threads, double workMB,
                      String lifetime, String shape, int chains, double warmupMB, long seed,
                      double refStoresPerKB, double oldToYoung, double overwrite, double computePerKB, WorkloadKind workload) {
            this(survival, lifetimeMB, objectBytes, threads, workMB, lifetime, shape, chains, warmupMB, seed, refStoresPerKB,
                    oldToYoung, overwrite, computePerKB, workload, null, null, null);
        }

        /** A target of the survival workload without reference stores or compute. */
        public Target(double survival, double lifetimeMB, String objectBytes, int threads, double workMB,
                      String lifetime, String shape, int chains, double warmupMB, long seed) {
            this(survival, lifetimeMB, objectBytes, threads, workMB, lifetime, shape, chains, warmupMB, seed, 0, 0, 0, 0,
                    WorkloadKind.SURVIVAL);
        }

        public Target {
            Checks.nonNegative("refStoresPerKB", refStoresPerKB);
            Checks.nonNegative("oldToYoung", oldToYoung);
            Checks.nonNegative("overwrite", overwrite);
            Checks.nonNegative("computePerKB", computePerKB);
            if (!(survival >= 0 && survival <= 1)) {
                throw new IllegalArgumentException("survival: " + survival + ", must be in [0, 1]");
            }
            if (!(Double.isFinite(workMB) && workMB > 0)) {
                throw new IllegalArgumentException("workMB: " + workMB + ", must be a finite number > 0");
            }
            Checks.nonNegative("lifetimeMB", lifetimeMB);
            Checks.nonNegative("warmupMB", warmupMB);
            if (measureSeconds != null && !(measureSeconds > 0)) {
                throw new IllegalArgumentException("measureSeconds: " + measureSeconds + ", must be > 0 or absent (fixed work)");
            }
            Checks.nonNegative("liveSetFraction", liveSetFraction);
            Checks.nonNegative("retentionMB", retentionMB);
        }

        /** Whether the cell ran the jbb workload (a null workload, in older bundles, is the survival one). */
        public boolean jbb() {
            return workload == WorkloadKind.JBB;
        }

        /** The same knobs with {@code n} threads. */
        public Target withThreads(int n) {
            return new Target(survival, lifetimeMB, objectBytes, n, workMB, lifetime, shape, chains, warmupMB, seed,
                    refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction,
                    retentionMB);
        }
    }
}
