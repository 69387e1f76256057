package io.tenure.gclog.legacy;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.Timestamp;
import java.time.Instant;
import java.util.Locale;

/**
 * The earliest and latest time stamps of a log, and a warning when a clock runs backwards (a
 * corrupted or concatenated log, or a JVM restart inside one file).
 */
final class Timeline {
    /** Jitter tolerated before a step back is reported: threads print stamps slightly out of order. */
    private static final double TOLERANCE_SECONDS = 1.0;

    private static final String UPTIME = "uptime";
    private static final String DATE = "date stamp";

    private Timestamp first = Timestamp.unknown();
    private Timestamp last = Timestamp.unknown();
    private Timestamp previous = Timestamp.unknown();

    void see(Timestamp t, String file, long lineNumber, CharSequence line, Diagnostics diagnostics) {
        if (isUnknown(t)) {
            return;
        }
        String clock = goesBack(previous, t);
        if (clock != null) {
            diagnostics.warn(new SourceLocation(file, lineNumber), "time-regression", clock + " earlier than on the line before ("
                    + describe(previous, clock) + " then " + describe(t, clock) + ")", line);
        }
        previous = t;
        if (isUnknown(first) || before(t, first)) {
            first = t;
        }
        if (isUnknown(last) || before(last, t)) {
            last = t;
        }
    }

    /**
     * {@code t.equals(Timestamp.unknown())}, asked of the clocks: a record's {@code equals} runs
     * through method handles, which C1 (the launcher's JIT) does not inline, for every stamped line.
     */
    private static boolean isUnknown(Timestamp t) {
        return t.uptimeSeconds().isEmpty() && t.epochMillis().isEmpty();
    }

    Timestamp first() {
        return first;
    }

    Timestamp last() {
        return last;
    }

    /** The stamp of the last stamped line, in input order. */
    Timestamp previous() {
        return previous;
    }

    /** Which clock runs backwards from {@code a} to {@code b} ("uptime", "date stamp"), or null. */
    private static String goesBack(Timestamp a, Timestamp b) {
        if (a.uptimeSeconds().isPresent() && b.uptimeSeconds().isPresent()
                && b.uptimeSeconds().getAsDouble() < a.uptimeSeconds().getAsDouble() - TOLERANCE_SECONDS) {
            return UPTIME;
        }
        if (a.epochMillis().isPresent() && b.epochMillis().isPresent()
                && b.epochMillis().getAsLong() < a.epochMillis().getAsLong() - TOLERANCE_SECONDS * 1000) {
            return DATE;
        }
        return null;
    }

    /** Orders by uptime when both have one, else by wall clock. */
    private static boolean before(Timestamp a, Timestamp b) {
        if (a.uptimeSeconds().isPresent() && b.uptimeSeconds().isPresent()) {
            return a.uptimeSeconds().getAsDouble() < b.uptimeSeconds().getAsDouble();
        }
        if (a.epochMillis().isPresent() && b.epochMillis().isPresent()) {
            return a.epochMillis().getAsLong() < b.epochMillis().getAsLong();
        }
        return false;
    }

    private static String describe(Timestamp t, String clock) {
        if (clock.equals(UPTIME)) {
            return String.format(Locale.ROOT, "%.3fs", t.uptimeSeconds().getAsDouble());
        }
        return Instant.ofEpochMilli(t.epochMillis().getAsLong()).toString();
    }
}
