package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.Optional;

/** {@code metaspace-gc}: collections run because class metadata filled its threshold, not the heap. */
final class MetaspaceGcRule implements FindingRule {
    private final TopEvidence longest = new TopEvidence();
    private long count;
    private double totalMs;

    @Override
    public String code() {
        return "metaspace-gc";
    }

    static boolean metaspace(PauseEvent pause) {
        return pause.cause().map(c -> c.contains("Metadata GC Threshold") || c.contains("Last ditch")
                || c.contains("Metaspace") || c.contains("Perm")).orElse(false);
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && metaspace(pause)) {
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
                count + (count == 1 ? " collection" : " collections") + " triggered by metaspace (class metadata), "
                        + Units.duration(totalMs) + " of pauses",
                longest.atLeast(0),
                "The first ones at start-up are the metaspace threshold growing: set -XX:MetaspaceSize to what the "
                        + "application needs after start-up (e.g. 256m) to skip them. Repeated ones later mean classes "
                        + "keep being loaded (generated proxies, scripting, redeploys): check for a class-loader leak, "
                        + "and bound it with -XX:MaxMetaspaceSize.",
                Finding.docUrl(code())));
    }
}
