package io.tenure.gclog.gcviewer;

import com.tagtraum.perf.gcviewer.model.AbstractGCEvent;
import com.tagtraum.perf.gcviewer.model.AbstractGCEvent.CollectionType;
import com.tagtraum.perf.gcviewer.model.AbstractGCEvent.Generation;
import com.tagtraum.perf.gcviewer.model.GCEvent;
import com.tagtraum.perf.gcviewer.model.GCModel;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * How GCViewer's events map to tenure's pauses.
 *
 * <p>A GCViewer event is a <b>pause</b> when it stops the world ({@code isStopTheWorld()}), has a
 * pause duration by its type ({@code hasPause()}) and is not a VM operation. A stop-the-world
 * event whose type has no pause of its own is a container: unified ZGC's
 * {@code Garbage Collection (…)} cycle, to which GCViewer attaches the cycle's
 * {@code Pause Mark Start}, {@code Pause Mark End} and {@code Pause Relocate Start} as phases and
 * whose "pause" is their sum; its pauses are those phases, one each, as DESIGN.md counts them.
 * That leaves out: concurrent phases (GCViewer models them as separate
 * {@code ConcurrentGCEvent}s); "Total time for which application threads were stopped" lines (VM
 * operations: safepoint time, not GC pauses, though GCViewer adds them to its own total pause);
 * and zero-length markers such as unified G1's {@code To-space exhausted}, which GCViewer files as
 * a separate stop-the-world event of the same GC although it only annotates that GC's pause.
 *
 * <p>GCViewer keeps no line numbers, so every pause's {@link SourceLocation} is line 1 of its file.
 * Its time stamp is the one on the log line: the start of the pause in JDK 8 and older logs,
 * the end in unified logs (a unified line is written when the pause ends), so unified pauses
 * are moved back by their duration to give tenure's start time. GCViewer sizes are KB (2^10).
 */
final class GcViewerEvents {
    private static final long KB = 1024;

    private GcViewerEvents() {
    }

    static boolean isPause(AbstractGCEvent<?> event) {
        return event.isStopTheWorld() && event.hasPause()
                && event.getExtendedType().getCollectionType() != CollectionType.VM_OPERATION;
    }

    /** The pauses one top-level GCViewer event stands for: itself, its pause phases, or none. */
    static List<AbstractGCEvent<?>> pausesIn(AbstractGCEvent<?> event) {
        if (isPause(event)) {
            return List.of(event);
        }
        if (!event.isStopTheWorld() || event.getExtendedType().getCollectionType() == CollectionType.VM_OPERATION) {
            return List.of();
        }
        List<AbstractGCEvent<?>> phases = new ArrayList<>();
        for (AbstractGCEvent<?> phase : event.getPhases()) {
            if (isPause(phase)) {
                phases.add(phase);
            }
        }
        return phases;
    }

    /** Whether the event is neither a GC pause nor a concurrent GC phase (a VM operation, a marker). */
    static boolean isIrrelevantToHeap(AbstractGCEvent<?> event) {
        return event.getExtendedType().getCollectionType() == CollectionType.VM_OPERATION
                || (event.isStopTheWorld() && !event.hasPause());
    }

    static EventKind kindOf(AbstractGCEvent<?> event) {
        String name = event.getExtendedType().getName().toLowerCase(Locale.ROOT);
        if (event.isFull()) {
            return EventKind.FULL;
        } else if (event.isInitialMark()) {
            return EventKind.INITIAL_MARK;
        } else if (event.isRemark()) {
            return EventKind.REMARK;
        } else if (name.contains("cleanup")) {
            return EventKind.CLEANUP;
        } else if (name.contains("mixed")) {
            return EventKind.MIXED;
        } else if (event.getGeneration() == Generation.YOUNG) {
            return EventKind.YOUNG;
        }
        return EventKind.OTHER_PAUSE;
    }

    /**
     * Converts a pause ({@link #isPause} is true) of a model read from {@code fileName};
     * {@code container} is the top-level event it belongs to (itself, or the cycle of a phase).
     */
    static PauseEvent toPause(AbstractGCEvent<?> event, AbstractGCEvent<?> container, GCModel model, String fileName) {
        int number = event.getNumber() >= 0 ? event.getNumber() : container.getNumber();
        double durationMs = event.getPause() * 1000;
        boolean stampedAtEnd = model.getFormat() == GCModel.Format.UNIFIED_JVM_LOGGING;
        return new PauseEvent(
                new SourceLocation(fileName, 1),
                startOf(event, stampedAtEnd ? event.getPause() : 0),
                number >= 0 ? OptionalLong.of(number) : OptionalLong.empty(),
                kindOf(event),
                event.getExtendedType().getName(),
                Optional.empty(),
                durationMs,
                memory(event),
                event instanceof GCEvent gc && gc.hasDetails() ? memory(gc.getYoung()) : Optional.empty(),
                event instanceof GCEvent gc && gc.hasDetails() ? memory(gc.getTenured()) : Optional.empty());
    }

    private static Timestamp startOf(AbstractGCEvent<?> event, double secondsToStart) {
        ZonedDateTime date = event.getDatestamp();
        OptionalLong wall = date == null ? OptionalLong.empty() : OptionalLong.of(date.toInstant().toEpochMilli());
        OptionalDouble uptime = event.getTimestamp() >= 0 ? OptionalDouble.of(event.getTimestamp()) : OptionalDouble.empty();
        return Timestamp.of(uptime, wall).minusSeconds(secondsToStart);
    }

    /** Occupancy in bytes, or empty when GCViewer read none for this event or area. */
    static Optional<MemoryChange> memory(AbstractGCEvent<?> event) {
        if (event == null || !event.hasMemoryInformation() || event.getPreUsed() < 0 || event.getPostUsed() < 0) {
            return Optional.empty();
        }
        OptionalLong capacity = event.getTotal() > 0 ? OptionalLong.of(event.getTotal() * KB) : OptionalLong.empty();
        return Optional.of(new MemoryChange(event.getPreUsed() * KB, event.getPostUsed() * KB, capacity));
    }
}
