package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/**
 * Reads the line that ends a ZGC cycle: {@code Garbage Collection (Warmup) 208M(20%)->164M(16%)}
 * (non-generational, JDK 11-23), {@code Minor Collection (Allocation Rate) 42M(66%)->38M(59%)
 * 0.004s} (generational, JDK 21+, with the cycle's wall-clock length). The name keeps the cause
 * in parentheses; the percentages (of the heap's capacity) are dropped.
 *
 * <p>The line that starts a cycle has the same name and no heap: {@link #isEnd} tells them apart.
 */
final class ZgcCycleLine {
    String name;
    long heapBeforeBytes;
    long heapAfterBytes;
    /** NaN when the line gives no duration (JDK 11-17). */
    double durationMs;
    String failure;

    /** Whether the cycle line at {@code subjectStart} carries a heap transition, i.e. ends the cycle. */
    static boolean isEnd(Line line, int subjectStart) {
        return line.indexOf("->", subjectStart) >= 0;
    }

    /**
     * The cause in a start line, {@code Garbage Collection (Allocation Rate)}: what is between the first
     * parenthesis and the last ({@code (System.gc())} holds one of its own), or null.
     */
    static String cause(Line line, int subjectStart) {
        int open = line.indexOf("(", subjectStart);
        int close = open < 0 ? -1 : Bytes.lastIndexOf(line, ')', open, line.length());
        return close > open + 1 ? Bytes.text(line, open + 1, close) : null;
    }

    boolean parse(Line line, int subjectStart) {
        int n = line.length();
        int arrow = line.indexOf("->", subjectStart);
        int beforeStart = Bytes.lastIndexOf(line, ' ', subjectStart, arrow) + 1;
        if (arrow < 0 || beforeStart <= subjectStart) {
            failure = "no heap transition";
            return false;
        }
        heapBeforeBytes = Bytes.sizeBytes(line, beforeStart, sizeEnd(line, beforeStart, arrow));
        int afterStart = arrow + 2;
        int afterEnd = line.indexOf(' ', afterStart);
        if (afterEnd < 0) {
            afterEnd = n;
        }
        heapAfterBytes = Bytes.sizeBytes(line, afterStart, sizeEnd(line, afterStart, afterEnd));
        if (heapBeforeBytes < 0 || heapAfterBytes < 0) {
            failure = "bad heap size";
            return false;
        }
        durationMs = Double.NaN;
        if (afterEnd < n) {
            // " 0.004s": the cycle's length in seconds
            if (line.byteAt(n - 1) != 's' || afterEnd + 2 >= n) {
                failure = "unexpected text after the heap";
                return false;
            }
            double seconds = Bytes.decimal(line, afterEnd + 1, n - 1);
            if (Double.isNaN(seconds)) {
                failure = "bad duration";
                return false;
            }
            durationMs = seconds * 1000;
        }
        name = Bytes.text(line, subjectStart, beforeStart - 1);
        return true;
    }

    /** Where {@code 208M} ends in {@code 208M(20%)}. */
    private static int sizeEnd(Line line, int from, int to) {
        int open = line.indexOf("(", from);
        return open >= 0 && open < to ? open : to;
    }
}
