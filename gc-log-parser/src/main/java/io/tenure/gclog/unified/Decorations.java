package io.tenure.gclog.unified;

import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Scans the leading {@code [...]} decorations of a unified-logging line by bytes, in any order
 * and combination: {@code time}/{@code utctime} (ISO-8601 with offset), {@code uptime}
 * ({@code 1.234s}, also with a decimal comma), {@code timemillis}/{@code uptimemillis}
 * ({@code ...ms}), {@code timenanos}/{@code uptimenanos} ({@code ...ns}), {@code pid}/{@code tid}
 * (digits, older JDKs add {@code p}/{@code t}), {@code level}, {@code tags} and
 * {@code hostname} (words, possibly padded with spaces).
 *
 * <p>Milliseconds and nanoseconds do not say which clock they come from, so magnitude decides:
 * {@code ms} above 10<sup>11</sup> (March 1973) is wall-clock time, below it uptime. Both
 * nanosecond clocks start at an arbitrary point ({@code timenanos} is the monotonic clock), so
 * the smaller one is taken as uptime.
 *
 * <p>One instance is reused for every line: {@link #scan} resets all fields.
 */
final class Decorations {
    /** Decorations are short; a longer bracket group is message text. */
    private static final int MAX_DECORATION_LENGTH = 80;
    private static final long EPOCH_MILLIS_THRESHOLD = 100_000_000_000L;
    private static final long NO_EPOCH = Long.MIN_VALUE;

    private final IsoTimeParser isoTime = new IsoTimeParser();
    private int messageStart;
    private int count;
    private double uptimeSeconds;
    private double uptimeFromMillis;
    private double uptimeFromNanos;
    private long epochMillis;

    /**
     * Reads the decorations of {@code line}.
     *
     * @return true when the line has at least one decoration
     */
    boolean scan(Line line) {
        count = 0;
        uptimeSeconds = -1;
        uptimeFromMillis = -1;
        uptimeFromNanos = -1;
        epochMillis = NO_EPOCH;
        int n = line.length();
        int i = 0;
        while (i < n && line.byteAt(i) == '[') {
            int close = closingBracket(line, i + 1, n);
            if (close < 0 || !decoration(line, i + 1, close)) {
                break;
            }
            count++;
            i = close + 1;
        }
        if (count > 0 && i < n && line.byteAt(i) == ' ') {
            i++;
        }
        messageStart = count > 0 ? i : 0;
        if (uptimeSeconds < 0) {
            uptimeSeconds = uptimeFromMillis >= 0 ? uptimeFromMillis : uptimeFromNanos;
        }
        return count > 0;
    }

    /** Offset of the message (after the decorations and their separating space). */
    int messageStart() {
        return messageStart;
    }

    boolean hasUptime() {
        return uptimeSeconds >= 0;
    }

    double uptimeSeconds() {
        return uptimeSeconds;
    }

    boolean hasEpoch() {
        return epochMillis != NO_EPOCH;
    }

    long epochMillis() {
        return epochMillis;
    }

    /** The line's time stamp (allocates: call only for lines that become events). */
    Timestamp timestamp() {
        return Timestamp.of(
                hasUptime() ? OptionalDouble.of(uptimeSeconds) : OptionalDouble.empty(),
                hasEpoch() ? OptionalLong.of(epochMillis) : OptionalLong.empty());
    }

    private static int closingBracket(Line line, int from, int n) {
        int limit = Math.min(n, from + MAX_DECORATION_LENGTH);
        for (int i = from; i < limit; i++) {
            int c = line.byteAt(i);
            if (c == ']') {
                return i;
            }
            if (c == '[') {
                return -1;
            }
        }
        return -1;
    }

    /** Classifies one bracket group {@code [from, to)}; false when it is not a decoration. */
    private boolean decoration(Line line, int from, int to) {
        int end = to;
        while (end > from && line.byteAt(end - 1) == ' ') {
            end--; // tags and levels are padded to a common width
        }
        int start = from;
        while (start < end && line.byteAt(start) == ' ') {
            start++; // pid/tid may be right-aligned
        }
        if (start == end) {
            return false;
        }
        int first = line.byteAt(start);
        int last = line.byteAt(end - 1);
        if (Bytes.isDigit(first)) {
            if (end - start >= 20 && line.byteAt(start + 4) == '-') {
                long millis = isoTime.epochMillis(line, start, end);
                if (millis == IsoTimeParser.INVALID) {
                    return false;
                }
                if (epochMillis == NO_EPOCH) {
                    epochMillis = millis;
                }
                return true;
            }
            if (last == 's' && end - start >= 3 && line.byteAt(end - 2) == 'm') {
                return millis(line, start, end - 2);
            }
            if (last == 's' && end - start >= 3 && line.byteAt(end - 2) == 'n') {
                return nanos(line, start, end - 2);
            }
            if (last == 's') {
                double seconds = Bytes.decimal(line, start, end - 1);
                if (Double.isNaN(seconds)) {
                    return false;
                }
                if (uptimeSeconds < 0) {
                    uptimeSeconds = seconds;
                }
                return true;
            }
            // pid or tid: digits, with a p/t suffix before JDK 17
            int digitsEnd = Bytes.skipDigits(line, start, end);
            return digitsEnd == end || (digitsEnd == end - 1 && (last == 'p' || last == 't'));
        }
        // level, tags or hostname: one word of name characters
        for (int i = start; i < end; i++) {
            if (!wordCharacter(line.byteAt(i))) {
                return false;
            }
        }
        return true;
    }

    private boolean millis(Line line, int from, int to) {
        long value = Bytes.digits(line, from, to);
        if (value < 0) {
            return false;
        }
        if (value >= EPOCH_MILLIS_THRESHOLD) {
            if (epochMillis == NO_EPOCH) {
                epochMillis = value;
            }
        } else if (uptimeFromMillis < 0) {
            uptimeFromMillis = value / 1000.0;
        }
        return true;
    }

    private boolean nanos(Line line, int from, int to) {
        long value = Bytes.digits(line, from, to);
        if (value < 0) {
            return false;
        }
        double seconds = value / 1e9;
        if (uptimeFromNanos < 0 || seconds < uptimeFromNanos) {
            uptimeFromNanos = seconds;
        }
        return true;
    }

    private static boolean wordCharacter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || Bytes.isDigit(c)
                || c == ',' || c == '+' || c == '.' || c == '-' || c == '_';
    }
}
