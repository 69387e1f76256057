package io.tenure.gclog.legacy;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finds output that another thread or another flag printed into the middle of a line: a CMS or
 * G1 concurrent phase ({@code [GC (Allocation Failure) 12.3: [ParNew12.4: [CMS-concurrent-mark: 0.1/0.2 secs]}),
 * G1 ergonomics, a heap-at-GC block or free-list statistics starting after a record's text.
 * The caller cuts the interjection out, handles it as a line of its own, and goes on with the
 * rest.
 */
final class Interjections {
    /** Interjections that are one bracket, optionally followed by {@code [Times: ...]}. */
    private static final String[] BRACKETED = {"[CMS-concurrent-", "[GC concurrent-", "[G1Ergonomics"};
    /** Interjections that run to the end of the line (their block continues on the next lines). */
    private static final String[] TO_END_OF_LINE = {"{Heap before GC", "Heap after GC", "Before GC:", "After GC:",
        "AdaptiveSizePolicy::", "AdaptiveSizeStart:", " CMS: abort preclean"};

    /** Every marker: {@link #find} finds nothing in a line that holds none of them. */
    static final List<String> MARKERS = Stream.of(BRACKETED, TO_END_OF_LINE).flatMap(Arrays::stream).toList();

    /** Bounds of the interjection found by {@link #find}. */
    int start;
    int end;

    private final Stamps stamps = new Stamps();

    /**
     * Looks for an interjection in {@code line} that does not make up the whole line.
     *
     * @return true when one was found; {@link #start}/{@link #end} delimit it, stamps included
     */
    boolean find(String line) {
        // String.indexOf per marker (a vectorised intrinsic) instead of a walk over every
        // character: most lines hold no marker, and this was 45 % of the legacy parse (JFR).
        int best = -1;
        boolean bracketed = false;
        for (String marker : BRACKETED) {
            int at = line.indexOf(marker);
            if (at >= 0 && (best < 0 || at < best)) {
                best = at;
                bracketed = true;
            }
        }
        for (String marker : TO_END_OF_LINE) {
            // not at the start of the line, and no letter before it: PSAdaptiveSizePolicy:: at the
            // start of a line of its own is that line, not an interjection
            int at = line.indexOf(marker, 1);
            while (at > 0 && Character.isLetter(line.charAt(at - 1))) {
                at = line.indexOf(marker, at + 1);
            }
            if (at > 0 && (best < 0 || at < best)) {
                best = at;
                bracketed = false;
            }
        }
        if (best < 0) {
            return false;
        }
        start = stampsBefore(line, best);
        end = bracketed ? bracketEnd(line, best) : line.length();
        if (start == 0 && end == line.length()) {
            return false; // the whole line is the interjection: it is handled as a line
        }
        return true;
    }

    /** Moves back from {@code marker} over the uptime and date stamps printed just before it. */
    private int stampsBefore(String line, int marker) {
        int from = marker;
        int hash = gcIdBefore(line, marker);
        if (hash >= 0) {
            marker = hash; // -XX:+PrintGCID puts "#12: " between the stamps and the bracket
            from = hash;
        }
        for (int candidate = Math.max(0, marker - 48); candidate < marker; candidate++) {
            if (candidate > 0 && Stamps.isDigit(line.charAt(candidate - 1))) {
                continue; // stamps start at a number boundary
            }
            if (Stamps.isDigit(line.charAt(candidate))) {
                stamps.read(line, candidate);
                if (stamps.end() == marker) {
                    return candidate;
                }
            }
        }
        return from;
    }

    /** Start of a {@code #12: } that ends at {@code marker}, or -1. */
    private static int gcIdBefore(String line, int marker) {
        if (marker < 4 || line.charAt(marker - 1) != ' ' || line.charAt(marker - 2) != ':') {
            return -1;
        }
        int i = marker - 3;
        while (i >= 0 && Stamps.isDigit(line.charAt(i))) {
            i--;
        }
        return i >= 0 && i < marker - 3 && line.charAt(i) == '#' ? i : -1;
    }

    /** End of the bracket opened at {@code open}, plus a following {@code [Times: ...]}. */
    private static int bracketEnd(String line, int open) {
        int depth = 0;
        int i = open;
        for (; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']' && --depth == 0) {
                i++;
                break;
            }
        }
        if (line.startsWith(" [Times:", i)) {
            int close = line.indexOf(']', i);
            if (close > 0) {
                i = close + 1;
            }
        }
        return Math.min(i, line.length());
    }
}
