package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;

/**
 * The two lines with data that close every pause of a G1 {@code -XX:+PrintGCDetails} log, read
 * by hand: the memory summary ({@link LegacyRule#G1_MEMORY}) and the times
 * ({@link LegacyRule#TIMES}). Each is one line in twenty-three of such a log, and the patterns'
 * backtracking over ten {@code \S+} groups was a quarter of the legacy parse (JFR). They read a
 * {@link Line}, so the reader asks them of a line's bytes before it makes a String.
 *
 * <p>Each answers only for the shape G1 prints, and there exactly as the rule's pattern would;
 * for any other line it declines and the line goes the regular way (classify, then the
 * pattern). {@code G1DetailLinesTest} checks both against the patterns on generated and corpus
 * lines.
 */
final class G1DetailLines {
    private static final String TIMES_START = " [Times: user=";
    /** The text after each of the memory summary's ten figures. */
    private static final String[] MEMORY_TEXT_AFTER = {"(", ")->", "(", ") Survivors: ", "->", " Heap: ", "(", ")->", "(", ")]"};

    private G1DetailLines() {
    }

    /**
     * The {@code real=} seconds of {@code  [Times: user=0.11 sys=0.02, real=0.07 secs] }, for a
     * line that starts with one space and {@code [Times: } (so TIMES is the first rule classify
     * tries on it); NaN when TIMES's pattern does not match the line.
     */
    static double timesReal(Line s) {
        if (!Chars.startsWith(s, 0, TIMES_START)) {
            return Double.NaN;
        }
        // \S+ cannot hold the space each next literal starts with: it is the whole run of non-spaces
        int i = nonSpaceRunEnd(s, TIMES_START.length());
        if (i < 0 || !Chars.startsWith(s, i, " sys=")) {
            return Double.NaN;
        }
        i = nonSpaceRunEnd(s, i + " sys=".length());
        if (i < 0 || !Chars.startsWith(s, i, " real=")) {
            return Double.NaN;
        }
        int from = i + " real=".length();
        int separator = digitRunEnd(s, from);
        if (separator < 0 || separator >= s.length() || s.charAt(separator) != '.' && s.charAt(separator) != ',') {
            return Double.NaN;
        }
        int to = digitRunEnd(s, separator + 1);
        if (to < 0 || !Chars.startsWith(s, to, " secs]") || !Chars.onlySpacesFrom(s, to + " secs]".length())) {
            return Double.NaN;
        }
        return Stamps.decimal(s, from, to);
    }

    /**
     * The figures of {@code    [Eden: 204.0M(204.0M)->0.0B(178.0M) Survivors: 0.0B->26.0M Heap: 204.0M(4096.0M)->43.6M(4096.0M)]},
     * indented by one to three spaces (as G1_MEMORY's prefixes require) and followed by nothing
     * but spaces, or null. Its ten figures must each be a size as {@link Sizes#size} reads it: then
     * none holds a space, a parenthesis or an arrow, the pattern's {@code \S+} groups can only
     * split the line at these same places, and what it would give {@link Sizes#parse} is what
     * is read here.
     */
    static G1MemorySummary memory(Line s, Sizes.Cursor cursor) {
        int i = 0;
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        if (i < 1 || i > 3 || !Chars.startsWith(s, i, "[Eden: ")) {
            return null;
        }
        i += "[Eden: ".length();
        long[] figures = new long[MEMORY_TEXT_AFTER.length];
        for (int k = 0; k < figures.length; k++) {
            if (!Sizes.size(s, i, cursor) || !Chars.startsWith(s, cursor.end, MEMORY_TEXT_AFTER[k])) {
                return null;
            }
            figures[k] = cursor.bytes;
            i = cursor.end + MEMORY_TEXT_AFTER[k].length();
        }
        if (!Chars.onlySpacesFrom(s, i)) {
            return null;
        }
        return new G1MemorySummary(figures[0], figures[2], figures[3], figures[4], figures[5], figures[6], figures[8],
                figures[9]);
    }

    /** End of the run of {@code \S} characters at {@code from}, or -1 when there is none. */
    private static int nonSpaceRunEnd(Line s, int from) {
        int i = from;
        while (i < s.length() && !Chars.isRegexSpace(s.charAt(i))) {
            i++;
        }
        return i > from ? i : -1;
    }

    /** End of the run of digits at {@code from}, or -1 when there is none. */
    private static int digitRunEnd(Line s, int from) {
        int i = from;
        while (i < s.length() && Chars.isDigit(s.charAt(i))) {
            i++;
        }
        return i > from ? i : -1;
    }
}
