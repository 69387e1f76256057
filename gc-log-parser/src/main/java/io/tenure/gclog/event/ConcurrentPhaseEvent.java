package io.tenure.gclog.event;

import io.tenure.gclog.SourceLocation;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * A phase of a collection that runs while the application runs (e.g. {@code "Concurrent Mark"},
 * {@code "Concurrent Relocate"}, CMS {@code "CMS-concurrent-sweep"}). Not a pause.
 *
 * @param durationMs wall-clock length of the phase, when logged
 */
public record ConcurrentPhaseEvent(
        SourceLocation source, Timestamp start, OptionalLong gcId, String name, OptionalDouble durationMs)
        implements GcEvent {

    public ConcurrentPhaseEvent {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(gcId, "gcId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(durationMs, "durationMs");
        if (durationMs.isPresent() && !(durationMs.getAsDouble() >= 0)) {
            throw new IllegalArgumentException("duration must be >= 0: " + durationMs);
        }
    }
}
