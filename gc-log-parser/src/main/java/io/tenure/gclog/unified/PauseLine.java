package io.tenure.gclog.unified;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.input.Line;

/**
 * Reads a pause line, {@code [Y: ]Pause <type> [(qualifier)...] [(cause)] [heap] <duration>ms},
 * and names its {@link EventKind}. Which parenthesised groups qualify the pause type and which
 * one is the cause depends on the type: G1 writes {@code Pause Young (Normal) (G1 Evacuation Pause)},
 * Serial/Parallel/CMS {@code Pause Young (Allocation Failure)}, Shenandoah and ZGC only qualify
 * ({@code Pause Init Mark (unload classes)}, {@code Pause Mark Start (Major)}).
 */
final class PauseLine {
    private static final int MAX_GROUPS = 8;
    private static final int UNBALANCED = -1;
    private static final int UNEXPECTED_TEXT = -2;

    private final HeapTransition heapTransition = new HeapTransition();
    private final String[] groups = new String[MAX_GROUPS];

    EventKind kind;
    /** G1's concurrent-start pause: a young collection that also starts marking. */
    boolean concurrentStart;
    String name;
    String cause;
    double durationMs;
    boolean hasHeap;
    long heapBeforeBytes;
    long heapAfterBytes;
    long heapCapacityBytes;
    /** Why the last {@link #parse} failed. */
    String failure;

    /**
     * @param bodyStart    where the message starts after {@code GC(n)} (a ZGC generation marker is kept in the name)
     * @param subjectStart where {@code Pause} starts
     * @param g1           whether the log is G1's, to read JDK 9-10 {@code Pause Initial Mark} as G1's young pause
     */
    boolean parse(Line line, int bodyStart, int subjectStart, boolean g1) {
        int n = line.length();
        int durationStart = TrailingDuration.start(line, subjectStart, n);
        if (durationStart < 0) {
            return fail("no duration");
        }
        durationMs = Bytes.decimal(line, durationStart, n - 2);
        if (Double.isNaN(durationMs)) {
            return fail("bad duration");
        }
        int end = durationStart - 1;
        int tokenStart = Bytes.lastIndexOf(line, ' ', subjectStart, end) + 1;
        hasHeap = false;
        int arrow = line.indexOf("->", tokenStart);
        if (arrow >= 0 && arrow < end) {
            if (!heapTransition.parse(line, tokenStart, end, true) || heapTransition.capacityAfter < 0) {
                return fail("bad heap occupancy");
            }
            hasHeap = true;
            heapBeforeBytes = heapTransition.before;
            heapAfterBytes = heapTransition.after;
            heapCapacityBytes = heapTransition.capacityAfter;
            end = tokenStart - 1;
        }
        int typeStart = subjectStart + "Pause ".length();
        int typeEnd = line.indexOf(" (", typeStart);
        if (typeEnd < 0 || typeEnd > end) {
            typeEnd = end;
        }
        if (typeEnd <= typeStart) {
            return fail("no pause type");
        }
        String type = Bytes.text(line, typeStart, typeEnd);
        int groupCount = readGroups(line, typeEnd, end);
        if (groupCount == UNBALANCED) {
            return fail("unbalanced parentheses");
        }
        if (groupCount == UNEXPECTED_TEXT) {
            return fail("text between the pause type and the heap that is not in parentheses");
        }
        StringBuilder fullName = new StringBuilder(48).append(Bytes.text(line, bodyStart, typeEnd));
        cause = null;
        boolean mixed = false;
        for (int i = 0; i < groupCount; i++) {
            String group = groups[i];
            // the first other group is the cause; later ones describe the outcome, e.g. JDK 21+
            // "Pause Young (Normal) (G1 Evacuation Pause) (Evacuation Failure: Pinned)", and stay in the name
            boolean qualifier = cause != null || PauseTypes.isQualifier(type, group);
            if (qualifier) {
                fullName.append(" (").append(group).append(')');
                mixed |= group.equals("Mixed");
            } else {
                cause = group;
            }
        }
        name = fullName.toString();
        boolean isG1 = g1 || (cause != null && cause.startsWith("G1 "));
        kind = PauseTypes.kind(type, mixed, isG1);
        if (kind == EventKind.INITIAL_MARK && subjectStart > bodyStart && line.byteAt(bodyStart) == 'y') {
            // generational ZGC's minor collection ('y:') collects the young generation only: it is a
            // young collection, and its mark start pause its first pause
            kind = EventKind.YOUNG;
        }
        if (kind == EventKind.INITIAL_MARK && type.equals("Init Mark") && name.endsWith(" (Young)")) {
            // generational Shenandoah's young cycle marks and evacuates the young generation only
            kind = EventKind.YOUNG;
        }
        concurrentStart = isG1 && kind == EventKind.YOUNG
                && (type.equals("Initial Mark") || name.contains("(Concurrent Start)"));
        return true;
    }

    /** Reads {@code " (a) (b(c))"} groups in {@code [from, to)}; {@link #UNBALANCED} or {@link #UNEXPECTED_TEXT} when malformed. */
    private int readGroups(Line line, int from, int to) {
        int count = 0;
        int i = from;
        while (i < to) {
            if (line.byteAt(i) == ' ') {
                i++;
                continue;
            }
            if (line.byteAt(i) != '(') {
                return UNEXPECTED_TEXT;
            }
            int depth = 0;
            int close = -1;
            for (int j = i; j < to; j++) {
                int c = line.byteAt(j);
                if (c == '(') {
                    depth++;
                } else if (c == ')' && --depth == 0) {
                    close = j;
                    break;
                }
            }
            if (close < 0 || count == MAX_GROUPS) {
                return UNBALANCED;
            }
            groups[count++] = Bytes.text(line, i + 1, close);
            i = close + 1;
        }
        return count;
    }

    private boolean fail(String reason) {
        failure = reason;
        return false;
    }
}
