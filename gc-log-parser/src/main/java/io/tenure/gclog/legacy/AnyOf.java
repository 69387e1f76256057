package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether any of a fixed set of ASCII strings occurs in a line, in one pass over it. Each string
 * is looked for only where its anchor stands, its rarest character by {@link #RARITY}; the pass
 * tests eight bytes at a time for the few anchor characters (the "has a zero byte" test of
 * Hacker's Delight, as {@code LineReader} finds line ends), and compares strings only where an
 * anchor occurs.
 *
 * <p>The reader asks this before it cuts a line apart: when none of the interjection markers
 * occurs, {@link Interjections#find} has nothing to find, and the line can be matched whole
 * from its bytes.
 */
final class AnyOf {
    /**
     * Characters in the order of how seldom they appear in GC output (rarest first); each string's
     * anchor is its first character in this order. The interjection markers all hold one of the
     * first four, which the detail lines of a G1 log seldom do. Only how fast the scan is depends
     * on this order, never what it answers.
     */
    static final String RARITY = "zb-G{YHMCSABEFILNOPRTUVWacdefghijklmnopqrstuvwxy:";

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private final String[] needles;
    /** For each anchor character: the needles anchored on it and the anchor's offset in each. */
    private final int[][] byAnchor = new int[128][];
    /** Each anchor character repeated in the eight bytes of a long. */
    private final long[] anchorWords;

    AnyOf(List<String> needles) {
        this.needles = needles.toArray(new String[0]);
        List<List<Integer>> lists = new ArrayList<>();
        for (int c = 0; c < 128; c++) {
            lists.add(new ArrayList<>());
        }
        for (int k = 0; k < this.needles.length; k++) {
            String needle = this.needles[k];
            int anchor = anchorOf(needle);
            lists.get(needle.charAt(anchor)).add(k);
            lists.get(needle.charAt(anchor)).add(anchor);
        }
        List<Long> words = new ArrayList<>();
        for (int c = 0; c < 128; c++) {
            if (!lists.get(c).isEmpty()) {
                byAnchor[c] = lists.get(c).stream().mapToInt(Integer::intValue).toArray();
                words.add(ONES * c);
            }
        }
        anchorWords = words.stream().mapToLong(Long::longValue).toArray();
    }

    private static int anchorOf(String needle) {
        if (needle.isEmpty() || !needle.chars().allMatch(c -> c < 128)) {
            throw new IllegalArgumentException("not a non-empty ASCII string: '" + needle + "'");
        }
        for (int r = 0; r < RARITY.length(); r++) {
            int at = needle.indexOf(RARITY.charAt(r));
            if (at >= 0) {
                return at;
            }
        }
        return 0;
    }

    /** True when one of the strings occurs somewhere in {@code line}. */
    boolean occursIn(Line line) {
        byte[] bytes = line.buffer();
        int start = line.start();
        int end = line.end();
        int i = start;
        for (int last = end - Long.BYTES; i <= last; i += Long.BYTES) {
            long word = (long) LONGS.get(bytes, i);
            long flagged = 0;
            for (long anchor : anchorWords) {
                long x = word ^ anchor;
                flagged |= (x - ONES) & ~x;
            }
            flagged &= HIGHS;
            // every byte equal to an anchor is flagged, and maybe a few others: each is looked at
            while (flagged != 0) {
                int at = i + (Long.numberOfTrailingZeros(flagged) >>> 3);
                if (occursAt(line, bytes[at], at - start)) {
                    return true;
                }
                flagged &= flagged - 1;
            }
        }
        for (; i < end; i++) {
            if (occursAt(line, bytes[i], i - start)) {
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
        for (int k = 0; k < candidates.length; k += 2) {
            if (line.regionMatches(at - candidates[k + 1], needles[candidates[k]])) {
                return true;
            }
        }
        return false;
    }
}
