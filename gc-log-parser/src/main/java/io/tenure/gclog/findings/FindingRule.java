package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Marker;
import java.util.Optional;

/**
 * One check over a JVM run. A rule sees the run's events and the log lines the event model does
 * not carry ({@link Marker}s) as they stream past, keeps a bounded amount of evidence, and decides
 * at the end, with the run's figures, whether it has a finding. Thresholds are named constants
 * documented in {@code docs/FINDINGS.md}, one section per {@link #code()}.
 */
public interface FindingRule {
    /** The stable kebab-case code of the findings this rule makes. */
    String code();

    /** Sees an event (inside the analysed window) in stream order, with its 1-based JVM run and start on the run's time line (NaN when unknown). */
    default void accept(GcEvent event, int run, double runSeconds) {
    }

    /**
     * Sees a marker line of the run (inside the analysed window), in file order. It may be called
     * on another thread than {@link #accept(GcEvent, int, double)}, at the same time (the marker
     * pass runs beside the parse): a rule keeps what it learns from markers apart from what it
     * learns from events; {@link #finding} runs after both have ended and sees both.
     */
    default void accept(Marker marker) {
    }

    /** The finding, if the run shows one. */
    Optional<Finding> finding(RunFacts run);
}
