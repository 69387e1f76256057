package io.tenure.gclog.event;

import io.tenure.gclog.SourceLocation;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One stop-the-world GC pause. A cycle with several pauses (G1 remark and cleanup, ZGC's three
 * pauses, Shenandoah's init/final mark) yields one event per pause.
 *
 * @param name  the log's own words for the pause, e.g. {@code "Pause Young (Normal)"}, {@code "ParNew"}
 * @param cause why it ran, e.g. {@code "G1 Evacuation Pause"}, {@code "Allocation Failure"}
 * @param heap  whole-heap occupancy before/after, when logged
 * @param young young-generation occupancy before/after (eden + survivor), when logged
 * @param old   old-generation occupancy before/after, when logged
 */
public record PauseEvent(
        SourceLocation source,
        Timestamp start,
        OptionalLong gcId,
        EventKind kind,
        String name,
        Optional<String> cause,
        double durationMs,
        Optional<MemoryChange> heap,
        Optional<MemoryChange> young,
        Optional<MemoryChange> old) implements GcEvent {

    public PauseEvent {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(gcId, "gcId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(cause, "cause");
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(young, "young");
        Objects.requireNonNull(old, "old");
        if (!kind.isPause()) {
            throw new IllegalArgumentException("not a pause kind: " + kind);
        }
        if (!(durationMs >= 0) || Double.isInfinite(durationMs)) {
            throw new IllegalArgumentException("pause duration must be a finite number >= 0: " + durationMs);
        }
    }
}
