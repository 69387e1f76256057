package io.tenure.gclog.metrics;

import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.input.WallClockStart;
import java.io.IOException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.OptionalDouble;

/** How {@link LogAnalysis} places a {@link WallClockWindow} on a run's time line. */
final class WallClockBounds {
    /** The window before a run's first wall-clock time stamp: no event is in it (every time is at or after 0). */
    static final TimeWindow NOTHING = new TimeWindow(OptionalDouble.empty(), OptionalDouble.of(0));

    private WallClockBounds() {
    }

    /**
     * The log's first wall-clock time stamp in the log's own offset: read from its first lines, or
     * (a binary recording) {@code firstEventMillis} in UTC, as the recording's parser gives it.
     */
    static OffsetDateTime logStart(LogSet set, long firstEventMillis) throws IOException {
        Optional<OffsetDateTime> written = WallClockStart.of(set.files().get(0));
        return written.orElseGet(() -> Instant.ofEpochMilli(firstEventMillis).atOffset(ZoneOffset.UTC));
    }

    /**
     * The bounds in seconds on a run's time line, given one point where the time line
     * ({@code atSeconds}) and the wall clock ({@code atMillis}) meet. A start before the time line's
     * 0 is its start; an end at or before 0 leaves nothing in the window.
     */
    static TimeWindow onTimeLine(WallClockWindow.Resolved bounds, double atSeconds, long atMillis) {
        OptionalDouble from = seconds(bounds.from(), atSeconds, atMillis);
        OptionalDouble to = seconds(bounds.to(), atSeconds, atMillis);
        if (to.isPresent() && !(to.getAsDouble() > 0)) {
            return NOTHING;
        }
        if (from.isPresent() && !(from.getAsDouble() > 0)) {
            from = OptionalDouble.empty();
        }
        if (from.isPresent() && to.isPresent() && !(from.getAsDouble() < to.getAsDouble())) {
            return NOTHING;
        }
        return new TimeWindow(from, to);
    }

    private static OptionalDouble seconds(Optional<Instant> bound, double atSeconds, long atMillis) {
        return bound.isEmpty() ? OptionalDouble.empty()
                : OptionalDouble.of(atSeconds + (bound.get().toEpochMilli() - atMillis) / 1e3);
    }
}
