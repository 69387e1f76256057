package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import java.util.Optional;

/**
 * A rule that counts the pauses of one kind (explicit, metaspace-triggered, degenerated, ...) and
 * reports their number and total time, with the longest as evidence. A subclass says which pauses
 * it counts and how its finding reads.
 */
abstract class CountedPausesRule implements FindingRule {
    private final TopEvidence longest = new TopEvidence();
    private long count;
    private double totalMs;

    /** Whether this rule counts {@code pause}. */
    abstract boolean counts(PauseEvent pause);

    /** The finding's headline for {@code count} pauses that stopped the application {@code totalMs}. */
    abstract String title(long count, double totalMs);

    /** The change that addresses it. */
    abstract String suggestion();

    @Override
    public final void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && counts(pause)) {
            count++;
            totalMs += pause.durationMs();
            longest.offer(pause.durationMs(), () -> PauseText.evidence(pause));
        }
    }

    @Override
    public final Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING, title(count, totalMs), longest.atLeast(0), suggestion(),
                Finding.docUrl(code())));
    }
}
