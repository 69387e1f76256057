package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.List;
import java.util.Optional;

/** {@code long-pause}: a pause long enough for users or health checks to notice. */
final class LongPauseRule implements FindingRule {
    /** A pause this long is a visible hiccup for an interactive service (docs/FINDINGS.md#long-pause). */
    static final double WARNING_MS = 500;
    /** A pause this long trips load-balancer health checks and client timeouts. */
    static final double CRITICAL_MS = 5_000;

    private final TopEvidence longest = new TopEvidence();
    private long count;

    @Override
    public String code() {
        return "long-pause";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause) {
            longest.offer(pause.durationMs(), () -> PauseText.evidence(pause));
            if (pause.durationMs() >= WARNING_MS) {
                count++;
            }
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        double max = longest.max();
        List<Finding.Evidence> evidence = longest.atLeast(WARNING_MS);
        return Optional.of(new Finding(code(), max >= CRITICAL_MS ? Finding.Severity.CRITICAL : Finding.Severity.WARNING,
                count + (count == 1 ? " pause" : " pauses") + " of " + Units.duration(WARNING_MS) + " or more, the longest "
                        + Units.duration(max),
                evidence,
                "Find what makes these pauses long in the evidence lines (full collections, failures, humongous objects or "
                        + "time to safepoint have their own findings). For latency, use a concurrent collector "
                        + "(-XX:+UseZGC, -XX:+UseShenandoahGC) or set G1's goal with -XX:MaxGCPauseMillis.",
                Finding.docUrl(code())));
    }
}
