package io.tenure.gclog.metrics;

import io.tenure.gclog.event.GcEvent;
import java.io.IOException;

/** Sees every event of an analysis as it streams past (e.g. to write the {@code --events} CSV). */
@FunctionalInterface
public interface EventListener {
    EventListener NONE = event -> { };

    void onEvent(GcEvent event) throws IOException;
}
