package io.tenure.gclog.event;

import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * When an event <em>started</em>, as far as the log tells.
 *
 * <p>Parsers normalise to the start: a unified-logging line is written when a pause ends, so its
 * parser subtracts the duration. Either clock may be missing (a log decorated with {@code time}
 * only has no uptime; one with {@code uptime} only has no wall clock); one with neither has no
 * timeline, and figures that need one are then {@code null}.
 *
 * @param uptimeSeconds seconds since the JVM started
 * @param epochMillis   wall-clock time, milliseconds since 1970-01-01T00:00Z
 */
public record Timestamp(OptionalDouble uptimeSeconds, OptionalLong epochMillis) {
    private static final Timestamp UNKNOWN = new Timestamp(OptionalDouble.empty(), OptionalLong.empty());

    public Timestamp {
        if (uptimeSeconds.isPresent() && !(uptimeSeconds.getAsDouble() >= 0)) {
            throw new IllegalArgumentException("uptime must be a number >= 0: " + uptimeSeconds);
        }
    }

    public static Timestamp unknown() {
        return UNKNOWN;
    }

    public static Timestamp ofUptime(double uptimeSeconds) {
        return new Timestamp(OptionalDouble.of(uptimeSeconds), OptionalLong.empty());
    }

    public static Timestamp of(OptionalDouble uptimeSeconds, OptionalLong epochMillis) {
        return uptimeSeconds.isEmpty() && epochMillis.isEmpty() ? UNKNOWN : new Timestamp(uptimeSeconds, epochMillis);
    }

    /** This timestamp moved earlier by {@code seconds} on both clocks (uptime floored at 0). */
    public Timestamp minusSeconds(double seconds) {
        OptionalDouble up = uptimeSeconds.isPresent()
                ? OptionalDouble.of(Math.max(0, uptimeSeconds.getAsDouble() - seconds)) : uptimeSeconds;
        OptionalLong wall = epochMillis.isPresent()
                ? OptionalLong.of(epochMillis.getAsLong() - Math.round(seconds * 1000)) : epochMillis;
        return of(up, wall);
    }
}
