package io.tenure.bundle;

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
        Estimate elapsedSeconds,
        Estimate cpuSeconds,
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
    }

    /** A summary without the off-target flag (a reader of a bundle written before it). */
    public CellSummary(int okRuns, Estimate elapsedSeconds, Estimate cpuSeconds, Median measuredSurvival,
                       PauseSummary pauses, Double overheadPercent) {
        this(okRuns, elapsedSeconds, cpuSeconds, measuredSurvival, pauses, overheadPercent, null);
    }

    /** Whether {@code measured} misses {@code target} by more than the tolerance; null without a measurement. */
    public static Boolean offTarget(Double measured, double target) {
        return measured == null ? null : Math.abs(measured - target) > SURVIVAL_TOLERANCE;
    }

    /**
     * A median with a distribution-free confidence interval from order statistics: the interval
     * between the k-th smallest and k-th largest run, k the largest index whose binomial(n, ½)
     * coverage is at least 95 %. Below 6 runs no pair of order statistics reaches 95 %; the
     * interval is then [min, max] and {@code ciConfidence} says what it really covers
     * (1 − 2^(1−n): 0.75 for 3 runs). Every figure here is a time: not negative.
     */
    public record Estimate(Double median, Double ci95Low, Double ci95High, Double ciConfidence, String ciMethod) {
        public Estimate {
            Checks.nonNegative("median", median);
            Checks.nonNegative("ci95Low", ci95Low);
            Checks.nonNegative("ci95High", ci95High);
            Checks.nonNegative("ciConfidence", ciConfidence);
        }
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
