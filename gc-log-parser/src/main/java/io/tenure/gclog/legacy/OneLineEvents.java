package io.tenure.gclog.legacy;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.regex.Matcher;

/**
 * Events that one line holds whole. Legacy stamps are printed when the line is written, which
 * for these lines is when the phase or stop <em>ended</em>: the start is the stamp minus the
 * duration.
 */
final class OneLineEvents {
    private OneLineEvents() {
    }

    /** {@code Total time for which application threads were stopped: 0.0274941 seconds[, Stopping threads took: ...]}. */
    static SafepointEvent safepoint(SourceLocation where, Timestamp printed, Matcher m) {
        double stopped = Stamps.decimal(m.group(1));
        OptionalDouble ttsp = m.group(2) == null ? OptionalDouble.empty()
                : OptionalDouble.of(Stamps.decimal(m.group(2)) * 1000.0);
        return new SafepointEvent(where, printed.minusSeconds(stopped), Optional.empty(), stopped * 1000.0, ttsp);
    }

    /** {@code [CMS-concurrent-mark: 0.044/0.047 secs]}: cpu/wall; the wall time is the phase's length. Null for {@code -start}. */
    static ConcurrentPhaseEvent cmsConcurrent(SourceLocation where, Timestamp printed, Matcher m) {
        if (m.group(4) == null) {
            return null;
        }
        double wall = Stamps.decimal(m.group(4));
        return new ConcurrentPhaseEvent(where, printed.minusSeconds(wall), OptionalLong.empty(), m.group(1),
                OptionalDouble.of(wall * 1000.0));
    }

    /** {@code [GC concurrent-mark-end, 0.0011728 secs]}; null for the {@code -start} line and others without a duration. */
    static ConcurrentPhaseEvent g1Concurrent(SourceLocation where, Timestamp printed, OptionalLong gcId, Matcher m) {
        if (m.group(2) == null) {
            return null;
        }
        double secs = Stamps.decimal(m.group(2));
        return new ConcurrentPhaseEvent(where, printed.minusSeconds(secs), gcId, "GC " + m.group(1),
                OptionalDouble.of(secs * 1000.0));
    }

    /** {@code [Concurrent marking (process weakrefs), 866.393 ms]}. */
    static ConcurrentPhaseEvent shenandoahConcurrent(SourceLocation where, Timestamp printed, Matcher m) {
        double ms = Stamps.decimal(m.group(2));
        String name = m.group(1);
        int space = name.lastIndexOf(' ');
        if (space > 0 && name.indexOf("->", space) > 0 && heapChange(name.substring(space + 1)).isPresent()) {
            name = name.substring(0, space); // [Concurrent cleanup 1613M->1361M(1636M), 0.092 ms]
        }
        return new ConcurrentPhaseEvent(where, printed.minusSeconds(ms / 1000.0), OptionalLong.empty(), name,
                OptionalDouble.of(ms));
    }

    /** {@code [Pause Init Mark (process weakrefs), 3.341 ms]}, {@code [Pause Full 1000M->500M(2000M), 12.3 ms]}. */
    static PauseEvent shenandoahPause(SourceLocation where, Timestamp printed, Matcher m) {
        double ms = Stamps.decimal(m.group(2));
        String name = m.group(1);
        Optional<MemoryChange> heap = Optional.empty();
        int space = name.lastIndexOf(' ');
        if (space > 0 && name.indexOf("->", space) > 0) {
            heap = heapChange(name.substring(space + 1));
            if (heap.isPresent()) {
                name = name.substring(0, space);
            }
        }
        EventKind kind = name.contains("Init Mark") ? EventKind.INITIAL_MARK
                : name.contains("Final Mark") ? EventKind.REMARK
                : name.contains("Full") || name.contains("Degenerated") ? EventKind.FULL
                : EventKind.OTHER_PAUSE;
        return new PauseEvent(where, printed.minusSeconds(ms / 1000.0), OptionalLong.empty(), kind, name,
                Optional.empty(), ms, heap, Optional.empty(), Optional.empty());
    }

    private static Optional<MemoryChange> heapChange(String text) {
        Line token = Line.of(text);
        Sizes.Cursor c = new Sizes.Cursor();
        if (!Sizes.size(token, 0, c) || !token.regionMatches(c.end, "->")) {
            return Optional.empty();
        }
        long before = c.bytes;
        if (!Sizes.size(token, c.end + 2, c)) {
            return Optional.empty();
        }
        long after = c.bytes;
        if (token.regionMatches(c.end, "(") && Sizes.size(token, c.end + 1, c)) {
            return Optional.of(MemoryChange.of(before, after, c.bytes));
        }
        return Optional.of(MemoryChange.of(before, after));
    }

    /**
     * G1's {@code [Eden: 15.0M(15.0M)->0.0B(10.0M) Survivors: 2048.0K->3072.0K Heap: 71.1M(96.0M)->71.2M(103.0M)]}
     * as {@link LegacyRule#G1_MEMORY}'s groups hold it; null when a figure is not a size.
     */
    static G1MemorySummary g1Memory(Matcher m) {
        long edenBefore = Sizes.parse(m.group(1));
        long edenAfter = Sizes.parse(m.group(3));
        long edenCapacityAfter = Sizes.parse(m.group(4));
        long survivorsBefore = Sizes.parse(m.group(5));
        long survivorsAfter = Sizes.parse(m.group(6));
        long heapBefore = Sizes.parse(m.group(7));
        long heapAfter = Sizes.parse(m.group(9));
        long heapCapacityAfter = Sizes.parse(m.group(10));
        if (edenBefore < 0 || edenAfter < 0 || edenCapacityAfter < 0 || survivorsBefore < 0 || survivorsAfter < 0
                || heapBefore < 0 || heapAfter < 0 || heapCapacityAfter < 0) {
            return null;
        }
        return new G1MemorySummary(edenBefore, edenAfter, edenCapacityAfter, survivorsBefore, survivorsAfter, heapBefore,
                heapAfter, heapCapacityAfter);
    }
}
