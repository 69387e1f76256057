package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.Optional;

/** {@code system-gc}: collections the application (or a library, RMI, a tool) asked for explicitly. */
final class SystemGcRule implements FindingRule {
    private final TopEvidence longest = new TopEvidence();
    private long count;
    private double totalMs;

    @Override
    public String code() {
        return "system-gc";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && FullGcRule.explicit(pause)) {
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
                count + " explicit " + (count == 1 ? "collection" : "collections")
                        + " (System.gc(), heap dump or inspection), " + Units.duration(totalMs) + " of pauses",
                longest.atLeast(0),
                "Find the caller (a thread dump while it happens, or jcmd <pid> Thread.print); RMI's distributed GC calls "
                        + "System.gc() hourly (-Dsun.rmi.dgc.server.gcInterval). If the calls are not needed: "
                        + "-XX:+DisableExplicitGC; to keep them but make them concurrent (G1, CMS): "
                        + "-XX:+ExplicitGCInvokesConcurrent.",
                Finding.docUrl(code())));
    }
}
