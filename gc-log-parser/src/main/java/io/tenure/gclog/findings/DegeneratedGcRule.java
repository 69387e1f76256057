package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.Optional;

/** {@code degenerated-gc}: Shenandoah finished a cycle stop-the-world because the application outran it. */
final class DegeneratedGcRule implements FindingRule {
    private final TopEvidence longest = new TopEvidence();
    private long count;
    private double totalMs;

    @Override
    public String code() {
        return "degenerated-gc";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && FullGcRule.degenerated(pause)) {
            count++;
            totalMs += pause.durationMs();
            longest.offer(pause.durationMs(), PauseText.evidence(pause));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                count + " Shenandoah degenerated " + (count == 1 ? "cycle" : "cycles") + ", " + Units.duration(totalMs)
                        + " stopped",
                longest.atLeast(0),
                "Shenandoah ran out of memory during a concurrent cycle (allocation failure) and finished it stop-the-world: "
                        + "give the heap headroom (-Xmx), start cycles earlier (-XX:ShenandoahMinFreeThreshold or the "
                        + "'compact' heuristics), or let pacing slow allocating threads (-XX:+ShenandoahPacing, the default).",
                Finding.docUrl(code())));
    }
}
