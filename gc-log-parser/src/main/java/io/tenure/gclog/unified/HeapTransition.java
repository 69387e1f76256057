package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/**
 * Reads one occupancy transition token in place: {@code 25M->4M(256M)},
 * {@code 3371K(10944K)->0K(11008K)} (JDK 21+ generations, capacity before and after) or G1's
 * region counts {@code 14->0(8)} (unit-less). Reusable; fields hold the last successful parse,
 * {@code -1} for an absent capacity.
 */
final class HeapTransition {
    long before;
    long after;
    long capacityAfter;

    /**
     * Parses {@code [from, to)}.
     *
     * @param units true for sizes with a unit ({@code 25M}), false for plain counts
     * @return false when the token is not a transition
     */
    boolean parse(Line line, int from, int to, boolean units) {
        int arrow = line.indexOf("->", from);
        if (arrow < 0 || arrow >= to) {
            return false;
        }
        int beforeEnd = arrow;
        if (arrow > from && line.byteAt(arrow - 1) == ')') {
            int open = Bytes.lastIndexOf(line, '(', from, arrow);
            if (open < 0) {
                return false;
            }
            beforeEnd = open; // capacity before the collection: not needed
        }
        before = value(line, from, beforeEnd, units);
        int afterStart = arrow + 2;
        int open = line.indexOf('(', afterStart);
        if (open >= 0 && open < to) {
            int close = line.indexOf(')', open);
            if (close < 0 || close >= to) {
                return false;
            }
            after = value(line, afterStart, open, units);
            capacityAfter = value(line, open + 1, close, units);
            if (capacityAfter < 0) {
                return false;
            }
        } else {
            after = value(line, afterStart, to, units);
            capacityAfter = -1;
        }
        return before >= 0 && after >= 0;
    }

    private static long value(Line line, int from, int to, boolean units) {
        return units ? Bytes.sizeBytes(line, from, to) : Bytes.digits(line, from, to);
    }
}
