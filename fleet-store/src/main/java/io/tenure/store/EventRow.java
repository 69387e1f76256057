package io.tenure.store;

import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One row of {@code events}: a pause, a concurrent phase or a safepoint of a run, the rows
 * {@code tenure analyze --events} writes (tenuring distributions and JVM facts are not events here).
 *
 * @param runId      the run's id ({@link ContentHash#runId})
 * @param runSeconds when it started on the run's time line (NaN when the log has no clock)
 * @param event      a {@link PauseEvent}, {@link ConcurrentPhaseEvent} or {@link SafepointEvent}
 */
public record EventRow(String runId, double runSeconds, GcEvent event) {
    public EventRow {
        Objects.requireNonNull(runId, "runId");
        if (!isRow(event)) {
            throw new IllegalArgumentException("not an events row: " + event);
        }
    }

    /** Whether the event is a row of {@code events}. */
    public static boolean isRow(GcEvent event) {
        if (event instanceof PauseEvent || event instanceof ConcurrentPhaseEvent || event instanceof SafepointEvent) {
            return true;
        }
        if (event instanceof TenuringEvent || event instanceof JvmInfoEvent) {
            return false;
        }
        throw new AssertionError(event);
    }

    public EventKind kind() {
        if (event instanceof PauseEvent p) {
            return p.kind();
        }
        return event instanceof ConcurrentPhaseEvent ? EventKind.CONCURRENT : EventKind.SAFEPOINT;
    }

    /** The log's own words: the pause's or phase's name, or the safepoint's operation. */
    public Optional<String> name() {
        if (event instanceof PauseEvent p) {
            return Optional.of(p.name());
        }
        if (event instanceof ConcurrentPhaseEvent c) {
            return Optional.of(c.name());
        }
        return ((SafepointEvent) event).operation();
    }

    public Optional<String> cause() {
        return event instanceof PauseEvent p ? p.cause() : Optional.empty();
    }

    /** The pause, the phase (when logged) or the time stopped at the safepoint. */
    public OptionalDouble durationMs() {
        if (event instanceof PauseEvent p) {
            return OptionalDouble.of(p.durationMs());
        }
        if (event instanceof ConcurrentPhaseEvent c) {
            return c.durationMs();
        }
        return OptionalDouble.of(((SafepointEvent) event).stoppedMs());
    }

    public boolean concurrentStart() {
        return event instanceof PauseEvent p && p.concurrentStart();
    }

    public Optional<MemoryChange> heap() {
        return event instanceof PauseEvent p ? p.heap() : Optional.empty();
    }

    public Optional<MemoryChange> young() {
        return event instanceof PauseEvent p ? p.young() : Optional.empty();
    }

    public Optional<MemoryChange> old() {
        return event instanceof PauseEvent p ? p.old() : Optional.empty();
    }

    /** The pause's CPU times, when its collection logged them; none for phases and safepoints. */
    public Optional<CpuTime> cpu() {
        return event instanceof PauseEvent p ? p.cpu() : Optional.empty();
    }

    public OptionalDouble timeToSafepointMs() {
        return event instanceof SafepointEvent s ? s.timeToSafepointMs() : OptionalDouble.empty();
    }
}
