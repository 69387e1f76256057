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
 * @param concurrentStart whether this pause also starts a concurrent marking cycle while being a
 *              collection of its own kind: G1's concurrent-start pause ({@code Pause Young (Concurrent
 *              Start)}, JDK 8 {@code (young) (initial-mark)}) is a young collection, so it is
 *              {@link EventKind#YOUNG} with this flag, never {@link EventKind#INITIAL_MARK}, which is for
 *              pauses that only start marking (CMS, Shenandoah, ZGC)
 * @param metaspace metaspace (JDK 8+) or permanent generation (JDK 7 and before) occupancy before/after, when logged
 * @param humongous G1's humongous regions before/after, in bytes, when logged
 * @param cpu   the collection's user, sys and real time, when logged ({@code [Times: ...]}, {@code gc,cpu})
 * @param eden  eden's occupancy before/after (part of {@code young}), when logged: G1's {@code Eden regions:}
 *              and JDK 8 {@code [Eden: ...]}, JFR's heap summaries
 * @param survivor the survivor spaces' occupancy before/after (the rest of {@code young}), when logged the same way
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
        Optional<MemoryChange> old,
        boolean concurrentStart,
        Optional<MemoryChange> metaspace,
        Optional<MemoryChange> humongous,
        Optional<CpuTime> cpu,
        Optional<MemoryChange> eden,
        Optional<MemoryChange> survivor) implements GcEvent {

    public PauseEvent {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(gcId, "gcId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(cause, "cause");
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(young, "young");
        Objects.requireNonNull(old, "old");
        Objects.requireNonNull(metaspace, "metaspace");
        Objects.requireNonNull(humongous, "humongous");
        Objects.requireNonNull(cpu, "cpu");
        Objects.requireNonNull(eden, "eden");
        Objects.requireNonNull(survivor, "survivor");
        if (!kind.isPause()) {
            throw new IllegalArgumentException("not a pause kind: " + kind);
        }
        if (!(durationMs >= 0) || Double.isInfinite(durationMs)) {
            throw new IllegalArgumentException("pause duration must be a finite number >= 0: " + durationMs);
        }
        if (concurrentStart && kind != EventKind.YOUNG) {
            throw new IllegalArgumentException("only a young collection starts a concurrent cycle as well: " + kind);
        }
    }

    /** A pause without eden and survivor figures. */
    public PauseEvent(SourceLocation source, Timestamp start, OptionalLong gcId, EventKind kind, String name,
            Optional<String> cause, double durationMs, Optional<MemoryChange> heap, Optional<MemoryChange> young,
            Optional<MemoryChange> old, boolean concurrentStart, Optional<MemoryChange> metaspace,
            Optional<MemoryChange> humongous, Optional<CpuTime> cpu) {
        this(source, start, gcId, kind, name, cause, durationMs, heap, young, old, concurrentStart, metaspace, humongous,
                cpu, Optional.empty(), Optional.empty());
    }

    /** A pause without metaspace, humongous or CPU figures. */
    public PauseEvent(SourceLocation source, Timestamp start, OptionalLong gcId, EventKind kind, String name,
            Optional<String> cause, double durationMs, Optional<MemoryChange> heap, Optional<MemoryChange> young,
            Optional<MemoryChange> old, boolean concurrentStart) {
        this(source, start, gcId, kind, name, cause, durationMs, heap, young, old, concurrentStart, Optional.empty(),
                Optional.empty(), Optional.empty());
    }

    /** A pause that starts no concurrent cycle besides what its kind says. */
    public PauseEvent(SourceLocation source, Timestamp start, OptionalLong gcId, EventKind kind, String name,
            Optional<String> cause, double durationMs, Optional<MemoryChange> heap, Optional<MemoryChange> young,
            Optional<MemoryChange> old) {
        this(source, start, gcId, kind, name, cause, durationMs, heap, young, old, false);
    }

    /** This pause with the CPU times its collection logged. */
    public PauseEvent withCpu(CpuTime times) {
        return new PauseEvent(source, start, gcId, kind, name, cause, durationMs, heap, young, old, concurrentStart,
                metaspace, humongous, Optional.of(times), eden, survivor);
    }

    /** This pause with metaspace occupancy, logged after it (Shenandoah's {@code Metaspace:} line ends its cycle). */
    public PauseEvent withMetaspace(MemoryChange change) {
        return new PauseEvent(source, start, gcId, kind, name, cause, durationMs, heap, young, old, concurrentStart,
                Optional.of(change), humongous, cpu, eden, survivor);
    }

    /** This pause with the whole heap's and the young generation's occupancy (a concurrent collection's, known at its end). */
    public PauseEvent withHeap(Optional<MemoryChange> heapChange, Optional<MemoryChange> youngChange) {
        return new PauseEvent(source, start, gcId, kind, name, cause, durationMs, heapChange, youngChange, old,
                concurrentStart, metaspace, humongous, cpu, eden, survivor);
    }
}
