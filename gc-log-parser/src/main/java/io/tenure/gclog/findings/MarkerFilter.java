package io.tenure.gclog.findings;

import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.input.Line;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Which {@link MarkerKind}s a line may hold, looking at one pair of bytes in every {@code w - 1}
 * ({@code w} is the length of the shortest literal). Every literal has a <em>window</em>, its
 * rarest run of {@code w} bytes; wherever the literal occurs, its window covers {@code w - 1}
 * consecutive pairs, so exactly one of them ends on a multiple of {@code w - 1} and is looked at.
 * A pair that some window holds is checked against the whole literal at the place it implies.
 * Exact: every occurrence shows one of its window's pairs to the search, and every place found
 * is checked byte for byte.
 *
 * <p>The marker search looks at every line of the log. Looking at every pair (one table look-up
 * per byte) cost as much as the parse's whole decoding of the line; a
 * skip search whose shift depends on the last look-up (Wu and Manber's) waits on each look-up in
 * turn. Fixed steps are independent of each other, and on a G1 {@code -Xlog:gc*} log only about
 * one pair per line needs a check.
 */
final class MarkerFilter {
    /**
     * Bytes in falling order of frequency in a G1 {@code -Xlog:gc*} log (the benchmark log); a
     * window of bytes later in this list, or not in it, is rarer and needs fewer checks. Only
     * speed depends on it.
     */
    private static final String COMMON_FIRST = " se0[]:,ag.1oric2nuC()tdmp83hGf4\n56b97MSlvkAxWDR";
    /**
     * Buckets of pairs of bytes ({@link #bucket}): 4,096 rather than one per pair (65,536) so that
     * the table stays in the first-level cache; pairs sharing a bucket only cause more checks.
     */
    private static final int BUCKETS = 1 << 12;

    /** A literal to check where one of its window's pairs ends at {@code pairEnd} (its index in the literal). */
    private record Probe(byte[] bytes, int pairEnd, int kindBit) {
    }

    /** Distance between the pairs looked at: the length of the shortest literal, minus one. */
    private final int step;
    /** Per bucket, the probes of the window pairs in it; null for most. */
    private final Probe[][] probes = new Probe[BUCKETS][];

    MarkerFilter(MarkerKind[] kinds) {
        if (kinds.length > Integer.SIZE) {
            throw new IllegalArgumentException("at most 32 kinds: " + kinds.length);
        }
        int window = Integer.MAX_VALUE;
        for (MarkerKind kind : kinds) {
            for (String literal : kind.literals()) {
                if (literal.length() < 2 || !literal.chars().allMatch(c -> c < 0x80)) {
                    throw new IllegalArgumentException("a literal is two or more ASCII characters: '" + literal + "'");
                }
                window = Math.min(window, literal.length());
            }
        }
        this.step = window == Integer.MAX_VALUE ? 1 : window - 1;
        for (MarkerKind kind : kinds) {
            for (String literal : kind.literals()) {
                byte[] bytes = literal.getBytes(StandardCharsets.US_ASCII);
                int offset = rarestWindow(literal, window);
                for (int end = offset + 1; end < offset + window; end++) {
                    add(bucket(bytes[end - 1], bytes[end]), new Probe(bytes, end, 1 << kind.ordinal()));
                }
            }
        }
    }

    private void add(int bucket, Probe probe) {
        Probe[] old = probes[bucket];
        Probe[] grown = old == null ? new Probe[1] : Arrays.copyOf(old, old.length + 1);
        grown[grown.length - 1] = probe;
        probes[bucket] = grown;
    }

    /** The bucket of the pair of bytes {@code first, second} in {@link #probes}. */
    private static int bucket(byte first, byte second) {
        return ((first & 0xff) << 4 ^ (second & 0xff)) & (BUCKETS - 1);
    }

    /** Where the run of {@code length} bytes of {@code literal} with the rarest bytes starts. */
    private static int rarestWindow(String literal, int length) {
        int best = 0;
        int bestRarity = -1;
        for (int from = 0; from + length <= literal.length(); from++) {
            int rarity = 0;
            for (int i = from; i < from + length; i++) {
                rarity += rarity(literal.charAt(i));
            }
            if (rarity > bestRarity) {
                best = from;
                bestRarity = rarity;
            }
        }
        return best;
    }

    private static int rarity(char c) {
        int rank = COMMON_FIRST.indexOf(c);
        return rank < 0 ? COMMON_FIRST.length() : rank;
    }

    /** A bit set of the kinds (by ordinal) with a literal in {@code line}. */
    int kinds(Line line) {
        byte[] b = line.buffer();
        int start = line.start();
        int mask = 0;
        // a pair ends at every multiple of step (relative to the line's start); none ends at 0
        for (int i = start + step, end = line.end(); i < end; i += step) {
            Probe[] candidates = probes[bucket(b[i - 1], b[i])];
            if (candidates != null) {
                mask |= verify(line, i - start, candidates);
            }
        }
        return mask;
    }

    /** The kinds of {@code candidates} whose literal holds the pair ending at {@code pairEnd} (relative to the line). */
    private static int verify(Line line, int pairEnd, Probe[] candidates) {
        int mask = 0;
        for (Probe probe : candidates) {
            if (holds(line, pairEnd - probe.pairEnd(), probe.bytes())) {
                mask |= probe.kindBit();
            }
        }
        return mask;
    }

    private static boolean holds(Line line, int at, byte[] literal) {
        if (at < 0 || at + literal.length > line.length()) {
            return false;
        }
        byte[] b = line.buffer();
        for (int i = 0, from = line.start() + at; i < literal.length; i++) {
            if (b[from + i] != literal[i]) {
                return false;
            }
        }
        return true;
    }
}
