package io.tenure.gclog.findings;

import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;

/** {@code metaspace-gc}: collections run because class metadata filled its threshold, not the heap. */
final class MetaspaceGcRule extends CountedPausesRule {
    @Override
    public String code() {
        return "metaspace-gc";
    }

    static boolean metaspace(PauseEvent pause) {
        return pause.cause().map(c -> c.contains("Metadata GC Threshold") || c.contains("Last ditch")
                || c.contains("Metaspace") || c.contains("Perm")).orElse(false);
    }

    @Override
    boolean counts(PauseEvent pause) {
        return metaspace(pause);
    }

    @Override
    String title(long count, double totalMs) {
        return count + (count == 1 ? " collection" : " collections") + " triggered by metaspace (class metadata), "
                + Units.duration(totalMs) + " of pauses";
    }

    @Override
    String suggestion() {
        return "The first ones at start-up are the metaspace threshold growing: set -XX:MetaspaceSize to what the "
                + "application needs after start-up (e.g. 256m) to skip them. Repeated ones later mean classes "
                + "keep being loaded (generated proxies, scripting, redeploys): check for a class-loader leak, "
                + "and bound it with -XX:MaxMetaspaceSize.";
    }
}
