package io.tenure.gclog.openj9;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * One pause being assembled from the elements between its start and end.
 *
 * <p><b>What the pause is.</b> J9 stops the application by acquiring <em>exclusive access</em>
 * to the VM; every stop-the-world GC increment runs inside such an interval, logged as
 * {@code <exclusive-start>} … {@code <exclusive-end durationms=…>}. The pause is that interval,
 * {@code exclusive-end durationms}, because that is the time application threads were held
 * out: it covers the GC increment ({@code gc-end durationms}) plus the work around it under the
 * same exclusive access (allocation-failure handling, cycle bookkeeping, a percolated second
 * collection). It does not include {@code <response-info timems>}, the time taken to
 * <em>acquire</em> exclusive access, for the same reason HotSpot's pause figures exclude the
 * time to safepoint. In the Java 5 format the same interval is {@code <time totalms=…>} of the
 * {@code <af>}, {@code <sys>} or {@code <con>} element. Only when a log has no exclusive framing
 * around a collection does {@code gc-end durationms} stand in for it.
 *
 * <p><b>Kind.</b> From the collections inside: {@code scavenge} (gencon) is young,
 * {@code global} (every policy) is full, balanced's {@code partial gc} is young when its
 * copy-forward moved objects out of eden regions only, else mixed. That label is conservative:
 * the log's {@code <memory-copied type="other">} does not tell aged young regions from old ones,
 * so a partial collection that touched any non-eden region is kept out of young-only figures
 * (survival) rather than risk mixing old-region work into them. Balanced's {@code global mark phase}
 * increments are other pauses; an interval that only starts a concurrent cycle is an
 * initial mark.
 */
final class PauseAssembly {
    /** Most collections one exclusive interval ever holds is two (scavenge percolating to global). */
    private static final int MAX_TYPES = 8;

    private final SourceLocation source;
    private final Timestamp start;
    private final Set<String> gcTypes = new LinkedHashSet<>();
    private String cycleStartType;
    private String cause;
    private OptionalLong cycleId = OptionalLong.empty();
    private MemoryTally before;
    private MemoryTally after;
    private boolean copiedOld;
    private double gcDurationMs;
    private boolean gcDurationKnown;

    PauseAssembly(SourceLocation source, Timestamp start) {
        this.source = source;
        this.start = start;
    }

    SourceLocation source() {
        return source;
    }

    void cause(String why) {
        if (cause == null && why != null && !why.isBlank()) {
            cause = why;
        }
    }

    void cycleStarted(String type, OptionalLong id) {
        if (cycleStartType == null) {
            cycleStartType = type == null ? "unknown" : type;
        }
        if (cycleId.isEmpty()) {
            cycleId = id;
        }
    }

    void gcStarted(String type, OptionalLong contextId) {
        if (type != null && gcTypes.size() < MAX_TYPES) {
            gcTypes.add(type.toLowerCase(Locale.ROOT));
        }
        if (cycleId.isEmpty()) {
            cycleId = contextId;
        }
    }

    void gcEnded(double durationMs) {
        if (durationMs >= 0 && Double.isFinite(durationMs)) {
            gcDurationMs += durationMs;
            gcDurationKnown = true;
        }
    }

    boolean hasCollection() {
        return !gcTypes.isEmpty();
    }

    /** The first memory figures are "before", any later ones "after". */
    void memory(MemoryTally tally, boolean isBefore) {
        if (isBefore) {
            if (before == null) {
                before = tally;
            }
        } else {
            after = tally;
        }
    }

    /** Balanced copy-forward that moved objects out of non-eden (old) regions: a mixed collection. */
    void copiedFromOldRegions() {
        copiedOld = true;
    }

    /** Whether an unknown collection type was seen, for a diagnostic. */
    Optional<String> unknownType() {
        return gcTypes.stream().filter(t -> kindOf(t) == null).findFirst();
    }

    /** The pause with the given duration (the exclusive interval), or the GC increments' own duration when absent. */
    Optional<PauseEvent> toPause(double exclusiveMs) {
        double duration = exclusiveMs >= 0 && Double.isFinite(exclusiveMs) ? exclusiveMs
                : gcDurationKnown ? gcDurationMs : Double.NaN;
        if (Double.isNaN(duration)) {
            return Optional.empty();
        }
        return Optional.of(new PauseEvent(source, start, cycleId, kind(), name(), Optional.ofNullable(cause),
                duration, MemoryTally.heap(before, after), MemoryTally.young(before, after),
                MemoryTally.old(before, after)));
    }

    private String name() {
        if (!gcTypes.isEmpty()) {
            return String.join("+", gcTypes);
        }
        return cycleStartType != null ? "cycle-start " + cycleStartType : "exclusive access";
    }

    private EventKind kind() {
        EventKind strongest = null;
        for (String type : gcTypes) {
            EventKind k = kindOf(type);
            if (k == null) {
                k = EventKind.OTHER_PAUSE;
            }
            if (k == EventKind.YOUNG && copiedOld) {
                k = "partial gc".equals(type) ? EventKind.MIXED : k;
            }
            strongest = strongest == null || rank(k) > rank(strongest) ? k : strongest;
        }
        if (strongest != null) {
            return strongest;
        }
        return cycleStartType != null ? EventKind.INITIAL_MARK : EventKind.OTHER_PAUSE;
    }

    private static int rank(EventKind k) {
        return switch (k) {
            case FULL -> 3;
            case MIXED -> 2;
            case YOUNG -> 1;
            default -> 0;
        };
    }

    /** The kind of one J9 collection type, null when tenure does not know the type. */
    static EventKind kindOf(String type) {
        return switch (type) {
            case "scavenge", "scavenger", "nursery", "partial gc" -> EventKind.YOUNG;
            case "global", "global garbage collect", "tenured", "syncgc" -> EventKind.FULL;
            case "global mark phase" -> EventKind.OTHER_PAUSE;
            default -> null;
        };
    }
}
