package io.tenure.bundle;

import io.tenure.model.stats.MedianInterval;

/**
 * A cell's repetitions combined: medians over the runs that finished ok.
 *
 * @param okRuns            how many runs the figures come from
 * @param survivalOffTarget whether the median measured survival s is more than
 *                          {@link #SURVIVAL_TOLERANCE} from the target p: such a cell measures
 *                          another point than its label says; null when s was not measured
 */
public record CellSummary(
        int okRuns,
        MedianInterval elapsedSeconds,
        MedianInterval cpuSeconds,
        Median measuredSurvival,
        PauseSummary pauses,
        Double overheadPercent,
        Boolean survivalOffTarget) {

    /** |s − p| above this flags a cell as off target (issue #10: the plan must reach p). */
    public static final double SURVIVAL_TOLERANCE = 0.03;

    public CellSummary {
        if (okRuns < 0) {
            throw new IllegalArgumentException("okRuns: " + okRuns + ", must be >= 0");
        }
        Checks.nonNegative("overheadPercent", overheadPercent);
        times("elapsedSeconds", elapsedSeconds);
        times("cpuSeconds", cpuSeconds);
    }

    /** Every figure of a time's interval is not negative. */
    private static void times(String field, MedianInterval time) {
        if (time != null) {
            Checks.nonNegative(field + ".median", time.median());
            Checks.nonNegative(field + ".ci95Low", time.ci95Low());
            Checks.nonNegative(field + ".ci95High", time.ci95High());
            Checks.nonNegative(field + ".ciConfidence", time.ciConfidence());
        }
    }

    /** A summary without the off-target flag (a reader of a bundle written before it). */
    public CellSummary(int okRuns, MedianInterval elapsedSeconds, MedianInterval cpuSeconds, Median measuredSurvival,
                       PauseSummary pauses, Double overheadPercent) {
        this(okRuns, elapsedSeconds, cpuSeconds, measuredSurvival, pauses, overheadPercent, null);
    }

    /** Whether {@code measured} misses {@code target} by more than the tolerance; null without a measurement. */
    public static Boolean offTarget(Double measured, double target) {
        return measured == null ? null : Math.abs(measured - target) > SURVIVAL_TOLERANCE;
    }

    /** A median over runs. */
    public record Median(Double median) {
        public Median {
            Checks.finite("median", median);
        }
    }

    /** Medians over runs of each run's pause statistics (ms). */
    public record PauseSummary(Double count, Double totalMs, Double meanMs, Double p50Ms, Double p90Ms, Double p99Ms,
                               Double p999Ms, Double maxMs) {
        public PauseSummary {
            Checks.nonNegative("count", count);
            Checks.pauseFigures(totalMs, meanMs, p50Ms, p90Ms, p99Ms, p999Ms, maxMs);
        }
    }
}
