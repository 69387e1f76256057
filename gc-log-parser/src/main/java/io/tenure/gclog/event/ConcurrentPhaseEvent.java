package io.tenure.gclog.event;

import io.tenure.gclog.SourceLocation;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * A phase of a collection that runs while the application runs (e.g. {@code "Concurrent Mark"},
 * {@code "Concurrent Relocate"}, CMS {@code "CMS-concurrent-sweep"}). Not a pause.
 *
 * <p>A log that names only whole concurrent cycles (ZGC with {@code -Xlog:gc}: {@code GC(1) Garbage
 * Collection (Warmup) 208M(20%)->164M(16%)}) yields one such event per cycle, with the heap the
 * cycle line gives. Occupancy of a concurrent cycle is sampled at its start and end while the
 * application allocates, so it is not a stop-the-world before/after pair.
 *
 * @param durationMs wall-clock length of the phase, when logged
 * @param heap       heap occupancy at the start and end of the cycle, when the line gives it
 */
public record ConcurrentPhaseEvent(
        SourceLocation source, Timestamp start, OptionalLong gcId, String name, OptionalDouble durationMs,
        Optional<MemoryChange> heap) implements GcEvent {

    public ConcurrentPhaseEvent {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(gcId, "gcId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(durationMs, "durationMs");
        Objects.requireNonNull(heap, "heap");
        if (durationMs.isPresent() && !(durationMs.getAsDouble() >= 0)) {
            throw new IllegalArgumentException("duration must be >= 0: " + durationMs);
        }
    }

    /** A phase without heap figures, which is what every phase line but a ZGC cycle line is. */
    public ConcurrentPhaseEvent(SourceLocation source, Timestamp start, OptionalLong gcId, String name,
            OptionalDouble durationMs) {
        this(source, start, gcId, name, durationMs, Optional.empty());
    }
}
