package io.tenure.bench.bundle;

/**
 * A cell's repetitions combined: medians over the runs that finished ok.
 *
 * @param okRuns how many runs the figures come from
 */
public record CellSummary(
        int okRuns,
        Estimate elapsedSeconds,
        Estimate cpuSeconds,
        Median measuredSurvival,
        PauseSummary pauses,
        Double overheadPercent) {

    /**
     * A median with a distribution-free confidence interval from order statistics: the interval
     * between the k-th smallest and k-th largest run, k the largest index whose binomial(n, ½)
     * coverage is at least 95 %. Below 6 runs no pair of order statistics reaches 95 %; the
     * interval is then [min, max] and {@code ciConfidence} says what it really covers
     * (1 − 2^(1−n): 0.75 for 3 runs).
     */
    public record Estimate(Double median, Double ci95Low, Double ci95High, Double ciConfidence, String ciMethod) {
    }

    /** A median over runs. */
    public record Median(Double median) {
    }

    /** Medians over runs of each run's pause statistics (ms). */
    public record PauseSummary(Double count, Double totalMs, Double meanMs, Double p50Ms, Double p90Ms, Double p99Ms,
                               Double p999Ms, Double maxMs) {
    }
}
