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
 * <p>Most lines of a detailed log carry nothing but are still scanned, so the scan only finds the
 * groups and checks their characters; the {@code uptime} and {@code time} values are parsed when
 * asked for (data lines). A group that looks like a time but does not parse then simply gives no
 * time. One instance is reused for every line: {@link #scan} resets all fields, or keeps them all
 * when the line repeats the decorations of the one before.
 */
final class Decorations {
    /** Decorations are short; a longer bracket group is message text. */
    private static final int MAX_DECORATION_LENGTH = 80;
    private static final long EPOCH_MILLIS_THRESHOLD = 100_000_000_000L;
    private static final long NO_EPOCH = Long.MIN_VALUE;

    private final IsoTimeParser isoTime = new IsoTimeParser();
    private Line line;
    private int messageStart;
    private int count;
    // where the lazily parsed groups are ([from, to) without the unit), -1 when absent
    private int secondsFrom;
    private int secondsTo;
    private int isoFrom;
    private int isoTo;
    // rare decorations, parsed at once
    private double uptimeFromMillis;
    private double uptimeFromNanos;
    private long epochFromMillis;
    // resolved values
    private boolean resolved;
    private double uptimeSeconds;
    private long epochMillis;
    /**
     * The last scanned line's decorations with their separating space, or none (length 0). A line
     * that starts with the same bytes has the same decorations, and two lines in three of a
     * detailed log share them with the line before (the same time stamp, level and tags): for
     * those the scan is a comparison of bytes, and its values stay as they are.
     */
    private byte[] previous = new byte[MAX_DECORATION_LENGTH];
    private int previousLength;
    private boolean repeated;

    /**
     * Reads the decorations of {@code line}; the line must stay valid while this instance's
     * values are read.
     *
     * @return true when the line has at least one decoration
     */
    boolean scan(Line current) {
        line = current;
        if (previousLength > 0 && current.startsWith(previous, previousLength)) {
            repeated = true;
            return true;
        }
        repeated = false;
        count = 0;
        secondsFrom = -1;
        isoFrom = -1;
        uptimeFromMillis = -1;
        uptimeFromNanos = -1;
        epochFromMillis = NO_EPOCH;
        resolved = false;
        int n = current.length();
        int i = 0;
        while (i < n && current.byteAt(i) == '[') {
            int close = groupEnd(current, i + 1, n);
            if (close < 0 || !decoration(current, i + 1, close)) {
                break;
            }
            count++;
            i = close + 1;
        }
        previousLength = 0;
        if (count > 0 && i < n && current.byteAt(i) == ' ') {
            i++;
            // the scan stopped at the space, so these bytes alone decided it
            remember(current, i);
        }
        messageStart = count > 0 ? i : 0;
        return count > 0;
    }

    /**
     * True when the last scanned line has the decorations of the line scanned before it, byte
     * for byte (its time stamp is that line's too).
     */
    boolean repeated() {
        return repeated;
    }

    private void remember(Line current, int length) {
        if (length > previous.length) {
            previous = new byte[Math.max(length, previous.length * 2)];
        }
        current.copyHead(previous, length);
        previousLength = length;
    }

    /** Offset of the message (after the decorations and their separating space). */
    int messageStart() {
        return messageStart;
    }

    boolean hasUptime() {
        resolve();
        return uptimeSeconds >= 0;
    }

    double uptimeSeconds() {
        resolve();
        return uptimeSeconds;
    }

    boolean hasEpoch() {
        resolve();
        return epochMillis != NO_EPOCH;
    }

    long epochMillis() {
        resolve();
        return epochMillis;
    }

    /** The line's time stamp (allocates: call only for lines that become events). */
    Timestamp timestamp() {
        return Timestamp.of(
                hasUptime() ? OptionalDouble.of(uptimeSeconds) : OptionalDouble.empty(),
                hasEpoch() ? OptionalLong.of(epochMillis) : OptionalLong.empty());
    }

    private void resolve() {
        if (resolved) {
            return;
        }
        resolved = true;
        uptimeSeconds = secondsFrom < 0 ? Double.NaN : Bytes.decimal(line, secondsFrom, secondsTo);
        if (Double.isNaN(uptimeSeconds)) {
            uptimeSeconds = uptimeFromMillis >= 0 ? uptimeFromMillis : uptimeFromNanos;
        }
        epochMillis = isoFrom < 0 ? IsoTimeParser.INVALID : isoTime.epochMillis(line, isoFrom, isoTo);
        if (epochMillis == IsoTimeParser.INVALID) {
            epochMillis = epochFromMillis;
        }
    }

    /**
     * Index of the {@code ]} closing a group that starts at {@code from}, or -1 when the group
     * holds a character no decoration has, an inner space (only padding is allowed), or is too long.
     */
    private static int groupEnd(Line line, int from, int n) {
        int limit = Math.min(n, from + MAX_DECORATION_LENGTH);
        boolean text = false;
        boolean padding = false;
        for (int i = from; i < limit; i++) {
            int c = line.byteAt(i);
            if (c == ']') {
                return text ? i : -1;
            }
            if (c == ' ') {
                padding = text;
            } else if (padding || !decorationCharacter(c)) {
                return -1;
            } else {
                text = true;
            }
        }
        return -1;
    }

    /** Classifies one group {@code [from, to)} of valid characters; false when it is not a decoration. */
    private boolean decoration(Line line, int from, int to) {
        int end = to;
        while (line.byteAt(end - 1) == ' ') {
            end--; // tags and levels are padded to a common width
        }
        int start = from;
        while (line.byteAt(start) == ' ') {
            start++; // pid/tid may be right-aligned
        }
        if (!Bytes.isDigit(line.byteAt(start))) {
            return true; // level, tags or hostname
        }
        int last = line.byteAt(end - 1);
        if (end - start >= 20 && line.byteAt(start + 4) == '-') {
            if (isoFrom < 0) {
                isoFrom = start;
                isoTo = end;
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
            if (secondsFrom < 0) {
                secondsFrom = start;
                secondsTo = end - 1;
            }
            return true;
        }
        // pid or tid (digits, with a p/t suffix before JDK 17), or a hostname such as 10.0.0.7
        return true;
    }

    private boolean millis(Line line, int from, int to) {
        long value = Bytes.digits(line, from, to);
        if (value < 0) {
            return false;
        }
        if (value >= EPOCH_MILLIS_THRESHOLD) {
            if (epochFromMillis == NO_EPOCH) {
                epochFromMillis = value;
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

    /** Characters of any decoration: words, numbers, ISO times ({@code :}, {@code +}, {@code -}), tag lists. */
    private static boolean decorationCharacter(int c) {
        return DECORATION_CHARACTERS[c];
    }

    /** A table rather than a chain of comparisons: this test runs for every byte of every decoration. */
    private static final boolean[] DECORATION_CHARACTERS = new boolean[256];

    static {
        for (int c = 0; c < 256; c++) {
            DECORATION_CHARACTERS[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || Bytes.isDigit(c)
                    || c == ',' || c == '+' || c == '.' || c == '-' || c == '_' || c == ':';
        }
    }
}
