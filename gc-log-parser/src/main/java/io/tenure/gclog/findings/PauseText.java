package io.tenure.gclog.findings;

import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;

/** How evidence describes a pause: its name, cause, length and heap. */
final class PauseText {
    private PauseText() {
    }

    static String of(PauseEvent pause) {
        StringBuilder s = new StringBuilder();
        s.append(pause.name());
        pause.cause().filter(c -> !pause.name().contains(c)).ifPresent(c -> s.append(" (").append(c).append(')'));
        s.append(' ').append(Units.duration(pause.durationMs()));
        pause.heap().ifPresent(h -> s.append(", heap ").append(heap(h)));
        return s.toString();
    }

    static String heap(MemoryChange h) {
        return Units.bytes(h.beforeBytes()) + " → " + Units.bytes(h.afterBytes())
                + (h.capacityBytes().isPresent() ? " of " + Units.bytes(h.capacityBytes().getAsLong()) : "");
    }

    static Finding.Evidence evidence(PauseEvent pause) {
        return Finding.Evidence.at(pause.source(), of(pause));
    }
}
