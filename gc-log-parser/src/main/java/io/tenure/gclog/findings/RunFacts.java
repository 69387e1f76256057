package io.tenure.gclog.findings;

import io.tenure.gclog.metrics.Breakdowns;
import io.tenure.gclog.metrics.GcSummary;
import java.util.Objects;

/**
 * What a rule knows about a run once every event has passed: its figures and breakdowns.
 *
 * @param log the log's display name, for evidence about the run as a whole
 */
public record RunFacts(String log, GcSummary summary, Breakdowns breakdowns) {
    public RunFacts {
        Objects.requireNonNull(log, "log");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(breakdowns, "breakdowns");
    }
}
