package io.tenure.gclog.findings;

import io.tenure.gclog.input.Line;
import java.util.ArrayList;
import java.util.List;

/**
 * Which {@link MarkerKind}s a line may hold, in one pass over its bytes: each literal is looked for
 * only where its anchor (its rarest pair of adjacent bytes) occurs, so a line without markers costs
 * one table look-up per byte instead of a substring search per literal. Exact: a literal that
 * occurs always shows its anchor, and every anchor hit is checked against the whole literal.
 */
final class MarkerFilter {
    /**
     * Bytes in falling order of frequency in a G1 {@code -Xlog:gc*} log (the benchmark log); a pair
     * of bytes later in this list, or not in it, is a rarer anchor. Only speed depends on it.
     */
    private static final String COMMON_FIRST = " se0[]:,ag.1oric2nuC()tdmp83hGf4\n56b97MSlvkAxWDR";

    private record Literal(byte[] bytes, int anchorOffset, int anchorPair, int kindBit) {
    }

    /** One bit per pair of bytes (65,536 bits) that anchors some literal. */
    private final long[] anchorPairs = new long[1 << 10];
    private final Literal[] literals;

    MarkerFilter(MarkerKind[] kinds) {
        if (kinds.length > Integer.SIZE) {
            throw new IllegalArgumentException("at most 32 kinds: " + kinds.length);
        }
        List<Literal> all = new ArrayList<>();
        for (MarkerKind kind : kinds) {
            for (String literal : kind.literals()) {
                if (literal.length() < 2 || !literal.chars().allMatch(c -> c < 0x80)) {
                    throw new IllegalArgumentException("a literal is two or more ASCII characters: '" + literal + "'");
                }
                int offset = rarestPair(literal);
                int pair = literal.charAt(offset) << 8 | literal.charAt(offset + 1);
                anchorPairs[pair >>> 6] |= 1L << pair;
                all.add(new Literal(literal.getBytes(java.nio.charset.StandardCharsets.US_ASCII), offset, pair,
                        1 << kind.ordinal()));
            }
        }
        this.literals = all.toArray(Literal[]::new);
    }

    private static int rarestPair(String literal) {
        int best = 0;
        int bestRarity = -1;
        for (int i = 0; i + 1 < literal.length(); i++) {
            int rarity = rarity(literal.charAt(i)) + rarity(literal.charAt(i + 1));
            if (rarity > bestRarity) {
                best = i;
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
        for (int i = start, last = line.end() - 1; i < last; i++) {
            int pair = (b[i] & 0xff) << 8 | (b[i + 1] & 0xff);
            if ((anchorPairs[pair >>> 6] & (1L << pair)) != 0) {
                mask |= verify(line, i - start, pair);
            }
        }
        return mask;
    }

    private int verify(Line line, int anchorAt, int pair) {
        int mask = 0;
        for (Literal literal : literals) {
            if (literal.anchorPair() == pair && holds(line, anchorAt - literal.anchorOffset(), literal.bytes())) {
                mask |= literal.kindBit();
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
