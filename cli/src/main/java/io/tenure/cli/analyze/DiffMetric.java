package io.tenure.cli.analyze;

import io.tenure.gclog.metrics.GcSummary;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * A figure {@code tenure diff} compares, read from one run's {@link GcSummary} (no figure is
 * computed here). {@code lowerIsBetter} is null for figures that describe the workload rather than
 * the collector's quality (allocation rate, survival): they are shown but never move the verdict.
 */
enum DiffMetric {
    PAUSE_P50("pauseP50Ms", "ms", Boolean.TRUE, s -> s.pauses().p50Ms()),
    PAUSE_P99("pauseP99Ms", "ms", Boolean.TRUE, s -> s.pauses().p99Ms()),
    PAUSE_MAX("pauseMaxMs", "ms", Boolean.TRUE, s -> s.pauses().maxMs()),
    PAUSE_MEAN("pauseMeanMs", "ms", Boolean.TRUE, s -> s.pauses().meanMs()),
    OVERHEAD("overheadPercent", "%", Boolean.TRUE, GcSummary::overheadPercent),
    FULL_GCS("fullCollections", "count", Boolean.TRUE, s -> OptionalDouble.of(s.collections().full())),
    PAUSE_COUNT("pauseCount", "count", null, s -> OptionalDouble.of(s.pauses().count())),
    PAUSE_TOTAL("pauseTotalMs", "ms", null, s -> OptionalDouble.of(s.pauses().totalMs())),
    ELAPSED("elapsedSeconds", "s", null, GcSummary::elapsedSeconds),
    ALLOCATION_RATE("allocationRateMBps", "MB/s", null, GcSummary::allocationRateMBps),
    PROMOTION_RATE("promotionRateMBps", "MB/s", null, GcSummary::promotionRateMBps),
    SURVIVAL("survivalMedian", "ratio", null, s -> s.survival().median());

    final String id;
    final String unit;
    final Boolean lowerIsBetter;
    final Function<GcSummary, OptionalDouble> value;

    DiffMetric(String id, String unit, Boolean lowerIsBetter, Function<GcSummary, OptionalDouble> value) {
        this.id = id;
        this.unit = unit;
        this.lowerIsBetter = lowerIsBetter;
        this.value = value;
    }
}
