package io.tenure.gclog.unified;

import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.input.Line;

/**
 * The figures of one generational ZGC minor collection ({@code y:} lines) that make it a young
 * collection with a survival rate. ZGC collects while the application allocates, so its
 * {@code Minor Collection 18M->42M} line mixes what the collection freed with what was allocated
 * meanwhile. Its statistics tables tell them apart: the heap and the young generation in use at
 * mark start (the snapshot the collection works on), and what it reclaimed and promoted by
 * relocate end. A stop-the-world collection at mark start would have left
 * {@code heapUsed(mark start) − reclaimed} in the heap and {@code youngUsed(mark start) −
 * reclaimed − promoted} in the young generation: those are the before/after pairs, so
 * DESIGN.md's survival over consecutive minor collections is the heap's net growth per byte
 * allocated between their mark starts. ZGC writes these tables in whole megabytes.
 */
final class ZgcMinorCycle {
    private static final int NONE = 0;
    private static final int HEAP_TABLE = 1;
    private static final int YOUNG_TABLE = 2;

    private long gcId = -1;
    private int table;
    private long heapUsedAtMarkStart;
    private long youngUsedAtMarkStart;
    private long youngReclaimed;
    private long youngPromoted;

    /** Starts collecting the tables of minor collection {@code id}. */
    void begin(long id) {
        gcId = id;
        table = NONE;
        heapUsedAtMarkStart = -1;
        youngUsedAtMarkStart = -1;
        youngReclaimed = -1;
        youngPromoted = -1;
    }

    long gcId() {
        return gcId;
    }

    /**
     * A {@link LineRule#ZGC_STATISTICS} line: a table's title or one of its rows. Lines of other
     * collections, of the old generation or of rows tenure does not need are accepted and ignored;
     * false only for a row of the open table whose figures do not read.
     */
    boolean statistics(Line line, long id, int p) {
        if (id != gcId || line.byteAt(classifierMarker(line, p)) != 'y') {
            return true;
        }
        int i = p;
        while (i < line.length() && line.byteAt(i) == ' ') {
            i++;
        }
        if (line.regionMatches(i, "Heap Statistics:")) {
            table = HEAP_TABLE;
            return true;
        }
        if (line.regionMatches(i, "Young Generation Statistics:")) {
            table = YOUNG_TABLE;
            return true;
        }
        if (line.regionMatches(i, "Old Generation Statistics:")) {
            table = NONE;
            return true;
        }
        if (table == NONE) {
            return true;
        }
        if (line.regionMatches(i, "Used:")) {
            long markStart = firstSize(line, i + "Used:".length());
            if (markStart < 0) {
                return false;
            }
            if (table == HEAP_TABLE) {
                heapUsedAtMarkStart = markStart;
            } else {
                youngUsedAtMarkStart = markStart;
            }
            return true;
        }
        if (table == YOUNG_TABLE && (line.regionMatches(i, "Reclaimed:") || line.regionMatches(i, "Promoted:"))) {
            long relocateEnd = lastSize(line, line.indexOf(':', i) + 1);
            if (relocateEnd < 0) {
                return false;
            }
            if (line.byteAt(i) == 'R') {
                youngReclaimed = relocateEnd;
            } else {
                youngPromoted = relocateEnd;
            }
        }
        return true;
    }

    /** The heap as if the collection had stopped the world at mark start, or null when a figure is missing. */
    MemoryChange heap() {
        if (heapUsedAtMarkStart < 0 || youngReclaimed < 0 || youngReclaimed > heapUsedAtMarkStart) {
            return null;
        }
        return MemoryChange.of(heapUsedAtMarkStart, heapUsedAtMarkStart - youngReclaimed);
    }

    /** The young generation likewise, or null. */
    MemoryChange young() {
        if (youngUsedAtMarkStart < 0 || youngReclaimed < 0 || youngPromoted < 0
                || youngReclaimed + youngPromoted > youngUsedAtMarkStart) {
            return null;
        }
        return MemoryChange.of(youngUsedAtMarkStart, youngUsedAtMarkStart - youngReclaimed - youngPromoted);
    }

    void end() {
        gcId = -1;
        table = NONE;
    }

    /** Where the {@code y:} marker is: the two bytes before the subject. */
    private static int classifierMarker(Line line, int subjectStart) {
        return Math.max(0, subjectStart - 3);
    }

    /** The first {@code 30M} of a row such as {@code 30M (47%)  36M (56%) ...}; -1 when the row starts otherwise. */
    private static long firstSize(Line line, int from) {
        int i = from;
        while (i < line.length() && line.byteAt(i) == ' ') {
            i++;
        }
        int end = line.indexOf(' ', i);
        return Bytes.sizeBytes(line, i, end < 0 ? line.length() : end);
    }

    /** The last size of a row ({@code -  -  2M (4%)  22M (35%)}): the relocate-end column; -1 when there is none. */
    private static long lastSize(Line line, int from) {
        long last = -1;
        int i = from;
        int n = line.length();
        while (i < n) {
            while (i < n && line.byteAt(i) == ' ') {
                i++;
            }
            int end = line.indexOf(' ', i);
            end = end < 0 ? n : end;
            if (end > i && line.byteAt(end - 1) == 'M' && Bytes.isDigit(line.byteAt(i))) {
                last = Bytes.sizeBytes(line, i, end);
            }
            i = end;
        }
        return last;
    }
}
