package io.tenure.gclog.findings;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code heap-sizing}: the heap against the live set (what full collections leave), sized by the
 * rule of thumb of Hunt and John, <i>Java Performance</i> (2011), ch. 7: heap 3 to 4 × the live
 * set, young generation 1 to 1.5 × it; and a young generation large enough that, at the measured
 * allocation rate, young collections come no more often than {@link #YOUNG_INTERVAL_GOAL_SECONDS}.
 */
final class HeapSizingRule implements FindingRule {
    /** Heap below this many live sets leaves too little room: frequent old collections. */
    static final double MIN_FACTOR = 3;
    /** The factor the suggestion sizes to. */
    static final double RECOMMENDED_FACTOR = 4;
    /** Heap above this many live sets is memory the application does not use (advice, not a problem). */
    static final double MAX_FACTOR = 10;
    /** Young collections more often than this are mostly overhead of starting and stopping. */
    static final double YOUNG_INTERVAL_GOAL_SECONDS = 1;

    private long liveBytes = -1;
    private PauseEvent liveAt;

    @Override
    public String code() {
        return "heap-sizing";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && pause.kind() == EventKind.FULL && pause.heap().isPresent()
                && pause.heap().get().afterBytes() > liveBytes) {
            liveBytes = pause.heap().get().afterBytes();
            liveAt = pause;
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        var capacity = run.summary().heap().maxHeapCapacityBytes();
        if (liveBytes <= 0 || capacity.isEmpty()) {
            return Optional.empty();
        }
        double factor = (double) capacity.getAsLong() / liveBytes;
        boolean small = factor < MIN_FACTOR;
        if (!small && factor <= MAX_FACTOR) {
            return Optional.empty();
        }
        // Hunt and John's heap is a young generation of 1 × the live set and an old one of 3 ×; when
        // the allocation rate needs a larger young generation, the heap holds it beside the old one,
        // so that the heap suggested is never smaller than the young generation suggested with it
        double recommended = liveBytes * RECOMMENDED_FACTOR;
        String basis = (int) RECOMMENDED_FACTOR + " × the live set";
        String young = "";
        var allocationMBps = run.summary().allocationRateMBps();
        // a collector without young collections (single-generation ZGC and Shenandoah) has no young generation to size
        if (allocationMBps.isPresent() && run.summary().collections().young() > 0) {
            double allocationYoung = allocationMBps.getAsDouble() * 1024 * 1024 * YOUNG_INTERVAL_GOAL_SECONDS;
            if (allocationYoung > liveBytes) {
                recommended = Math.max(recommended, allocationYoung + (RECOMMENDED_FACTOR - 1) * liveBytes);
                basis = "the young generation below and " + (int) (RECOMMENDED_FACTOR - 1) + " × the live set beside it";
                young = String.format(Locale.ROOT, "; young generation at least %s (allocation %s × %s between young"
                        + " collections)", Units.bytes(allocationYoung), Units.rate(allocationMBps.getAsDouble() * 1024 * 1024),
                        Units.duration(YOUNG_INTERVAL_GOAL_SECONDS * 1e3));
            } else {
                young = "; young generation at least " + Units.bytes(liveBytes) + " (1 × the live set)";
            }
        }
        if (!small && recommended >= capacity.getAsLong()) {
            return Optional.empty(); // not more than needed: the allocation rate wants this young generation
        }
        return Optional.of(new Finding(code(), small ? Finding.Severity.WARNING : Finding.Severity.INFO,
                String.format(Locale.ROOT, "Heap of %s is %.1f × the live set (%s after the fullest full collection); "
                        + "%s is %.0f to %.0f ×", Units.bytes(capacity.getAsLong()), factor, Units.bytes(liveBytes),
                        small ? "the usual room" : "more than needed: the usual room", MIN_FACTOR, RECOMMENDED_FACTOR),
                List.of(PauseText.evidence(liveAt)),
                "Size the heap to about " + Units.bytes(recommended) + " (-Xmx, " + basis + ")" + young
                        + ". Re-check after the change: the live set measured here is what full collections left, an"
                        + " upper bound when a full collection ran early.",
                Finding.docUrl(code())));
    }
}
