package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether any of a fixed set of ASCII strings occurs in a line, in one pass over it. Each string
 * is looked for only where its rarest character (by {@link #RARITY}) stands, so on ordinary
 * lines the pass is one table lookup per byte; the strings are compared only where their anchor
 * occurs.
 *
 * <p>The reader asks this before it cuts a line apart: when none of the interjection markers
 * occurs, {@link Interjections#find} has nothing to find, and the line can be matched whole
 * from its bytes.
 */
final class AnyOf {
    /**
     * Characters in the order of how seldom they appear in GC output (rarest first); each string's
     * anchor is its first character in this order. Only how fast the scan is depends on this order,
     * never what it answers.
     */
    static final String RARITY = "{zYbH-GMCSABEFILNOPRTUVWacdefghijklmnopqrstuvwxy:";

    private final String[] needles;
    /** For each anchor character: the needles anchored on it and the anchor's offset in each. */
    private final int[][] byAnchor = new int[128][];
    /** {@code byAnchor[c] != null}, as a table the scan reads without a reference load. */
    private final boolean[] isAnchor = new boolean[128];

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
        for (int c = 0; c < 128; c++) {
            if (!lists.get(c).isEmpty()) {
                byAnchor[c] = lists.get(c).stream().mapToInt(Integer::intValue).toArray();
                isAnchor[c] = true;
            }
        }
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
        for (int i = start, end = line.end(); i < end; i++) {
            int c = bytes[i];
            // a negative byte is not ASCII, and no anchor
            if (c >= 0 && isAnchor[c] && occursAt(line, i - start, byAnchor[c])) {
                return true;
            }
        }
        return false;
    }

    private boolean occursAt(Line line, int at, int[] candidates) {
        for (int k = 0; k < candidates.length; k += 2) {
            if (line.regionMatches(at - candidates[k + 1], needles[candidates[k]])) {
                return true;
            }
        }
        return false;
    }
}
