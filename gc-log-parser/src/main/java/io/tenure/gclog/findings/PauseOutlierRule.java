package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.List;
import java.util.Optional;

/** {@code pause-outlier}: pauses far beyond the run's own 99th percentile. */
final class PauseOutlierRule implements FindingRule {
    /** A pause this many times the run's p99 is not part of the run's usual distribution. */
    static final double FACTOR_OF_P99 = 5;
    /** Below this, an outlier does not matter to anyone. */
    static final double MIN_MS = 50;
    /** With fewer pauses, the p99 is the maximum's neighbour and says nothing. */
    static final long MIN_PAUSES = 100;

    private final TopEvidence longest = new TopEvidence();

    @Override
    public String code() {
        return "pause-outlier";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause) {
            longest.offer(pause.durationMs(), () -> PauseText.evidence(pause));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        var pauses = run.summary().pauses();
        if (pauses.count() < MIN_PAUSES || pauses.p99Ms().isEmpty()) {
            return Optional.empty();
        }
        double p99 = pauses.p99Ms().getAsDouble();
        double limit = Math.max(MIN_MS, FACTOR_OF_P99 * p99);
        List<Finding.Evidence> outliers = longest.atLeast(limit);
        if (outliers.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                (outliers.size() == Finding.MAX_EVIDENCE ? "At least " : "") + outliers.size() + " pauses beyond "
                        + (int) FACTOR_OF_P99 + " × the run's p99 (" + Units.duration(p99) + "), the longest "
                        + Units.duration(longest.max()),
                outliers,
                "Look at what the outliers have in common in the evidence lines (cause, kind, time of day): a full "
                        + "collection, a to-space exhausted, a humongous allocation or the host (swapping, CPU steal) "
                        + "rather than the workload.",
                Finding.docUrl(code())));
    }
}
