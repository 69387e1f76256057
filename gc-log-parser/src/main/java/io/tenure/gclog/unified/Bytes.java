package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/**
 * Number parsing straight from a {@link Line}'s bytes, so the hot path never builds a String.
 * Offsets are relative to the line's start; {@code to} is exclusive. Every method reports bad
 * input by a sentinel ({@code -1} or {@code NaN}), never by throwing: the caller turns that into
 * an unparsed-line diagnostic.
 */
final class Bytes {
    /** Values above this are treated as malformed rather than risking overflow. */
    private static final long MAX_DIGITS_VALUE = Long.MAX_VALUE / 10 - 10;

    private Bytes() {
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** A run of decimal digits as a non-negative long; -1 when empty, not all digits, or too large. */
    static long digits(Line line, int from, int to) {
        if (from >= to || from < 0 || to > line.length()) {
            return -1;
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            int c = line.byteAt(i);
            if (!isDigit(c) || value > MAX_DIGITS_VALUE) {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    /** Index of the first non-digit at or after {@code from} (or {@code to}). */
    static int skipDigits(Line line, int from, int to) {
        int i = from;
        while (i < to && isDigit(line.byteAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * A decimal such as {@code 7.033}, {@code 5,526} (JVMs running in a comma-decimal locale) or
     * {@code 12}; {@code NaN} when malformed. Negative values ({@code -0.0}) are malformed too.
     */
    static double decimal(Line line, int from, int to) {
        if (from >= to || from < 0 || to > line.length()) {
            return Double.NaN;
        }
        long whole = 0;
        long fraction = 0;
        long scale = 1;
        boolean seenSeparator = false;
        boolean seenDigit = false;
        for (int i = from; i < to; i++) {
            int c = line.byteAt(i);
            if (isDigit(c)) {
                seenDigit = true;
                if (seenSeparator) {
                    if (scale < 1_000_000_000_000L) {
                        fraction = fraction * 10 + (c - '0');
                        scale *= 10;
                    }
                } else {
                    if (whole > MAX_DIGITS_VALUE) {
                        return Double.NaN;
                    }
                    whole = whole * 10 + (c - '0');
                }
            } else if ((c == '.' || c == ',') && !seenSeparator) {
                seenSeparator = true;
            } else {
                return Double.NaN;
            }
        }
        if (!seenDigit) {
            return Double.NaN;
        }
        // one division of exact integers gives the correctly rounded value (4.512, not 4.5120000000000005)
        return whole < Long.MAX_VALUE / scale - 1 ? (whole * scale + fraction) / (double) scale
                : whole + (double) fraction / scale;
    }

    /**
     * A memory size with its unit, {@code 25M}, {@code 3644K}, {@code 512B}, {@code 1G}, as bytes;
     * -1 when malformed. HotSpot's units are binary (K = 1024).
     */
    static long sizeBytes(Line line, int from, int to) {
        if (to - from < 2) {
            return -1;
        }
        long multiplier = unitMultiplier(line.byteAt(to - 1));
        if (multiplier < 0) {
            return -1;
        }
        double value = decimal(line, from, to - 1);
        if (Double.isNaN(value) || value * multiplier > Long.MAX_VALUE / 2.0) {
            return -1;
        }
        return Math.round(value * multiplier);
    }

    private static long unitMultiplier(int unit) {
        switch (unit) {
            case 'B':
                return 1;
            case 'K':
                return 1L << 10;
            case 'M':
                return 1L << 20;
            case 'G':
                return 1L << 30;
            case 'T':
                return 1L << 40;
            default:
                return -1;
        }
    }

    /** Index of the last occurrence of {@code c} in {@code [from, to)}, or -1. */
    static int lastIndexOf(Line line, char c, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (line.byteAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** Text of {@code [from, to)} for the values that are kept (names, causes). */
    static String text(Line line, int from, int to) {
        return from >= to ? "" : line.subSequence(from, to).toString();
    }
}
