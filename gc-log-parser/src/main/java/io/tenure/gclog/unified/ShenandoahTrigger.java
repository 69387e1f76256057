package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/**
 * Why Shenandoah starts a cycle. Its control thread logs the reason on a line of its own, without
 * a {@code GC(n)}, just before the cycle's first line: {@code Trigger: Free (816M) is below minimum
 * threshold (819M)}, {@code Trigger: Handle Allocation Failure}, {@code Trigger: Explicit GC request
 * (System.gc())}, {@code Trigger (Young): …} (generational mode). A cycle cancelled on the way says
 * why ({@code Cancelling GC: Allocation Failure}, JDK 9-11 {@code Cancelling concurrent GC: …}), and
 * the degenerated or full collection that follows is for that reason unless a trigger line names another.
 *
 * <p>The cause is the reason without its figures, so that the cycles of one heuristic group
 * together: a heuristic's own words ({@code Free below minimum threshold}), or the JVM's GC cause
 * where the line names one ({@code Allocation Failure}, {@code System.gc()}, {@code Metadata GC Threshold}).
 */
final class ShenandoahTrigger {
    private static final String TRIGGER = "Trigger";
    private static final String[] CANCELLING = {"Cancelling GC: ", "Cancelling concurrent GC: "};
    /** A heuristic's message, by its start, and the cause it stands for. */
    private static final String[][] HEURISTICS = {
        {"Handle Allocation Failure", "Allocation Failure"},
        {"Learning ", "Learning (free below initial threshold)"},
        {"Average GC time ", "Average GC time above allocation headroom"},
        {"Instantaneous allocation rate ", "Allocation spike"},
        {"Time since last GC ", "Guaranteed interval"},
        {"Allocated since last cycle ", "Allocation threshold"},
        {"Free (", null}, // below minimum, initial or free threshold: the words after the figure
    };

    private ShenandoahTrigger() {
    }

    /** Whether the message at {@code p} is a trigger or cancellation line. */
    static boolean matches(Line line, int p) {
        if (line.regionMatches(p, "Trigger: ") || line.regionMatches(p, "Trigger (")) {
            return true;
        }
        for (String c : CANCELLING) {
            if (line.regionMatches(p, c)) {
                return true;
            }
        }
        return false;
    }

    /** The cause a trigger or cancellation line at {@code p} names, or null when it names none. */
    static String cause(Line line, int p) {
        int colon = line.indexOf(": ", p);
        if (colon < 0 || colon + 2 >= line.length()) {
            return null;
        }
        String reason = Bytes.text(line, colon + 2, line.length()).strip();
        if (!line.regionMatches(p, TRIGGER)) {
            return reason.isEmpty() ? null : reason;
        }
        return ofReason(reason);
    }

    /** The cause of a trigger's reason ({@code Free (816M) is below minimum threshold (819M)}). */
    static String ofReason(String reason) {
        for (String request : new String[] {"Explicit GC request (", "Implicit GC request ("}) {
            if (reason.startsWith(request) && reason.endsWith(")")) {
                return reason.substring(request.length(), reason.length() - 1);
            }
        }
        for (String[] h : HEURISTICS) {
            if (!reason.startsWith(h[0])) {
                continue;
            }
            if (h[1] != null) {
                return h[1];
            }
            // "Free (816M) is below minimum threshold (819M)" -> "Free below minimum threshold"
            int close = reason.indexOf(')');
            String rest = close < 0 ? "" : withoutFigure(reason.substring(close + 1));
            rest = rest.startsWith("is ") ? rest.substring("is ".length()) : rest;
            return rest.isEmpty() ? "Free below threshold" : "Free " + rest;
        }
        String words = withoutFigure(reason).strip();
        return words.isEmpty() ? null : words;
    }

    /** The text up to its first parenthesised figure or number, e.g. "below minimum threshold (819M)" -> "below minimum threshold". */
    private static String withoutFigure(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || Character.isDigit(c)) {
                return s.substring(0, i).strip();
            }
        }
        return s.strip();
    }
}
