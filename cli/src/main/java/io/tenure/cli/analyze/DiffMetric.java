package io.tenure.cli.analyze;

import io.tenure.gclog.metrics.GcSummary;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * A figure {@code tenure diff} compares, read from one run's {@link GcSummary} (no figure is
 * computed here). {@code lowerIsBetter} is null for figures that describe the workload rather than
 * the collector's quality (allocation rate, survival, heap), and for the cost figures that only some
 * logs and collectors give (concurrent cycles' time, the GC threads' CPU time from {@code [Times: …]}
 * and {@code gc,cpu}): they are shown but never move the verdict.
 */
enum DiffMetric {
    PAUSE_P50("pauseP50Ms", "pause p50", "ms", Boolean.TRUE, s -> s.pauses().p50Ms()),
    PAUSE_P99("pauseP99Ms", "pause p99", "ms", Boolean.TRUE, s -> s.pauses().p99Ms()),
    PAUSE_MAX("pauseMaxMs", "pause max", "ms", Boolean.TRUE, s -> s.pauses().maxMs()),
    PAUSE_MEAN("pauseMeanMs", "pause mean", "ms", Boolean.TRUE, s -> s.pauses().meanMs()),
    OVERHEAD("overheadPercent", "GC overhead", "%", Boolean.TRUE, GcSummary::overheadPercent),
    FULL_GCS("fullCollections", "full collections", "count", Boolean.TRUE, s -> OptionalDouble.of(s.collections().full())),
    PAUSE_COUNT("pauseCount", "pauses", "count", null, s -> OptionalDouble.of(s.pauses().count())),
    PAUSE_TOTAL("pauseTotalMs", "pause total", "ms", null, s -> OptionalDouble.of(s.pauses().totalMs())),
    CONCURRENT_CYCLES("concurrentCycles", "concurrent cycles", "count", null,
            s -> OptionalDouble.of(s.collections().concurrentCycles())),
    CONCURRENT_TOTAL("concurrentTotalMs", "concurrent cycle total", "ms", null, s -> s.concurrent().totalMs()),
    CONCURRENT_P50("concurrentP50Ms", "concurrent cycle p50", "ms", null, s -> s.concurrent().p50Ms()),
    CONCURRENT_MAX("concurrentMaxMs", "concurrent cycle max", "ms", null, s -> s.concurrent().maxMs()),
    GC_CPU("gcCpuMs", "GC CPU user+sys", "ms", null, s -> s.cpu().userMs().isPresent() && s.cpu().sysMs().isPresent()
            ? OptionalDouble.of(s.cpu().userMs().getAsDouble() + s.cpu().sysMs().getAsDouble()) : OptionalDouble.empty()),
    GC_CPU_SYS("gcCpuSysMs", "GC CPU sys", "ms", null, s -> s.cpu().sysMs()),
    GC_CPU_REAL("gcCpuRealMs", "GC CPU real", "ms", null, s -> s.cpu().realMs()),
    GC_PARALLELISM("gcParallelism", "GC threads busy", "threads", null, s -> s.cpu().parallelism()),
    ELAPSED("elapsedSeconds", "elapsed", "s", null, GcSummary::elapsedSeconds),
    ALLOCATION_RATE("allocationRateMBps", "allocation rate", "MB/s", null, GcSummary::allocationRateMBps),
    PROMOTION_RATE("promotionRateMBps", "promotion rate", "MB/s", null, GcSummary::promotionRateMBps),
    PEAK_HEAP_AFTER_GC("peakHeapAfterGcMB", "peak heap after GC", "MB", null, s -> s.heap().peakHeapAfterGcBytes().isPresent()
            ? OptionalDouble.of(s.heap().peakHeapAfterGcBytes().getAsLong() / (1024.0 * 1024.0)) : OptionalDouble.empty()),
    SURVIVAL("survivalMedian", "survival median", "ratio", null, s -> s.survival().median());

    /** The JSON name (a contract: never renamed). */
    final String id;
    /** The name a person reads, in text and HTML. */
    final String label;
    final String unit;
    final Boolean lowerIsBetter;
    final Function<GcSummary, OptionalDouble> value;

    DiffMetric(String id, String label, String unit, Boolean lowerIsBetter, Function<GcSummary, OptionalDouble> value) {
        this.id = id;
        this.label = label;
        this.unit = unit;
        this.lowerIsBetter = lowerIsBetter;
        this.value = value;
    }

    /**
     * Judged when the collectors differ too: wall-clock pause latency is what the application sees
     * whatever the collector; pause overhead and full collections are one collector's cost, not a
     * concurrent collector's (its cost is CPU and concurrent cycles).
     */
    boolean judgedAcrossCollectors() {
        return this == PAUSE_P50 || this == PAUSE_P99 || this == PAUSE_MAX || this == PAUSE_MEAN;
    }

    /**
     * Figures only some logs give (concurrent cycles timed, GC threads' CPU): in text, a row of them
     * is left out when neither log has it, rather than a row of dashes.
     */
    boolean onlyWhereLogged() {
        return this == CONCURRENT_TOTAL || this == CONCURRENT_P50 || this == CONCURRENT_MAX || this == GC_CPU
                || this == GC_CPU_SYS || this == GC_CPU_REAL || this == GC_PARALLELISM;
    }
}
