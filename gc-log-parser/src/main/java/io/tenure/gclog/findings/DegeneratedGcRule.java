package io.tenure.gclog.findings;

import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;

/** {@code degenerated-gc}: Shenandoah finished a cycle stop-the-world because the application outran it. */
final class DegeneratedGcRule extends CountedPausesRule {
    @Override
    public String code() {
        return "degenerated-gc";
    }

    @Override
    boolean counts(PauseEvent pause) {
        return FullGcRule.degenerated(pause);
    }

    @Override
    String title(long count, double totalMs) {
        return count + " Shenandoah degenerated " + (count == 1 ? "cycle" : "cycles") + ", " + Units.duration(totalMs)
                + " stopped";
    }

    @Override
    String suggestion() {
        return "Shenandoah ran out of memory during a concurrent cycle (allocation failure) and finished it stop-the-world: "
                + "give the heap headroom (-Xmx), start cycles earlier (-XX:ShenandoahMinFreeThreshold or the "
                + "'compact' heuristics), or let pacing slow allocating threads (-XX:+ShenandoahPacing, the default).";
    }
}
