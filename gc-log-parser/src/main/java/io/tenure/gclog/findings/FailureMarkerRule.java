package io.tenure.gclog.findings;

import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.metrics.Units;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The collector failures a log states in words of their own, one finding code each: G1's
 * {@code to-space-exhausted}, {@code promotion-failure}, CMS's {@code concurrent-mode-failure},
 * ZGC's {@code allocation-stall}. Each is a different rule (code, markers, advice) sharing this
 * counting; every one of them is critical, since each costs a long stop or stalls threads.
 */
final class FailureMarkerRule implements FindingRule {
    enum Failure {
        TO_SPACE_EXHAUSTED("to-space-exhausted", Set.of(MarkerKind.TO_SPACE_EXHAUSTED), "G1 evacuation failure",
                "G1 ran out of free regions to copy live objects into (to-space exhausted / evacuation failure), which "
                        + "makes the pause long and often ends in a full collection: give the heap more room (-Xmx), "
                        + "keep a reserve (-XX:G1ReservePercent=15 or more), start marking earlier "
                        + "(-XX:InitiatingHeapOccupancyPercent lower, or leave -XX:+G1UseAdaptiveIHOP on), and look for "
                        + "humongous allocations."),
        PROMOTION_FAILURE("promotion-failure", Set.of(MarkerKind.PROMOTION_FAILED), "promotion failure",
                "The old generation had no room (or no contiguous room: fragmentation) for objects a young collection "
                        + "promoted, so a full collection followed: enlarge the old generation (-Xmx, or a smaller "
                        + "-Xmn), start CMS cycles earlier (-XX:CMSInitiatingOccupancyFraction=60 with "
                        + "-XX:+UseCMSInitiatingOccupancyOnly), or move to G1."),
        CONCURRENT_MODE_FAILURE("concurrent-mode-failure", Set.of(MarkerKind.CONCURRENT_MODE_FAILURE),
                "CMS concurrent mode failure",
                "The old generation filled before CMS finished its concurrent cycle, so it fell back to a single-threaded "
                        + "stop-the-world full collection: start cycles earlier (-XX:CMSInitiatingOccupancyFraction=60 "
                        + "-XX:+UseCMSInitiatingOccupancyOnly), give CMS more threads (-XX:ConcGCThreads) or heap, "
                        + "or move to G1 (CMS is gone since JDK 14)."),
        ALLOCATION_STALL("allocation-stall", Set.of(MarkerKind.ALLOCATION_STALL, MarkerKind.ALLOCATION_STALL_CYCLE),
                "ZGC allocation stall",
                "Application threads waited for memory because ZGC could not collect as fast as they allocated: give "
                        + "the heap headroom (-Xmx; ZGC wants the live set plus what is allocated during a cycle), more "
                        + "concurrent threads (-XX:ConcGCThreads), or use generational ZGC (JDK 21: "
                        + "-XX:+ZGenerational; default from JDK 23).");

        final String code;
        final Set<MarkerKind> markers;
        final String name;
        final String suggestion;

        Failure(String code, Set<MarkerKind> markers, String name, String suggestion) {
            this.code = code;
            this.markers = markers;
            this.name = name;
            this.suggestion = suggestion;
        }
    }

    private final Failure failure;
    private final List<Finding.Evidence> evidence = new ArrayList<>();
    private long count;
    private long stalls;
    private long stallCycles;
    private double stalledMs;

    FailureMarkerRule(Failure failure) {
        this.failure = failure;
    }

    @Override
    public String code() {
        return failure.code;
    }

    @Override
    public void accept(Marker marker) {
        if (!failure.markers.contains(marker.kind())) {
            return;
        }
        count++;
        if (marker.kind() == MarkerKind.ALLOCATION_STALL) {
            stalls++;
            stalledMs += marker.value().orElse(0);
        } else if (marker.kind() == MarkerKind.ALLOCATION_STALL_CYCLE) {
            stallCycles++;
        }
        if (evidence.size() < Finding.MAX_EVIDENCE) {
            evidence.add(Finding.Evidence.at(marker.source(), marker.text()));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        String title = failure == Failure.ALLOCATION_STALL
                ? (stalls > 0 ? stalls + (stalls == 1 ? " thread" : " threads") + " stalled for memory, "
                        + Units.duration(stalledMs) + " in total" : "")
                + (stalls > 0 && stallCycles > 0 ? "; " : "")
                + (stallCycles > 0 ? stallCycles + (stallCycles == 1 ? " ZGC cycle" : " ZGC cycles")
                        + " started by an allocation stall" : "")
                : count + " × " + failure.name;
        return Optional.of(new Finding(code(), Finding.Severity.CRITICAL, title, evidence, failure.suggestion,
                Finding.docUrl(code())));
    }
}
