package io.tenure.gclog.legacy;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.input.Line;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one assembled collection record, e.g.
 * {@code [GC (Allocation Failure) 1.053: [ParNew: 218496K->25704K(245760K), 0.0145305 secs] 218496K->25704K(791936K), 0.0146984 secs]}.
 *
 * <p>The record is walked once as nested brackets. Each bracket is named by the words after its
 * {@code [} ({@code ParNew}, {@code CMS}, {@code Metaspace}); an occupancy
 * {@code before->after(capacity)} belongs to the innermost bracket: a young or old generation by
 * name, the whole heap at the outer level, metaspace (or the permanent generation) by name. The pause duration is the
 * {@code secs} figure that closes the outer bracket. This covers Serial, ParNew, Parallel, CMS and
 * G1 records, with or without details, without one pattern per collector and JDK version.
 */
final class RecordParser {
    // ASParNew/ASCMS: CMS's generations when it runs with -XX:+UseAdaptiveSizePolicy (JDK 5-6)
    static final Set<String> YOUNG_GENERATIONS = Set.of("DefNew", "ParNew", "PSYoungGen", "ASParNew");
    static final Set<String> OLD_GENERATIONS = Set.of("Tenured", "ParOldGen", "PSOldGen", "CMS", "ASCMS");
    /** Class metadata: JDK 8's metaspace, the permanent generation before it (Serial, Parallel, CMS). */
    static final Set<String> METADATA_SPACES = Set.of("Metaspace", "PSPermGen", "Perm", "CMS Perm");
    private static final Set<String> G1_MODIFIERS = Set.of("young", "mixed", "initial-mark", "partial",
            "to-space exhausted", "to-space overflow");
    private static final Pattern YG_OCCUPANCY = Pattern.compile("\\[YG occupancy: (\\d+) K \\((\\d+) K\\)\\]");
    private static final Pattern REAL = Pattern.compile("\\[Times: .*real=(\\d+[.,]\\d+) secs\\]");
    private static final int MAX_DEPTH = 32;
    /** The words that may follow {@code [GC } (without a string built per record to look for them). */
    private static final String[] HEADER_WORDS = {"pause", "remark", "cleanup"};

    private final Sizes.Cursor cursor = new Sizes.Cursor();

    /**
     * Fills {@code pause} from {@code record}.
     *
     * @return null when it worked, else why not (for the diagnostic)
     */
    String parse(String record, PendingPause pause) {
        Header header = header(record);
        if (header == null) {
            return "collection record without a recognisable [GC/[Full GC header";
        }
        pause.cause = header.cause;
        String[] labels = new String[MAX_DEPTH];
        List<String> generations = new ArrayList<>(3);
        String marker = null; // CMS-initial-mark / CMS-remark
        int depth = 0;
        boolean oldCollected = false;
        // sizes and durations are read from the record's bytes (Chars says why)
        Line bytes = Line.of(record);
        int n = record.length();
        for (int i = 0; i < n; i++) {
            char c = record.charAt(i);
            if (c == '[') {
                depth++;
                if (depth >= MAX_DEPTH) {
                    return "brackets nested too deeply";
                }
                String label = label(record, i + 1);
                labels[depth] = label;
                if (depth >= 2 && (YOUNG_GENERATIONS.contains(label) || OLD_GENERATIONS.contains(label))
                        && !generations.contains(label)) {
                    generations.add(label);
                }
                if (label.equals("CMS-initial-mark") || label.equals("CMS-remark")) {
                    marker = label;
                }
            } else if (c == ']') {
                if (depth == 1) {
                    double secs = secsBefore(bytes, i);
                    if (!Double.isNaN(secs)) {
                        pause.secs = secs;
                    }
                    break; // the record has closed; what follows is [Times: ...]
                }
                depth = Math.max(0, depth - 1);
            } else if (Stamps.isDigit(c) && (i == 0 || !isWordChar(record.charAt(i - 1))) && depth >= 1) {
                int end = occupancy(bytes, i, depth == 1 ? "" : labels[depth], pause);
                if (end > i) {
                    if (depth >= 2 && OLD_GENERATIONS.contains(labels[depth])) {
                        oldCollected = true;
                    }
                    i = end - 1;
                }
            }
        }
        // each pattern starts with a literal: String.indexOf (an intrinsic) rules most records out first
        Matcher yg = record.contains("[YG occupancy: ") ? YG_OCCUPANCY.matcher(record) : null;
        if (yg != null && yg.find() && pause.young == null) {
            long used = Long.parseLong(yg.group(1)) << 10;
            pause.young = MemoryChange.of(used, used, Long.parseLong(yg.group(2)) << 10);
        }
        if (Double.isNaN(pause.realSecs) && record.contains("[Times: ")) {
            Matcher real = REAL.matcher(record);
            if (real.find()) {
                pause.realSecs = Stamps.decimal(real.group(1));
                TimesFigures.read(bytes, real.start(), pause);
            }
        }
        if (marker == null && generations.isEmpty()) {
            // without -XX:+PrintGCDetails a CMS marking pause is known by its cause alone
            marker = header.cause.map(c -> c.equals("CMS Initial Mark") ? "CMS-initial-mark"
                    : c.equals("CMS Final Remark") ? "CMS-remark" : null).orElse(null);
        }
        pause.kind = kind(header, marker, oldCollected, record);
        pause.concurrentStart = pause.kind == EventKind.YOUNG && header.modifiers.contains("initial-mark");
        StringBuilder name = new StringBuilder(header.text);
        for (String g : generations) {
            name.append(' ').append(g);
        }
        if (marker != null) {
            name.append(' ').append(marker);
        }
        pause.name = name.toString();
        return pause.hasDuration() ? null : "collection record without a duration";
    }

    private static EventKind kind(Header header, String marker, boolean oldCollected, String record) {
        if (header.full) {
            return EventKind.FULL;
        }
        if ("CMS-initial-mark".equals(marker)) {
            return EventKind.INITIAL_MARK;
        }
        if ("CMS-remark".equals(marker)) {
            return EventKind.REMARK;
        }
        switch (header.word) {
            case "remark":
                return EventKind.REMARK;
            case "cleanup":
                return EventKind.CLEANUP;
            default:
                break;
        }
        if (header.modifiers.contains("mixed") || header.modifiers.contains("partial")) {
            return EventKind.MIXED;
        }
        // A young collection that failed (promotion failure, concurrent mode failure) and went on
        // to collect the old generation in the same pause: that pause is a full collection.
        if (oldCollected || record.contains("(concurrent mode failure)") || record.contains("(concurrent mode interrupted)")) {
            return EventKind.FULL;
        }
        return EventKind.YOUNG;
    }

    /**
     * Reads {@code before->after(capacity)} (or, for the CMS marking pauses, {@code used(capacity)})
     * at {@code i} and stores it by the bracket's label; returns the index after it, or {@code i}.
     */
    private int occupancy(Line s, int i, String label, PendingPause pause) {
        if (!Sizes.size(s, i, cursor)) {
            return i;
        }
        long before = cursor.bytes;
        int k = cursor.end;
        if (s.regionMatches(k, "->") && Sizes.size(s, k + 2, cursor)) {
            long after = cursor.bytes;
            k = cursor.end;
            if (k < s.length() && s.charAt(k) == '(' && Sizes.size(s, k + 1, cursor) && s.regionMatches(cursor.end, ")")) {
                store(label, MemoryChange.of(before, after, cursor.bytes), pause);
                return cursor.end + 1;
            }
            store(label, MemoryChange.of(before, after), pause);
            return k;
        }
        if (k < s.length() && s.charAt(k) == '(' && Sizes.size(s, k + 1, cursor) && s.regionMatches(cursor.end, ")")) {
            // a marking pause reports occupancy without a change: before and after are the same
            if (label.isEmpty() || label.equals("CMS-initial-mark") || label.equals("CMS-remark")) {
                store(label.isEmpty() ? "" : "CMS", MemoryChange.of(before, before, cursor.bytes), pause);
            }
            return cursor.end + 1;
        }
        return i;
    }

    private static void store(String label, MemoryChange change, PendingPause pause) {
        if (label.isEmpty()) {
            if (pause.heap == null) {
                pause.heap = change;
            }
        } else if (YOUNG_GENERATIONS.contains(label)) {
            if (pause.young == null) {
                pause.young = change;
            }
        } else if (OLD_GENERATIONS.contains(label)) {
            if (pause.old == null) {
                pause.old = change;
            }
        } else if (METADATA_SPACES.contains(label)) {
            if (pause.metaspace == null) {
                pause.metaspace = change;
            }
        }
    }

    /**
     * The name of a bracket: the words after {@code [} up to a digit, colon, parenthesis, comma or
     * bracket ({@code [ParNew1.3: [Soft...} is {@code ParNew}; {@code [1 CMS-remark: ...} is
     * {@code CMS-remark}).
     */
    static String label(String s, int from) {
        int i = from;
        int n = s.length();
        if (i + 1 < n && Stamps.isDigit(s.charAt(i)) && s.charAt(i + 1) == ' ') {
            i += 2;
        }
        int start = i;
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isLetter(c) || c == ' ' || c == '-' || c == '.' && i > start && Character.isLetter(s.charAt(i - 1))
                    && i + 1 < n && Character.isLetter(s.charAt(i + 1))) {
                i++;
            } else {
                break;
            }
        }
        return s.substring(start, i).trim();
    }

    /** The {@code N secs} figure that ends just before {@code close}, or NaN. */
    private static double secsBefore(Line s, int close) {
        int end = close;
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        if (end < 5 || !s.regionMatches(end - 4, "secs")) {
            return Double.NaN;
        }
        int numberEnd = end - 4;
        while (numberEnd > 0 && s.charAt(numberEnd - 1) == ' ') {
            numberEnd--;
        }
        int numberStart = numberEnd;
        while (numberStart > 0 && (Stamps.isDigit(s.charAt(numberStart - 1)) || s.charAt(numberStart - 1) == '.'
                || s.charAt(numberStart - 1) == ',')) {
            numberStart--;
        }
        // "0.1/0.2 secs" is a concurrent phase's cpu/wall; a pause closes with one figure
        if (numberStart < numberEnd && s.charAt(numberStart) == ',') {
            numberStart++;
        }
        return numberStart < numberEnd ? Stamps.decimal(s, numberStart, numberEnd) : Double.NaN;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || c == '>' || c == '_';
    }

    /** What the first bracket says: {@code GC}/{@code Full GC}, optional word, parenthesised groups. */
    private record Header(String text, boolean full, String word, Optional<String> cause, List<String> modifiers) {
    }

    private static Header header(String record) {
        int open = record.indexOf('[');
        if (open < 0) {
            return null;
        }
        int i = open + 1;
        boolean full = record.startsWith("Full GC", i);
        if (full) {
            i += "Full GC".length();
        } else if (record.startsWith("GC", i)) {
            i += 2;
        } else {
            return null;
        }
        if (record.startsWith("--", i)) {
            i += 2;
        }
        String word = "";
        for (String w : HEADER_WORDS) {
            if (record.startsWith(w, i + 1) && record.charAt(i) == ' ') {
                word = w;
                i += w.length() + 1;
                break;
            }
        }
        List<String> groups = new ArrayList<>(3);
        int textEnd = i;
        while (true) {
            int k = i;
            while (k < record.length() && record.charAt(k) == ' ') {
                k++;
            }
            if (k >= record.length() || record.charAt(k) != '(') {
                break;
            }
            int close = closingParen(record, k);
            if (close < 0) {
                break;
            }
            groups.add(record.substring(k + 1, close));
            i = close + 1;
            textEnd = i;
        }
        Optional<String> cause = Optional.empty();
        List<String> modifiers = new ArrayList<>(2);
        for (String g : groups) {
            if (G1_MODIFIERS.contains(g)) {
                modifiers.add(g);
            } else if (cause.isEmpty()) {
                cause = Optional.of(g);
            }
        }
        return new Header(record.substring(open + 1, textEnd).trim(), full, word, cause, modifiers);
    }

    private static int closingParen(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            } else if (c == '[' || c == ']') {
                return -1;
            }
        }
        return -1;
    }
}
