package io.tenure.gclog.event;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What a log says beyond the event model, and how a text log's line says it: a cheap literal that
 * must occur, then the kind's regular expression (group 1, and 2 where there is one, are the
 * figures), which the findings' marker pass ({@code findings.MarkerScanner}) runs over the lines.
 * Each kind matches only its own lines ({@code MarkerScannerTest}). A JFR recording has no lines:
 * its reader hands over the kinds it records as events of their own (see {@code jfr.JfrNames}).
 */
public enum MarkerKind {
    /** G1 could not copy survivors: unified {@code GC(12) To-space exhausted}, JDK 8 {@code (to-space exhausted)}, JDK 21+ {@code (Evacuation Failure}. */
    TO_SPACE_EXHAUSTED(List.of("o-space exhausted", "o-space overflow", "(Evacuation Failure"),
            "(?:[Tt]o-space (?:exhausted|overflow)|\\(Evacuation Failure)"),
    /** ParNew/Serial/Parallel could not promote into the old generation. */
    PROMOTION_FAILED(List.of("romotion failed"), "[Pp]romotion failed"),
    /** CMS fell back to a stop-the-world full collection. */
    CONCURRENT_MODE_FAILURE(List.of("oncurrent mode failure", "oncurrent Mode Failure"), "[Cc]oncurrent [Mm]ode [Ff]ailure"),
    /** A ZGC application thread waited for memory: {@code Allocation Stall (thread) 29.092ms}. */
    ALLOCATION_STALL(List.of("Allocation Stall ("), "Allocation Stall \\(.*\\) ([0-9]+(?:[.,][0-9]+)?)\\s*ms"),
    /** A ZGC cycle started because threads stalled: {@code Garbage Collection (Allocation Stall)}. */
    ALLOCATION_STALL_CYCLE(List.of("(Allocation Stall)"), "Garbage Collection \\(Allocation Stall\\)"),
    /** Shenandoah's shutdown statistics: total time threads were paced, {@code Pacing = 15124.974 s}. */
    PACING_TOTAL(List.of("Pacing "), "^(?:\\[[^\\]]*\\])*\\s*Pacing\\s+=\\s+([0-9]+(?:\\.[0-9]+)?) s"),
    /** G1 humongous regions before and after a collection: {@code Humongous regions: 3->1}. */
    HUMONGOUS_REGIONS(List.of("Humongous regions: "), "Humongous regions: ([0-9]+)->([0-9]+)"),
    /** G1's region size: {@code Heap Region Size: 1M}, {@code Heap region size: 2M}, JDK 8 {@code region size 1024K}. */
    REGION_SIZE(List.of("egion size", "egion Size"), "[Rr]egion [Ss]ize:? ([0-9]+)([KMG])"),
    /** A tenuring distribution's threshold and its maximum: {@code new threshold 1 (max 15)}, {@code (max threshold 15)}. */
    TENURING_THRESHOLD(List.of("new threshold "), "new threshold ([0-9]+) \\(max(?: threshold)? ([0-9]+)\\)");

    private final List<String> literals;
    private final Pattern pattern;

    MarkerKind(List<String> literals, String regex) {
        this.literals = literals;
        this.pattern = Pattern.compile(regex);
    }

    /** The literals one of which a line of this kind holds. */
    public List<String> literals() {
        return literals;
    }

    /** The expression a line of this kind matches; its groups are the figures. */
    public Pattern pattern() {
        return pattern;
    }
}
