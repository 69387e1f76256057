package io.tenure.gclog.metrics;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Optional;

/**
 * A time window given on the wall clock ({@code --from 2026-01-01T10:00:00}, {@code --to 11:30}),
 * resolved for each log against the log's own first wall-clock time stamp and offset; a log
 * without wall-clock time stamps cannot be cut by it (its analysis says so in a diagnostic,
 * {@link #NO_WALL_CLOCK}).
 */
public record WallClockWindow(Optional<WallClockTime> from, Optional<WallClockTime> to) {
    /** The diagnostic code of a log that a wall-clock window cannot cut: it has no wall-clock time stamps. */
    public static final String NO_WALL_CLOCK = "window-without-wall-clock";

    public WallClockWindow {
        if (from.isEmpty() && to.isEmpty()) {
            throw new IllegalArgumentException("a wall-clock window needs a bound");
        }
        if (from.isPresent() && to.isPresent()) {
            // where both bounds are fixed without the log, their order is checked before any log is read
            Optional<Instant> f = from.get().instant();
            Optional<Instant> t = to.get().instant();
            if (f.isPresent() && t.isPresent() && !f.get().isBefore(t.get())) {
                throw new IllegalArgumentException("time window: from (" + from.get().text() + ") must be before to ("
                        + to.get().text() + ")");
            }
            if (from.get().local().isPresent() && to.get().local().isPresent()
                    && !from.get().local().get().isBefore(to.get().local().get())) {
                throw new IllegalArgumentException("time window: from (" + from.get().text() + ") must be before to ("
                        + to.get().text() + ")");
            }
        }
    }

    /** The bounds as instants, for a log whose first wall-clock time stamp is {@code logStart}. */
    Resolved resolve(OffsetDateTime logStart) {
        Optional<Instant> f = from.map(w -> w.on(logStart, Optional.empty()));
        Optional<Instant> t = to.map(w -> w.on(logStart, f));
        return new Resolved(f, t);
    }

    record Resolved(Optional<Instant> from, Optional<Instant> to) {
    }
}
