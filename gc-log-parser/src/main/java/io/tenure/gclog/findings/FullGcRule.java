package io.tenure.gclog.findings;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code full-gc}: stop-the-world collections of the whole heap the application did not ask for
 * (explicit ones are {@code system-gc}; Shenandoah's degenerated cycles are {@code degenerated-gc}).
 */
final class FullGcRule implements FindingRule {
    /** Causes listed in the title; the rest are summed. */
    static final int SHOWN_CAUSES = 4;
    private static final int MAX_CAUSES = 32;

    private final TopEvidence longest = new TopEvidence();
    private final Map<String, Long> causes = new LinkedHashMap<>();
    private long count;
    private double totalMs;

    @Override
    public String code() {
        return "full-gc";
    }

    static boolean explicit(PauseEvent pause) {
        return pause.cause().map(c -> c.contains("System.gc") || c.contains("Heap Dump") || c.contains("Heap Inspection")
                || c.contains("Diagnostic Command") || c.contains("JvmtiEnv")).orElse(false);
    }

    static boolean degenerated(PauseEvent pause) {
        return pause.name().contains("Degenerated");
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && pause.kind() == EventKind.FULL && !explicit(pause) && !degenerated(pause)) {
            count++;
            totalMs += pause.durationMs();
            String cause = pause.cause().orElse("cause not logged");
            if (causes.containsKey(cause) || causes.size() < MAX_CAUSES) {
                causes.merge(cause, 1L, Long::sum);
            }
            longest.offer(pause.durationMs(), () -> PauseText.evidence(pause));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        String byCause = causes.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .limit(SHOWN_CAUSES).map(e -> e.getKey() + " × " + e.getValue()).collect(Collectors.joining(", "));
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                count + " full " + (count == 1 ? "collection" : "collections") + " (" + Units.duration(totalMs)
                        + " in total); causes: " + byCause,
                longest.atLeast(0),
                "A full collection means the collector fell behind or ran out of room: give the heap more space "
                        + "(-Xmx, see heap-sizing), start concurrent cycles earlier (G1: -XX:InitiatingHeapOccupancyPercent; "
                        + "CMS: -XX:CMSInitiatingOccupancyFraction with -XX:+UseCMSInitiatingOccupancyOnly), or fix the "
                        + "cause named in the evidence (metaspace, humongous objects, promotion failure).",
                Finding.docUrl(code())));
    }
}
