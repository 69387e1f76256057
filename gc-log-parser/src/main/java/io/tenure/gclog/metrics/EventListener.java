package io.tenure.gclog.metrics;

import io.tenure.gclog.event.GcEvent;
import java.io.IOException;
import java.util.Objects;

/** Sees every event of an analysis as it streams past (e.g. to write the {@code --events} CSV). */
@FunctionalInterface
public interface EventListener {
    EventListener NONE = event -> { };

    void onEvent(GcEvent event) throws IOException;

    /** This listener, then {@code next}, on every event: one pass feeds both (a CSV file and a report's charts). */
    default EventListener andThen(EventListener next) {
        Objects.requireNonNull(next, "next");
        if (this == NONE) {
            return next;
        }
        return event -> {
            onEvent(event);
            next.onEvent(event);
        };
    }
}
