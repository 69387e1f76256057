package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;

/**
 * Memory sizes as HotSpot JDK 6-8 prints them: {@code 1024K} (Serial, Parallel, CMS), or
 * {@code 71.1M}, {@code 0.0B}, {@code 11.3G} (G1), possibly with a comma decimal separator.
 */
final class Sizes {
    private static final double MAX_BYTES = 0x1p50;

    private Sizes() {
    }

    /** Result slots of {@link #size}: the value in bytes and the index after the token. */
    static final class Cursor {
        long bytes;
        int end;
    }

    /**
     * Reads a size token at {@code i}: digits, optional decimal part, unit letter.
     *
     * @return true when one was read (then {@code cursor} holds bytes and end)
     */
    static boolean size(Line s, int i, Cursor cursor) {
        int n = s.length();
        int k = i;
        long digits = 0; // read on the way, so the figure is not read twice
        while (k < n && Stamps.isDigit(s.charAt(k))) {
            digits = digits * 10 + (s.charAt(k) - '0');
            k++;
        }
        if (k == i || k - i > 15) {
            return false;
        }
        int numberEnd = k;
        int fractionDigits = 0;
        if (k + 1 < n && (s.charAt(k) == '.' || s.charAt(k) == ',') && Stamps.isDigit(s.charAt(k + 1))) {
            k++;
            while (k < n && Stamps.isDigit(s.charAt(k))) {
                digits = digits * 10 + (s.charAt(k) - '0'); // wraps past 18 digits: then not used
                fractionDigits++;
                k++;
            }
            numberEnd = k;
        }
        if (k >= n) {
            return false;
        }
        long unit = unit(s.charAt(k));
        if (unit == 0) {
            return false;
        }
        int integerDigits = fractionDigits == 0 ? numberEnd - i : numberEnd - i - fractionDigits - 1;
        double figure = integerDigits + fractionDigits <= Stamps.EXACT_DIGITS ? Stamps.decimal(digits, fractionDigits)
                : Stamps.decimal(s, i, numberEnd);
        double bytes = figure * unit;
        if (!(bytes <= MAX_BYTES)) {
            return false; // no heap is this large: corrupt input, and sums of such values would overflow
        }
        cursor.bytes = Math.round(bytes);
        cursor.end = k + 1;
        return true;
    }

    private static long unit(char c) {
        return switch (c) {
            case 'B' -> 1L;
            case 'K' -> 1L << 10;
            case 'M' -> 1L << 20;
            case 'G' -> 1L << 30;
            case 'T' -> 1L << 40;
            default -> 0L;
        };
    }

    /** {@code 123K} etc. as bytes, or -1 when the text is not a size. */
    static long parse(String token) {
        Cursor c = new Cursor();
        return size(Line.of(token), 0, c) && c.end == token.length() ? c.bytes : -1;
    }
}
