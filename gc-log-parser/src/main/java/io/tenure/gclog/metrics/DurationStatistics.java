package io.tenure.gclog.metrics;

import java.util.OptionalDouble;
import org.HdrHistogram.Histogram;

/**
 * Count, total, mean, extremes and percentiles of a set of durations in ms, in constant memory.
 * Count, total, mean, minimum and maximum are exact; percentiles come from an HdrHistogram at
 * microsecond resolution with 3 significant digits (relative error ≤ 0.1 %), clamped into
 * [min, max] so that a percentile never exceeds the exact maximum.
 */
final class DurationStatistics {
    private final Histogram micros = new Histogram(3);
    private long count;
    private double totalMs;
    private double minMs = Double.POSITIVE_INFINITY;
    private double maxMs = Double.NEGATIVE_INFINITY;

    DurationStatistics() {
        micros.setAutoResize(true);
    }

    void record(double ms) {
        if (!(ms >= 0) || Double.isInfinite(ms)) {
            throw new IllegalArgumentException("duration must be a finite number >= 0: " + ms);
        }
        micros.recordValue(Math.round(ms * 1e3));
        count++;
        totalMs += ms;
        minMs = Math.min(minMs, ms);
        maxMs = Math.max(maxMs, ms);
    }

    long count() {
        return count;
    }

    double totalMs() {
        return totalMs;
    }

    OptionalDouble meanMs() {
        return count == 0 ? OptionalDouble.empty() : OptionalDouble.of(totalMs / count);
    }

    OptionalDouble maxMs() {
        return count == 0 ? OptionalDouble.empty() : OptionalDouble.of(maxMs);
    }

    /** The smallest recorded value that at least {@code percentile} % of the values do not exceed. */
    OptionalDouble percentileMs(double percentile) {
        if (count == 0) {
            return OptionalDouble.empty();
        }
        double ms = micros.getValueAtPercentile(percentile) / 1e3;
        return OptionalDouble.of(Math.min(maxMs, Math.max(minMs, ms)));
    }

    GcSummary.PauseStats pauseStats() {
        return new GcSummary.PauseStats(count, totalMs, meanMs(), percentileMs(50), percentileMs(90), percentileMs(99),
                percentileMs(99.9), maxMs());
    }

    GcSummary.IntervalStats intervalStats() {
        return new GcSummary.IntervalStats(count, meanMs(), percentileMs(50), percentileMs(10));
    }
}
