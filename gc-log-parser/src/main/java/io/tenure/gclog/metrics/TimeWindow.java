package io.tenure.gclog.metrics;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The part of a log to analyse ({@code --from}/{@code --to}), in seconds on the run's time line:
 * JVM uptime when the log has it, else seconds since the log's first wall-clock time stamp. An
 * event belongs to the window when it starts in {@code [from, to)}. A window given on the wall
 * clock instead ({@link #wallClock}) is resolved to seconds on each run's time line as the log is
 * read, against the log's own time stamps.
 *
 * @param fromSeconds start of the window, or empty for the log's start
 * @param toSeconds   end of the window (exclusive), or empty for the log's end
 * @param wallClock   the window on the wall clock, when it was given so (the seconds are then empty)
 */
public record TimeWindow(OptionalDouble fromSeconds, OptionalDouble toSeconds, Optional<WallClockWindow> wallClock) {
    public static final TimeWindow ALL = new TimeWindow(OptionalDouble.empty(), OptionalDouble.empty());

    public TimeWindow {
        Objects.requireNonNull(wallClock, "wallClock");
        if (wallClock.isPresent() && (fromSeconds.isPresent() || toSeconds.isPresent())) {
            throw new IllegalArgumentException("time window: give both bounds on the wall clock, or both in seconds");
        }
        check(fromSeconds, "from");
        check(toSeconds, "to");
        if (fromSeconds.isPresent() && toSeconds.isPresent() && !(fromSeconds.getAsDouble() < toSeconds.getAsDouble())) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "time window: from (%s s) must be before to (%s s)",
                    fromSeconds.getAsDouble(), toSeconds.getAsDouble()));
        }
    }

    public TimeWindow(OptionalDouble fromSeconds, OptionalDouble toSeconds) {
        this(fromSeconds, toSeconds, Optional.empty());
    }

    public static TimeWindow of(WallClockWindow wallClock) {
        return new TimeWindow(OptionalDouble.empty(), OptionalDouble.empty(), Optional.of(wallClock));
    }

    private static void check(OptionalDouble seconds, String name) {
        if (seconds.isPresent() && !(seconds.getAsDouble() >= 0 && Double.isFinite(seconds.getAsDouble()))) {
            throw new IllegalArgumentException("time window: " + name + " must be a finite number of seconds >= 0: "
                    + seconds.getAsDouble());
        }
    }

    public boolean isAll() {
        return fromSeconds.isEmpty() && toSeconds.isEmpty() && wallClock.isEmpty();
    }

    /** True when an event starting at {@code seconds} lies in the window. */
    public boolean contains(double seconds) {
        return (fromSeconds.isEmpty() || seconds >= fromSeconds.getAsDouble())
                && (toSeconds.isEmpty() || seconds < toSeconds.getAsDouble());
    }

    /** {@code seconds} moved into the window. */
    double clamp(double seconds) {
        double low = fromSeconds.orElse(Double.NEGATIVE_INFINITY);
        double high = toSeconds.orElse(Double.POSITIVE_INFINITY);
        return Math.min(high, Math.max(low, seconds));
    }
}
