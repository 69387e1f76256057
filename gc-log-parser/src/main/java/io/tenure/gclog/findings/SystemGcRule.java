package io.tenure.gclog.findings;

import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;

/** {@code system-gc}: collections the application (or a library, RMI, a tool) asked for explicitly. */
final class SystemGcRule extends CountedPausesRule {
    @Override
    public String code() {
        return "system-gc";
    }

    @Override
    boolean counts(PauseEvent pause) {
        return FullGcRule.explicit(pause);
    }

    @Override
    String title(long count, double totalMs) {
        return count + " explicit " + (count == 1 ? "collection" : "collections")
                + " (System.gc(), heap dump or inspection), " + Units.duration(totalMs) + " of pauses";
    }

    @Override
    String suggestion() {
        return "Find the caller (a thread dump while it happens, or jcmd <pid> Thread.print); RMI's distributed GC calls "
                + "System.gc() hourly (-Dsun.rmi.dgc.server.gcInterval). If the calls are not needed: "
                + "-XX:+DisableExplicitGC; to keep them but make them concurrent (G1, CMS): "
                + "-XX:+ExplicitGCInvokesConcurrent.";
    }
}
