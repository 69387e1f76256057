package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Character tests shared by the hand-written matchers. Those that read text take a {@link Line},
 * never a {@code CharSequence}: tenure's JVM runs C1 alone (the launcher), which cannot inline a
 * call through an interface, and {@code CharSequence.charAt} for every character made the legacy
 * parse 13-19 % slower as a whole command (docs/PERFORMANCE.md). Text held as a String is read
 * through {@link Line#of}.
 */
final class Chars {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private Chars() {
    }

    /** {@code \s} of {@link java.util.regex.Pattern} without UNICODE_CHARACTER_CLASS. */
    static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /** {@code \d} of {@link java.util.regex.Pattern} without UNICODE_CHARACTER_CLASS. */
    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** {@link String#startsWith(String, int)} for a line. */
    static boolean startsWith(Line s, int at, String prefix) {
        return s.regionMatches(at, prefix);
    }

    /** Index of the first {@code c} at or after {@code from}, or -1; eight bytes per step in a {@link Line}. */
    static int indexOf(Line s, char c, int from) {
        if (c < 128) {
            return indexOf(s, (byte) c, from);
        }
        for (int i = from, n = s.length(); i < n; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** The "has a zero byte" test of Hacker's Delight on the bytes XOR-ed with {@code b}, as {@code LineReader} finds line ends. */
    private static int indexOf(Line line, byte b, int from) {
        byte[] bytes = line.buffer();
        int start = line.start();
        int end = line.end();
        long pattern = ONES * (b & 0xff);
        int i = start + Math.max(0, from);
        for (int last = end - Long.BYTES; i <= last; i += Long.BYTES) {
            long x = (long) LONGS.get(bytes, i) ^ pattern;
            long found = (x - ONES) & ~x & HIGHS;
            if (found != 0) {
                return i + (Long.numberOfTrailingZeros(found) >>> 3) - start; // the lowest flagged byte is exact
            }
        }
        for (; i < end; i++) {
            if (bytes[i] == b) {
                return i - start;
            }
        }
        return -1;
    }

    /** True when every character from {@code from} to the end is {@code \s}. */
    static boolean onlySpacesFrom(Line s, int from) {
        for (int i = from, n = s.length(); i < n; i++) {
            if (!isRegexSpace(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
