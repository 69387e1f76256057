package io.tenure.gclog.jrockit;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kinds of message a JRockit R28 verbose log holds, as a table of named patterns over the
 * message after its {@code [INFO ][memory ] } decoration. {@code JRockitRuleTest} checks that
 * each rule matches its own sample lines and no other rule does. Times are seconds since the JVM
 * started; sizes in KB (1024 bytes).
 */
enum JRockitRule {
    // ---- lines with data -------------------------------------------------------------------
    /**
     * {@code [OC#1] 31.727-31.861: OC 270886KB->194351KB (524288KB), 0.134 s, sum of pauses 96.521 ms, longest pause 87.771 ms.}:
     * the end of a collection, with the heap before and after it.
     */
    COLLECTION("\\[(OC|YC)#(\\d+)\\] (\\d+[.,]\\d+)-(\\d+[.,]\\d+): (?:OC|YC) (\\d{1,15})KB->(\\d{1,15})KB \\((\\d{1,15})KB\\), "
            + "(\\d+[.,]\\d+) s, sum of pauses (\\d+[.,]\\d+) ms, longest pause (\\d+[.,]\\d+) ms\\.\\s*"),
    /** {@code [OC#1] [pau]    87.771 ms (31.727000-31.815000)  OC:Initial}: one pause of a collection ({@code gcpause}). */
    PAUSE("\\[(OC|YC)#(\\d+)\\] \\[pau\\] +(\\d+[.,]\\d+) ms \\((\\d+[.,]\\d+)-(\\d+[.,]\\d+)\\) +(\\S+)\\s*"),
    /** {@code [OC#1] [con]    13.299 ms (31.815000-31.828000)  OC:ConcurrentMark}: a concurrent phase ({@code gcpause}). */
    CONCURRENT("\\[(OC|YC)#(\\d+)\\] \\[con\\] +(\\d+[.,]\\d+) ms \\((\\d+[.,]\\d+)-(\\d+[.,]\\d+)\\) +(\\S+)\\s*"),
    /** {@code GC mode: Garbage collection optimized for short pausetimes, strategy: Generational Concurrent Mark & Sweep.} */
    GC_MODE("GC mode: (.*?)\\.?\\s*"),

    // ---- known lines without data tenure needs ------------------------------------------------
    /** {@code [OC#1] [---]   133.744 ms (31.727000-31.861000)  OC}: the whole collection, pauses and phases together. */
    COLLECTION_SPAN("\\[(?:OC|YC)#\\d+\\] \\[---\\] +\\d+[.,]\\d+ ms \\(.*"),
    /** {@code [OC#1] Changing GC strategy from: genconcon to: genconpar, reason: Emergency parallel sweep requested.} */
    STRATEGY_CHANGE("\\[(?:OC|YC)#\\d+\\] Changing GC strategy from: .*"),
    /** The header: {@code Running with 32 bit heap ...}, {@code Heap size: ...}, the legend of the summary line. */
    HEADER("(?:Running with |Running on |Heap size: |<\\w+>|\\s+Run with -Xverbose:).*"),
    /** {@code Throwing OutOfMemory: allocLargeObjectOrArray: [C, size 249424544}: the application's failure, not a collection. */
    OUT_OF_MEMORY("Throwing OutOfMemory: .*");

    /** {@code [INFO ][memory ] }: level and module, each padded inside its brackets. */
    static final Pattern DECORATION = Pattern.compile("\\[(INFO |ERROR|WARN |DEBUG|TRACE)\\]\\[(\\w+) *\\] ?");

    private final Pattern pattern;

    JRockitRule(String regex) {
        this.pattern = Pattern.compile(regex);
    }

    /** The rule whose pattern matches {@code message}, or null. */
    static JRockitRule classify(String message) {
        for (JRockitRule rule : values()) {
            if (rule.pattern.matcher(message).matches()) {
                return rule;
            }
        }
        return null;
    }

    Matcher match(String message) {
        Matcher m = pattern.matcher(message);
        if (!m.matches()) {
            throw new IllegalStateException(this + " does not match " + message);
        }
        return m;
    }
}
