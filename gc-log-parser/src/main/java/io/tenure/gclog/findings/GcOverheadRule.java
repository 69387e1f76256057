package io.tenure.gclog.findings;

import io.tenure.gclog.metrics.Units;
import java.util.List;
import java.util.Optional;

/** {@code gc-overhead}: the share of the run spent in GC pauses. */
final class GcOverheadRule implements FindingRule {
    /** Above this, GC pauses take a throughput share worth tuning for (and the example gate of {@code --fail-on}). */
    static final double WARNING_PERCENT = 5;
    /** Above this, the application spends a fifth of its time stopped: the collector is struggling. */
    static final double CRITICAL_PERCENT = 20;
    /** A shorter log (a snippet around an incident) has no overhead worth the name. */
    static final double MIN_ELAPSED_SECONDS = 10;
    /** Nor has a log with fewer pauses. */
    static final long MIN_PAUSES = 5;

    @Override
    public String code() {
        return "gc-overhead";
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        var overhead = run.summary().overheadPercent();
        if (overhead.isEmpty() || overhead.getAsDouble() < WARNING_PERCENT || run.summary().pauses().count() < MIN_PAUSES
                || run.summary().elapsedSeconds().orElse(0) < MIN_ELAPSED_SECONDS) {
            return Optional.empty();
        }
        double percent = overhead.getAsDouble();
        var s = run.summary();
        return Optional.of(new Finding(code(), percent >= CRITICAL_PERCENT ? Finding.Severity.CRITICAL : Finding.Severity.WARNING,
                "GC pauses took " + Units.percent(percent) + " of the run (" + Units.duration(s.pauses().totalMs())
                        + " of " + Units.duration(s.elapsedSeconds().getAsDouble() * 1e3) + ")",
                List.of(Finding.Evidence.ofRun(run.log(), s.pauses().count() + " pauses, " + Units.duration(s.pauses().totalMs())
                        + " in total, over " + Units.duration(s.elapsedSeconds().getAsDouble() * 1e3) + " of log")),
                "Less GC time comes from a larger heap (fewer collections; see heap-sizing), a larger young generation "
                        + "(fewer young collections, each about as long when survival is low), less allocation "
                        + "(profile with JFR's allocation events), or Parallel GC when throughput matters more than pauses.",
                Finding.docUrl(code())));
    }
}
