package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/**
 * Reads the two safepoint summaries: JDK 9-16 {@code Total time for which application threads
 * were stopped: 0.0072168 seconds, Stopping threads took: 0.0000337 seconds} and JDK 17+
 * {@code Safepoint "G1CollectForAllocation", Time since last: ... ns, Reaching safepoint: 2964 ns,
 * ..., Total: 3409481 ns, ...}.
 */
final class SafepointLine {
    private static final String STOPPED = "Total time for which application threads were stopped: ";
    private static final String STOPPING = "Stopping threads took: ";
    private static final String REACHING = "Reaching safepoint: ";
    private static final String TOTAL = "Total: ";

    String operation;
    double stoppedMs;
    /** Time to safepoint, NaN when not logged. */
    double timeToSafepointMs;
    String failure;

    boolean parseStopped(Line line, int p) {
        operation = null;
        int numberStart = p + STOPPED.length();
        stoppedMs = seconds(line, numberStart) * 1000;
        if (Double.isNaN(stoppedMs)) {
            return fail("bad stopped time");
        }
        int stopping = line.indexOf(STOPPING, numberStart);
        timeToSafepointMs = stopping < 0 ? Double.NaN : seconds(line, stopping + STOPPING.length()) * 1000;
        return true;
    }

    boolean parseJdk17(Line line, int p) {
        int opStart = p + "Safepoint \"".length();
        int opEnd = line.indexOf('"', opStart);
        if (opEnd < 0) {
            return fail("no closing quote");
        }
        operation = Bytes.text(line, opStart, opEnd);
        int total = line.indexOf(TOTAL, opEnd);
        stoppedMs = total < 0 ? Double.NaN : nanos(line, total + TOTAL.length()) / 1e6;
        if (Double.isNaN(stoppedMs)) {
            return fail("no total time");
        }
        int reaching = line.indexOf(REACHING, opEnd);
        timeToSafepointMs = reaching < 0 ? Double.NaN : nanos(line, reaching + REACHING.length()) / 1e6;
        return true;
    }

    /** {@code <decimal> seconds} at {@code from}; NaN when malformed. */
    private static double seconds(Line line, int from) {
        int end = line.indexOf(" seconds", from);
        return end < 0 ? Double.NaN : Bytes.decimal(line, from, end);
    }

    /** {@code <digits> ns} at {@code from}; NaN when malformed. */
    private static double nanos(Line line, int from) {
        int end = Bytes.skipDigits(line, from, line.length());
        long value = Bytes.digits(line, from, end);
        return value < 0 || !line.regionMatches(end, " ns") ? Double.NaN : value;
    }

    private boolean fail(String reason) {
        failure = reason;
        return false;
    }
}
