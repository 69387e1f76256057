package io.tenure.bench.bundle;

import java.util.List;
import java.util.Objects;

/**
 * One cell of {@code results.json}: the configuration, its status, the summary over
 * repetitions and every repetition. Field names are the {@code tenure-bench/1} contract.
 *
 * @param collector     the collector id ({@code serial}, {@code g1}, {@code zgc-generational} ...)
 * @param heapConfig    {@code fixed-young} or {@code default}
 * @param youngMB       the fixed young size, or null when the JVM sized it
 * @param survivorRatio the SurvivorRatio set, or null when the JVM chose it
 * @param flags         the JVM flags that define the platform (collector, heap, then the user's
 *                      {@code jvmArgs}), without logging
 * @param variant       the {@code --variant} name, a platform of its own; null without variants
 * @param jvmArgs       the user's flags: every {@code --jvm-arg}, then the variant's; empty when none
 */
public record CellResult(
        String id,
        JvmInfo jvm,
        String collector,
        String collectorName,
        String heapConfig,
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
        List<RunResult> runs) {

    public CellResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(status, "status");
        flags = flags == null ? List.of() : List.copyOf(flags);
        jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
        runs = runs == null ? List.of() : List.copyOf(runs);
    }

    /** The JVM of a cell. */
    public record JvmInfo(String id, String vendor, String version, String vm, int featureVersion, String javaExecutable) {
    }

    /** The workload knobs of a cell. */
    public record Target(double survival, double lifetimeMB, String objectBytes, int threads, double workMB,
                         String lifetime, String shape, int chains, double warmupMB, long seed) {
    }
}
