package io.tenure.gclog.ibmtext;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kinds of line an IBM classic text verbose GC log holds, as a table of named patterns over
 * the whole line (leading blanks included: the details of a collection are indented).
 * {@code IbmTextRuleTest} checks that each rule matches its own sample lines and no other rule
 * does. Sizes are in bytes, times in milliseconds.
 */
enum IbmTextRule {
    // ---- lines with data -------------------------------------------------------------------
    /** {@code <GC(1): GC cycle started Thu Sep 25 15:57:30 2003}: the wall-clock start of collection n. */
    GC_START("<GC\\((\\d{1,18})\\): GC cycle started (\\w{3} \\w{3} +\\d{1,2} \\d\\d:\\d\\d:\\d\\d \\d{4})\\s*>?\\s*"),
    /** {@code <GC(1): freed 56558264 bytes, 94% free (63714696/67107328), in 1077 ms>}: the collection's result and length. */
    GC_FREED("<GC\\((\\d{1,18})\\): freed (\\d{1,18}) bytes, \\d+% free \\((\\d{1,18})/(\\d{1,18})\\), in (\\d{1,18}) ms>\\s*"),
    /** {@code <GC(7): expanded heap by 9633792 to 76741120 bytes, 84% free[, ratio:0.373]>}: the heap's new capacity. */
    GC_EXPANDED_HEAP("<GC\\((\\d{1,18})\\): expanded heap by \\d+ to (\\d{1,18}) bytes, \\d+% free(?:, ratio:[\\d.]+)?>\\s*"),
    /** {@code <GC(9): shrunk heap by 1048576 to 66060288 bytes, 60% free>}: the heap's new capacity. */
    GC_SHRUNK_HEAP("<GC\\((\\d{1,18})\\): shrunk heap by \\d+ to (\\d{1,18}) bytes, \\d+% free(?:, ratio:[\\d.]+)?>\\s*"),
    /** {@code <AF[1]: Allocation Failure. need 16777232 bytes, 0 ms since last AF>}: an allocation failure stops the world. */
    AF_START("<AF\\[(\\d{1,18})\\]: Allocation Failure\\. need (\\d{1,18}) bytes, (\\d{1,18}) ms since last AF>\\s*"),
    /** {@code <AF[1]: completed in 251 ms>}: the end of the stop, collection and heap expansion included. */
    AF_COMPLETED("<AF\\[(\\d{1,18})\\]: completed in (\\d{1,18}) ms>\\s*"),

    // ---- known lines without data tenure needs ------------------------------------------------
    /** {@code <AF[1]: managing allocation failure, action=1 (32989304/63961600) (3145728/3145728)>}. */
    AF_MANAGING("<AF\\[\\d+\\]: managing allocation failure, action=\\d+ .*"),
    /** {@code   <GC(1): mark: 605 ms, sweep: 44 ms, compact: 428 ms>}: the phases of the collection. */
    GC_PHASES("\\s+<GC\\(\\d+\\): mark: \\d+ ms, sweep: \\d+ ms, compact: \\d+ ms>\\s*"),
    /** {@code   <GC(1): refs: soft 0 (age >= 32), weak 0, final 583, phantom 0>}. */
    GC_REFS("\\s+<GC\\(\\d+\\): refs: .*"),
    /** {@code   <GC(1): moved 60528 objects, 3011600 bytes, reason=7, used 56 more bytes>}: compaction. */
    GC_MOVED("\\s+<GC\\(\\d+\\): moved \\d+ objects, .*"),
    /** {@code <GC(7): need to expand mark bits for 76741120-byte heap>}, {@code <GC(7): expanded alloc bits by 151552 to 1200128 bytes>}. */
    GC_BITS("<GC\\(\\d+\\): (?:need to expand|expanded|need to shrink|shrunk) (?:mark|alloc) bits .*"),
    /** {@code <GC[0]: Expanded System Heap by 65536 bytes}: the class and system area, not the Java heap. */
    SYSTEM_HEAP("<GC\\[\\d+\\]: (?:Expanded|Shrunk) System Heap by \\d+ bytes>?\\s*");

    private final Pattern pattern;

    IbmTextRule(String regex) {
        this.pattern = Pattern.compile(regex);
    }

    /** The rule whose pattern matches {@code line}, or null. */
    static IbmTextRule classify(String line) {
        for (IbmTextRule rule : values()) {
            if (rule.pattern.matcher(line).matches()) {
                return rule;
            }
        }
        return null;
    }

    Matcher match(String line) {
        Matcher m = pattern.matcher(line);
        if (!m.matches()) {
            throw new IllegalStateException(this + " does not match " + line);
        }
        return m;
    }

    /** True for a line in this format's shape ({@code <GC...>}, {@code <AF...>}) whatever its message. */
    static boolean looksLikeOwn(String line) {
        String s = line.stripLeading();
        return s.startsWith("<GC(") || s.startsWith("<GC[") || s.startsWith("<AF[");
    }
}
