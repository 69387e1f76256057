package io.tenure.gclog.metrics;

import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import java.util.OptionalDouble;

/**
 * The time line a JVM run is measured on: its uptime when the log has one (immune to wall-clock
 * changes), else the wall clock. All times here are seconds on that line.
 */
enum Clock {
    UPTIME,
    WALL;

    static Clock of(Timestamp t) {
        return t.uptimeSeconds().isPresent() ? UPTIME : WALL;
    }

    OptionalDouble seconds(Timestamp t) {
        if (this == UPTIME) {
            return t.uptimeSeconds();
        }
        return t.epochMillis().isPresent() ? OptionalDouble.of(t.epochMillis().getAsLong() / 1e3) : OptionalDouble.empty();
    }

    /** When the event ended: its start plus what it lasted (0 for events without a length). */
    OptionalDouble end(GcEvent event) {
        OptionalDouble start = seconds(event.start());
        return start.isPresent() ? OptionalDouble.of(start.getAsDouble() + lengthMs(event) / 1e3) : start;
    }

    static double lengthMs(GcEvent event) {
        if (event instanceof PauseEvent p) {
            return p.durationMs();
        } else if (event instanceof ConcurrentPhaseEvent c) {
            return c.durationMs().orElse(0);
        } else if (event instanceof SafepointEvent s) {
            return s.stoppedMs();
        } else if (event instanceof TenuringEvent || event instanceof JvmInfoEvent) {
            return 0;
        }
        throw new AssertionError(event);
    }
}
