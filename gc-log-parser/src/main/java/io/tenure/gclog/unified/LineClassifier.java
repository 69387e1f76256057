package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;
import java.util.Arrays;

/**
 * Assigns a {@link LineRule} to a message by literal prefixes, dispatching on its first byte so
 * that the great majority of lines (trace output, phase breakdowns) are rejected after a byte or
 * two. Also reads the {@code GC(n)} id and ZGC's generation marker ({@code Y:}, {@code O:},
 * {@code y:}). One instance per reader; its fields describe the last classified message.
 */
final class LineClassifier {
    static final long NO_GC_ID = -1;

    private Line line;
    private int gcIdFrom;
    private int gcIdTo;
    private int bodyStart;
    private int subjectStart;

    /** The {@code GC(n)} of the last message, or {@link #NO_GC_ID}; parsed on demand (data lines only). */
    long gcId() {
        return gcIdFrom < 0 ? NO_GC_ID : Bytes.digits(line, gcIdFrom, gcIdTo);
    }

    /** Whether the last message starts with {@code GC(n)}. */
    boolean hasGcId() {
        return gcIdFrom >= 0;
    }

    /** Where the message continues after {@code GC(n) }. */
    int bodyStart() {
        return bodyStart;
    }

    /** Where the subject starts, after a ZGC generation marker if any (else {@link #bodyStart()}). */
    int subjectStart() {
        return subjectStart;
    }

    /** Names the message that starts at {@code messageStart}; {@code line} must stay valid while {@link #gcId()} is read. */
    LineRule classify(Line line, int messageStart) {
        this.line = line;
        int n = line.length();
        gcIdFrom = -1;
        int p = messageStart;
        if (p + 4 < n && line.byteAt(p) == 'G' && line.byteAt(p + 1) == 'C' && line.byteAt(p + 2) == '(') {
            int close = Bytes.skipDigits(line, p + 3, n);
            // at most 18 digits, so the id always fits a long
            if (close > p + 3 && close < n && close - p - 3 <= 18 && line.byteAt(close) == ')') {
                gcIdFrom = p + 3;
                gcIdTo = close;
                p = close + 1;
                if (p < n && line.byteAt(p) == ' ') {
                    p++;
                }
            }
        }
        bodyStart = p;
        if (p + 2 < n && line.byteAt(p + 1) == ':' && line.byteAt(p + 2) == ' ') {
            int generation = line.byteAt(p);
            if (generation == 'Y' || generation == 'O' || generation == 'y') {
                p += 3;
            }
        }
        subjectStart = p;
        if (p >= n) {
            return LineRule.OTHER;
        }
        int first = line.byteAt(p);
        if (first == ' ') {
            // phase breakdowns, three lines in four of a G1 gc* log: called directly, so that C2
            // inlines it, not through the table
            return startingWithSpace(line, p, n, p > bodyStart, hasGcId());
        }
        return BY_FIRST_BYTE[first].rule(line, p, n, p > bodyStart, hasGcId());
    }

    /**
     * Names a subject by its literal prefixes. {@code marked}: the subject follows a ZGC generation
     * marker; {@code gcId}: the message starts with {@code GC(n)}.
     */
    @FunctionalInterface
    private interface SubjectRule {
        LineRule rule(Line line, int p, int n, boolean marked, boolean gcId);
    }

    /**
     * The rules of subjects by their first byte. A table of small methods rather than one switch:
     * the JIT compiles each on its own when it is hot (the one call site sees too many of them to
     * inline any), instead of the switch with every prefix inlined, which took C2 0.3 s to compile
     * and again (0.1 to 0.2 s) whenever a kind of line it had not seen turned up.
     */
    private static final SubjectRule[] BY_FIRST_BYTE = new SubjectRule[256];

    static {
        SubjectRule other = (line, p, n, marked, gcId) -> LineRule.OTHER;
        Arrays.fill(BY_FIRST_BYTE, other);
        BY_FIRST_BYTE['P'] = LineClassifier::startingWithP;
        BY_FIRST_BYTE['C'] = LineClassifier::startingWithC;
        BY_FIRST_BYTE['T'] = LineClassifier::startingWithT;
        BY_FIRST_BYTE['S'] = LineClassifier::startingWithS;
        BY_FIRST_BYTE['E'] = LineClassifier::startingWithE;
        BY_FIRST_BYTE['D'] = LineClassifier::startingWithD;
        BY_FIRST_BYTE['A'] = LineClassifier::startingWithA;
        BY_FIRST_BYTE['-'] = LineClassifier::startingWithDash;
        BY_FIRST_BYTE[' '] = LineClassifier::startingWithSpace;
        BY_FIRST_BYTE['Y'] = LineClassifier::startingWithY;
        BY_FIRST_BYTE['R'] = LineClassifier::startingWithR;
        BY_FIRST_BYTE['H'] = LineClassifier::startingWithH;
        BY_FIRST_BYTE['O'] = LineClassifier::startingWithO;
        BY_FIRST_BYTE['U'] = LineClassifier::startingWithU;
        BY_FIRST_BYTE['I'] = LineClassifier::startingWithI;
        BY_FIRST_BYTE['V'] = LineClassifier::startingWithV;
        BY_FIRST_BYTE['M'] = LineClassifier::startingWithM;
        BY_FIRST_BYTE['G'] = LineClassifier::startingWithG;
    }

    private static LineRule startingWithT(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Total time for which application threads were stopped: ")) {
            return LineRule.SAFEPOINT_STOPPED;
        }
        if (!gcId && ShenandoahTrigger.matches(line, p)) {
            return LineRule.TRIGGER;
        }
        return line.regionMatches(p, "Tenured: ") ? LineRule.GENERATION : LineRule.OTHER;
    }

    private static LineRule startingWithS(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Safepoint \"")) {
            return LineRule.SAFEPOINT;
        }
        return line.regionMatches(p, "Survivor regions: ") ? LineRule.REGIONS : LineRule.OTHER;
    }

    private static LineRule startingWithE(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Entering safepoint region: ")) {
            return LineRule.SAFEPOINT_BEGIN;
        }
        return line.regionMatches(p, "Eden regions: ") ? LineRule.REGIONS : LineRule.OTHER;
    }

    private static LineRule startingWithD(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Desired survivor size ")) {
            return LineRule.TENURING_HEADER;
        }
        return line.regionMatches(p, "DefNew: ") ? LineRule.GENERATION : LineRule.OTHER;
    }

    private static LineRule startingWithA(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Age table with threshold ")) {
            return LineRule.TENURING_TABLE;
        }
        return line.regionMatches(p, "Archive regions: ") ? LineRule.REGIONS : LineRule.OTHER;
    }

    private static LineRule startingWithDash(Line line, int p, int n, boolean marked, boolean gcId) {
        return line.regionMatches(p, "- age ") ? LineRule.TENURING_AGE : LineRule.OTHER;
    }

    private static LineRule startingWithSpace(Line line, int p, int n, boolean marked, boolean gcId) {
        if (marked) {
            int q = p;
            while (q < n && line.byteAt(q) == ' ') {
                q++;
            }
            return line.regionMatches(q, "Used:") || line.regionMatches(q, "Promoted:")
                    ? LineRule.ZGC_STATISTICS : LineRule.OTHER;
        }
        return gcId && line.regionMatches(p, " garbage-first heap ") ? LineRule.G1_HEAP_USED : LineRule.OTHER;
    }

    private static LineRule startingWithY(Line line, int p, int n, boolean marked, boolean gcId) {
        return marked && line.regionMatches(p, "Young Generation Statistics:") ? LineRule.ZGC_STATISTICS : LineRule.OTHER;
    }

    private static LineRule startingWithR(Line line, int p, int n, boolean marked, boolean gcId) {
        return marked && line.regionMatches(p, "Reclaimed:") ? LineRule.ZGC_STATISTICS : LineRule.OTHER;
    }

    private static LineRule startingWithH(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Heap region size: ") || line.regionMatches(p, "Heap Region Size: ")) {
            return LineRule.REGION_SIZE;
        }
        if (marked && line.regionMatches(p, "Heap Statistics:")) {
            return LineRule.ZGC_STATISTICS;
        }
        if (gcId && (line.regionMatches(p, "Heap before GC invocations=") || line.regionMatches(p, "Heap Before GC invocations=")
                || line.regionMatches(p, "Heap after GC invocations=") || line.regionMatches(p, "Heap After GC invocations="))) {
            return LineRule.HEAP_AT_GC;
        }
        return line.regionMatches(p, "Humongous regions: ") ? LineRule.REGIONS : LineRule.OTHER;
    }

    private static LineRule startingWithO(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Old regions: ")) {
            return LineRule.REGIONS;
        }
        if (marked && line.regionMatches(p, "Old Generation Statistics:")) {
            return LineRule.ZGC_STATISTICS;
        }
        return line.regionMatches(p, "Old: ") ? LineRule.GENERATION : LineRule.OTHER;
    }

    private static LineRule startingWithU(Line line, int p, int n, boolean marked, boolean gcId) {
        if (gcId && line.regionMatches(p, "User=")) {
            return LineRule.CPU;
        }
        return line.regionMatches(p, "Using ") && CollectorNames.fromUsingLine(line, p) != null
                ? LineRule.COLLECTOR : LineRule.OTHER;
    }

    private static LineRule startingWithI(Line line, int p, int n, boolean marked, boolean gcId) {
        return line.regionMatches(p, "Initializing The Z Garbage Collector") ? LineRule.COLLECTOR : LineRule.OTHER;
    }

    private static LineRule startingWithV(Line line, int p, int n, boolean marked, boolean gcId) {
        return line.regionMatches(p, "Version: ") ? LineRule.VERSION : LineRule.OTHER;
    }

    private static LineRule startingWithM(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Metaspace: ")) {
            return LineRule.METASPACE;
        }
        return line.regionMatches(p, "Minor Collection (") || line.regionMatches(p, "Major Collection (")
                ? LineRule.ZGC_GENERATIONAL_CYCLE : LineRule.OTHER;
    }

    private static LineRule startingWithG(Line line, int p, int n, boolean marked, boolean gcId) {
        return line.regionMatches(p, "Garbage Collection (") ? LineRule.ZGC_CYCLE : LineRule.OTHER;
    }

    private static LineRule startingWithP(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Pause ")) {
            // statistics tables (Shenandoah "Pause Init Mark (G)  =  0.57 s ...") have no trailing "<n>ms"
            return endsWithMillis(line, p, n) && line.indexOf(" = ", p) < 0 ? LineRule.PAUSE : LineRule.PAUSE_START;
        }
        if (line.regionMatches(p, "PSYoungGen: ") || line.regionMatches(p, "ParOldGen: ")
                || line.regionMatches(p, "ParNew: ")) {
            return LineRule.GENERATION;
        }
        return LineRule.OTHER;
    }

    private static LineRule startingWithC(Line line, int p, int n, boolean marked, boolean gcId) {
        if (line.regionMatches(p, "Concurrent ")) {
            boolean phase = endsWithMillis(line, p, n) && line.indexOf(':', p) < 0 && line.indexOf("  ", p) < 0;
            return phase ? LineRule.CONCURRENT_PHASE : LineRule.CONCURRENT_OTHER;
        }
        if (!gcId && ShenandoahTrigger.matches(line, p)) {
            return LineRule.TRIGGER;
        }
        return line.regionMatches(p, "CMS: ") ? LineRule.GENERATION : LineRule.OTHER;
    }

    /** True when the message ends with {@code <digit>ms}. */
    static boolean endsWithMillis(Line line, int from, int n) {
        return n - from >= 3 && line.byteAt(n - 1) == 's' && line.byteAt(n - 2) == 'm' && Bytes.isDigit(line.byteAt(n - 3));
    }
}
