package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether any of a fixed set of ASCII strings occurs in a line, in one pass over it. Each string
 * is looked for only where its anchor stands: the first of {@link #ANCHORS} it holds. The pass
 * tests eight bytes at a time for the four anchor characters (the "has a zero byte" test of
 * Hacker's Delight, as {@code LineReader} finds line ends) and compares strings only where an
 * anchor occurs.
 *
 * <p>The reader asks this before it cuts a line apart: when none of the interjection markers
 * occurs, {@link Interjections#find} has nothing to find, and the line can be matched whole
 * from its bytes.
 */
final class AnyOf {
    /**
     * The anchor characters, rarest first in the detail lines of G1 logs (which are most of the
     * lines scanned); every interjection marker holds one. Four, as constants, so the test of a
     * word is sixteen operations the JIT does not need to loop over. Only how fast the scan is
     * depends on them, never what it answers.
     */
    static final String ANCHORS = "zb-G";

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long ANCHOR_0 = ONES * ANCHORS.charAt(0);
    private static final long ANCHOR_1 = ONES * ANCHORS.charAt(1);
    private static final long ANCHOR_2 = ONES * ANCHORS.charAt(2);
    private static final long ANCHOR_3 = ONES * ANCHORS.charAt(3);

    private final String[] needles;
    /**
     * For each anchor character, four ints per needle anchored on it: the needle's index, the
     * anchor's offset in it, and the characters just before and after the anchor (-1 at an end),
     * which rule out most places an anchor occurs before the needle is compared.
     */
    private final int[][] byAnchor = new int[128][];

    /** @throws IllegalArgumentException for a string that is not ASCII or holds no anchor character */
    AnyOf(List<String> needles) {
        this.needles = needles.toArray(new String[0]);
        List<List<Integer>> lists = new ArrayList<>();
        for (int c = 0; c < 128; c++) {
            lists.add(new ArrayList<>());
        }
        for (int k = 0; k < this.needles.length; k++) {
            String needle = this.needles[k];
            int anchor = anchorOf(needle);
            List<Integer> list = lists.get(needle.charAt(anchor));
            list.add(k);
            list.add(anchor);
            list.add(anchor > 0 ? needle.charAt(anchor - 1) : -1);
            list.add(anchor + 1 < needle.length() ? needle.charAt(anchor + 1) : -1);
        }
        for (int c = 0; c < 128; c++) {
            if (!lists.get(c).isEmpty()) {
                byAnchor[c] = lists.get(c).stream().mapToInt(Integer::intValue).toArray();
            }
        }
    }

    private static int anchorOf(String needle) {
        if (!needle.chars().allMatch(c -> c < 128)) {
            throw new IllegalArgumentException("not ASCII: '" + needle + "'");
        }
        for (int r = 0; r < ANCHORS.length(); r++) {
            int at = needle.indexOf(ANCHORS.charAt(r));
            if (at >= 0) {
                return at;
            }
        }
        throw new IllegalArgumentException("'" + needle + "' holds none of the anchor characters " + ANCHORS);
    }

    /** True when one of the strings occurs somewhere in {@code line}. */
    boolean occursIn(Line line) {
        byte[] bytes = line.buffer();
        int start = line.start();
        int end = line.end();
        int i = start;
        if (end - start < Long.BYTES) {
            for (; i < end; i++) {
                if (occursAt(line, bytes[i], i - start)) {
                    return true;
                }
            }
            return false;
        }
        for (int last = end - Long.BYTES; i <= last; i += Long.BYTES) {
            if (occursIn(line, i, flagged(bytes, i))) {
                return true;
            }
        }
        if (i < end) {
            // the last eight bytes, less those already looked at
            int from = end - Long.BYTES;
            return occursIn(line, from, flagged(bytes, from) & -1L << ((i - from) << 3));
        }
        return false;
    }

    /**
     * Index (in the line) of the first {@code stop} at or after {@code from} when none of the
     * strings occurs with its anchor in between, the line's length when there is no {@code stop}
     * and none occurs after {@code from}, or -1 when one occurs first. One pass where finding the
     * stop and then asking {@link #occursIn} would be two: for a G1 phase detail line, the reader
     * looks for its closing bracket and for the markers at once.
     *
     * @param stop an ASCII character on which none of the strings is anchored
     */
    int indexOfUnlessOccurs(Line line, int from, char stop) {
        if (stop >= 128 || byAnchor[stop] != null) {
            throw new IllegalArgumentException("not an ASCII character no string is anchored on: '" + stop + "'");
        }
        byte[] bytes = line.buffer();
        int start = line.start();
        int end = line.end();
        long stops = ONES * stop;
        int i = start + Math.max(0, from);
        for (int last = end - Long.BYTES; i <= last; i += Long.BYTES) {
            // flagged(bytes, i) with the stop as a fifth character, the word read once (C1 inlines no call this large)
            long word = (long) LONGS.get(bytes, i);
            long x0 = word ^ ANCHOR_0;
            long x1 = word ^ ANCHOR_1;
            long x2 = word ^ ANCHOR_2;
            long x3 = word ^ ANCHOR_3;
            long x4 = word ^ stops;
            long flagged = ((x0 - ONES) & ~x0 | (x1 - ONES) & ~x1 | (x2 - ONES) & ~x2 | (x3 - ONES) & ~x3 | (x4 - ONES) & ~x4) & HIGHS;
            // every byte equal to the stop or an anchor is flagged; the others flagged are passed over
            for (long f = flagged; f != 0; f &= f - 1) {
                int at = i + (Long.numberOfTrailingZeros(f) >>> 3);
                int found = stopOrOccurrence(line, bytes[at], at - start, stop);
                if (found != 0) {
                    return found > 0 ? at - start : -1;
                }
            }
        }
        for (; i < end; i++) {
            int found = stopOrOccurrence(line, bytes[i], i - start, stop);
            if (found != 0) {
                return found > 0 ? i - start : -1;
            }
        }
        return end - start;
    }

    /** 1 when {@code c} at {@code at} is the stop, -1 when a string occurs anchored there, else 0. */
    private int stopOrOccurrence(Line line, byte c, int at, char stop) {
        if (c == stop) {
            return 1;
        }
        return occursAt(line, c, at) ? -1 : 0;
    }

    /**
     * The high bit of each byte of the word at {@code i} that equals an anchor character, and
     * maybe of a few others (a borrow can flag a byte above a true match): each is looked at.
     */
    private static long flagged(byte[] bytes, int i) {
        long word = (long) LONGS.get(bytes, i);
        long x0 = word ^ ANCHOR_0;
        long x1 = word ^ ANCHOR_1;
        long x2 = word ^ ANCHOR_2;
        long x3 = word ^ ANCHOR_3;
        return ((x0 - ONES) & ~x0 | (x1 - ONES) & ~x1 | (x2 - ONES) & ~x2 | (x3 - ONES) & ~x3) & HIGHS;
    }

    /** True when a string occurs anchored at one of the bytes {@code flagged} in the word at {@code i}. */
    private boolean occursIn(Line line, int i, long flagged) {
        byte[] bytes = line.buffer();
        for (long f = flagged; f != 0; f &= f - 1) {
            int at = i + (Long.numberOfTrailingZeros(f) >>> 3);
            if (occursAt(line, bytes[at], at - line.start())) {
                return true;
            }
        }
        return false;
    }

    /** True when a string anchored on {@code c} occurs with its anchor at {@code at}. */
    private boolean occursAt(Line line, byte c, int at) {
        int[] candidates = c >= 0 ? byAnchor[c] : null; // a negative byte is not ASCII, and no anchor
        if (candidates == null) {
            return false;
        }
        for (int k = 0; k < candidates.length; k += 4) {
            int before = candidates[k + 2];
            int after = candidates[k + 3];
            if ((before < 0 || at > 0 && line.byteAt(at - 1) == before)
                    && (after < 0 || at + 1 < line.length() && line.byteAt(at + 1) == after)
                    && line.regionMatches(at - candidates[k + 1], needles[candidates[k]])) {
                return true;
            }
        }
        return false;
    }
}
