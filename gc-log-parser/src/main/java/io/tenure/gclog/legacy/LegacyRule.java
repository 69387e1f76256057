package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kinds of line a HotSpot JDK 6-8 log holds, as a table of named patterns. Each pattern
 * applies to the text after the line's stamps. A line is first narrowed down by literal prefix
 * (a table lookup on its first character, then {@code startsWith}), so only the one or two
 * candidate patterns run on it.
 *
 * <p>{@code LegacyRuleTest} checks that every rule matches its own sample lines and no other
 * rule does.
 */
enum LegacyRule {
    // ---- lines with data -------------------------------------------------------------------
    /** Start of a collection record: {@code [GC (Allocation Failure) ...}, {@code [Full GC ...}, {@code #3: [GC pause ...}. */
    GC_RECORD(true, "\\[(?:GC|Full GC)(?:--)?(?! concurrent-)(?:[ (\\[0-9].*)?", "[GC", "[Full GC"),
    /** CPU/wall times that end a record: {@code  [Times: user=0.03 sys=0.01, real=0.01 secs]}. */
    TIMES(true, "\\s*\\[Times: user=\\S+ sys=\\S+ real=(\\d+[.,]\\d+) secs\\]\\s*", "[Times:", " [Times:"),
    /** G1 detail summary: {@code [Eden: 15.0M(15.0M)->0.0B(10.0M) Survivors: 2048.0K->3072.0K Heap: 71.1M(96.0M)->71.2M(103.0M)]}. */
    G1_MEMORY(true, "\\s*\\[Eden: (\\S+)\\((\\S+)\\)->(\\S+)\\((\\S+)\\) Survivors: (\\S+)->(\\S+) Heap: (\\S+)\\((\\S+)\\)->(\\S+)\\((\\S+)\\)\\].*",
            " [Eden:", "  [Eden:", "   [Eden:"),
    /** {@code -XX:+PrintGCApplicationStoppedTime}. */
    SAFEPOINT(true, "Total time for which application threads were stopped: (\\d+[.,]\\d+) seconds"
            + "(?:, Stopping threads took: (\\d+[.,]\\d+) seconds)?\\s*", "Total time for which"),
    /** {@code -XX:+PrintTenuringDistribution} header. */
    TENURING_THRESHOLD(true, "Desired survivor size (\\d+) bytes, new threshold (\\d+) \\(max (?:threshold )?(\\d+)\\)\\s*", "Desired survivor"),
    /** {@code -XX:+PrintTenuringDistribution} row: {@code - age   1:   19742112 bytes,   19742112 total}. */
    TENURING_AGE(true, "- age\\s+(\\d+):\\s+(\\d+) bytes,\\s+(\\d+) total\\s*", "- age"),
    /** CMS concurrent phase, start or end: {@code [CMS-concurrent-mark: 0.044/0.047 secs]}. */
    CMS_CONCURRENT(true, "\\[(CMS-concurrent-[a-z-]+?)(-start\\]|: (\\d+[.,]\\d+)/(\\d+[.,]\\d+) secs\\]).*", "[CMS-concurrent-"),
    /** G1 concurrent phase: {@code [GC concurrent-mark-end, 0.0011728 secs]}, {@code [GC concurrent-mark-start]}. */
    G1_CONCURRENT(true, "\\[GC (concurrent-[a-z-]+?)(?:-end)?(?:, (?:.*, )?(\\d+[.,]\\d+) secs)?\\]\\s*", "[GC concurrent-"),
    /** Shenandoah (JDK 8 backport) pause end: {@code [Pause Init Mark (process weakrefs), 3.341 ms]}. */
    SHENANDOAH_PAUSE(true, "\\[(Pause [^\\]]*?), (\\d+[.,]\\d+) ms\\]\\s*", "[Pause "),
    /** Shenandoah (JDK 8 backport) concurrent phase end: {@code [Concurrent marking, 866.393 ms]}. */
    SHENANDOAH_CONCURRENT(true, "\\[(Concurrent [^\\]]*?), (?:\\S+ -> \\S+\\(\\S+\\), )?(\\d+[.,]\\d+) ms\\]\\s*", "[Concurrent "),
    /** VM banner: {@code Java HotSpot(TM) 64-Bit Server VM (25.20-b23) for bsd-amd64 JRE (1.8.0_20-b26), built on ...}. */
    JVM_VERSION(true, "(Java HotSpot\\(TM\\)|OpenJDK) .*?VM \\(([^)]*)\\) for (\\S+) JRE \\(([^)]*)\\).*", "Java HotSpot", "OpenJDK"),
    /** {@code CommandLine flags: -XX:+UseG1GC ...}. */
    COMMAND_LINE(true, "CommandLine flags: (.*)", "CommandLine flags:"),

    // ---- known lines without data tenure needs ------------------------------------------------
    /** Shenandoah phase start: {@code [Pause Init Mark, start]}. */
    SHENANDOAH_PHASE_START(false, "\\[(?:Pause|Concurrent) [^\\]]*, start\\]\\s*", "[Pause ", "[Concurrent "),
    /** {@code -XX:+PrintGCApplicationConcurrentTime}. */
    APPLICATION_TIME(false, "Application time: \\d+[.,]\\d+ seconds\\s*", "Application time:"),
    /** G1 adaptive-size decisions ({@code -XX:+PrintAdaptiveSizePolicy}). */
    G1_ERGONOMICS(false, "\\s*(?:\\d+[.,]\\d+: )?\\[G1Ergonomics .*", "[G1Ergonomics", " [G1Ergonomics", " "),
    /** Parallel adaptive-size decisions ({@code -XX:+PrintAdaptiveSizePolicy}). */
    PS_ADAPTIVE_SIZE(false, "\\s*(?:AdaptiveSizeStart: |AdaptiveSizeStop: |(?:PS)?AdaptiveSizePolicy::|PSYoungGen::|"
            + "avg_survived_padded_avg: ).*",
            "AdaptiveSize", "PSAdaptiveSize", "PSYoungGen::", "  avg_survived"),
    /** G1 per-phase detail lines of a pause: {@code    [Parallel Time: 11.2 ms, GC Workers: 4]}. */
    G1_PHASE_DETAIL(false, "\\s+\\[(?!Eden:|Times:|G1Ergonomics)[A-Za-z][^\\]]*(?:\\]\\s*)?", " ", "   [", "      [", "         ["),
    /** JDK 7 G1 per-worker statistics wrapped onto their own line: {@code        Avg: 312408.9, Min: ...]}. */
    G1_PHASE_STATISTICS(false, "\\s+(?:Avg|Sum|Min):.*", " "),
    /** {@code -XX:+PrintHeapAtGC} block start. */
    HEAP_AT_GC(false, "(?:\\{Heap before|Heap after) GC invocations=\\d+ \\(full \\d+\\):\\s*", "{Heap before", "Heap after"),
    /** Heap summary the JVM prints at exit ({@code Heap}, then indented lines). */
    HEAP_SUMMARY(false, "Heap\\s*", "Heap"),
    /** End of a {@code -XX:+PrintHeapAtGC} block. */
    HEAP_BLOCK_END(false, "\\}\\s*", "}"),
    /** CMS free-list statistics ({@code -XX:PrintFLSStatistics=1}). */
    FLS_STATISTICS(false, "(?:Statistics for (?:BinaryTreeDictionary|IndexedFreeLists):|-{10,}|Total Free Space: -?\\d+|"
            + "Max {3}Chunk Size: -?\\d+|Number of Blocks: \\d+|Av\\. {2}Block {2}Size: \\d+|Tree {6}Height: \\d+|"
            + " free=\\d+ frag=\\d+[.,]\\d+|(?:Before|After) GC:)\\s*",
            "Statistics for", "----------", "Total Free Space:", "Max   Chunk", "Number of Blocks:", "Av.  Block",
            "Tree      Height", " free=", "Before GC:", "After GC:"),
    /** CMS giving up an abortable preclean: {@code  CMS: abort preclean due to time 2014-...: 12.3: [CMS-concurrent-...}. */
    CMS_ABORT_PRECLEAN(false, " ?CMS: abort preclean due to time.*", " CMS: abort", "CMS: abort"),
    /** CMS reference precleaning ({@code -XX:+PrintReferenceGC}): {@code [Preclean SoftReferences, 0.0000058 secs]...}. */
    CMS_PRECLEAN_REFERENCES(false, "(?:\\[Preclean \\w+References, \\d+[.,]\\d+ secs\\](?:[-0-9T:.,+]+: )*)+\\s*", "[Preclean"),
    /** A GC locker escalation notice: {@code GC locker: Trying a full collection because scavenge failed}. */
    GC_LOCKER(false, "GC locker: .*", "GC locker:"),
    /** Lines of a heap summary or heap-at-GC block (usually indented; some tools strip the indent). */
    HEAP_DETAIL(false, "\\s*(?:(?:PSYoungGen|ParOldGen|PSOldGen|PSPermGen|par new generation|def new generation|tenured generation|"
            + "concurrent mark-sweep generation|concurrent-mark-sweep perm gen|garbage-first heap|compacting perm gen|"
            + "object space|eden space|from space|to {1,3}space|the space|region size|ro space|rw space|"
            + "Metaspace|class space)\\b.*|No shared spaces configured\\.|\\d+K total, \\d+K committed, \\d+K used|"
            + "\\d+ x \\d+K regions|\\d+[KMG] max, \\d+[KMG] soft max, .*|Collection set:|- map \\((?:vanilla|biased)\\): .*)\\s*",
            " ", "PSYoungGen", "ParOldGen", "PSOldGen", "PSPermGen", "par new", "def new", "tenured", "concurrent mark", "concurrent-mark",
            "garbage-first", "compacting", "object space", "eden space", "from space", "to ", "the space", "region size",
            "ro space", "rw space", "Metaspace", "class space", "No shared", "Collection set:", " - map", "1", "2", "3", "4", "5", "6", "7", "8", "9"),
    /** Host memory line of the header. */
    JVM_MEMORY(false, "Memory: \\d+k page, physical .*", "Memory:"),
    /** {@code /proc/meminfo:} header line (its content is not printed in GC logs). */
    PROC_MEMINFO(false, "/proc/meminfo:\\s*", "/proc/meminfo:"),
    /** {@code -XX:+UseGCLogFileRotation} headers and trailers. */
    LOG_ROTATION(false, "(?:\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d )?GC log file (?:created|has reached the maximum size).*",
            "GC log file", "19", "20"),
    /** Shenandoah (JDK 8 backport) informational lines. */
    SHENANDOAH_INFO(false, "(?:Regions: |Humongous object threshold: |Max TLAB size: |GC threads: |Heuristics ergonomically |"
            + "Shenandoah |Pacer for |Initialize Shenandoah heap|Reference processing: |Soft Max Heap Size: |Trigger: |"
            + "Free: |Cancelling concurrent GC|Cancelling GC: |Adaptive CSet Selection|Collectable Garbage: |Immediate Garbage: |Status: |"
            + "Reserved region:| - \\[0x|Uncommitted |Failed to allocate |Good progress |Evacuation Reserve: |"
            + "Allocation pacing accrued:|All times are wall-clock times|all workers\\. Dividing).*",
            "Regions:", "Humongous object", "Max TLAB", "GC threads:", "Heuristics", "Shenandoah", "Pacer", "Initialize Shenandoah",
            "Reference processing:", "Soft Max", "Trigger:", "Free:", "Cancelling", "Adaptive CSet", "Collectable",
            "Immediate", "Status:", "Reserved region", " - [", "Uncommitted", "Failed to allocate", "Good progress",
            "Evacuation Reserve", "Allocation pacing", "All times are", "all workers."),
    /** Shenandoah (JDK 8 backport) worker and pacer lines under a phase: {@code     Using 2 of 2 workers for init marking}. */
    SHENANDOAH_DETAIL(false, " {4}(?:Using \\d+ of \\d+ workers|Pacer for |Failed to allocate |Cancelling GC: |"
            + "Adaptive CSet Selection\\. |Collectable Garbage: |Good progress for ).*",
            "    Using", "    Pacer", "    Failed", "    Cancelling", "    Adaptive", "    Collectable", "    Good"),
    /** Shenandoah (JDK 8 backport) per-cycle statistics rows: {@code Concurrent Reset   353 us}, {@code       0 of  4436 ms (  0.0%): <total>}. */
    SHENANDOAH_CYCLE_STATISTICS(false, "\\s*(?:[A-Z][\\w ():<>/-]*?\\s+\\d+ us(?:,.*)?|\\d+ of\\s+\\d+ ms \\(.*|[A-Z]{2}: .*\\d+ us.*)\\s*",
            "Concurrent ", "Pause ", " ", "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P",
            "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"),
    /** Shenandoah (JDK 8 backport) metaspace line after a full or degenerated pause: {@code , [Metaspace: 16207K->16308K(1064960K)]}. */
    SHENANDOAH_METASPACE(false, ", \\[Metaspace: \\S+\\]\\s*", ", [Metaspace:"),
    /** Shenandoah's end-of-run statistics: everything after this line is a table, skipped. */
    SHENANDOAH_STATISTICS(false, "GC STATISTICS:\\s*", "GC STATISTICS:");

    /**
     * {@link #G1_PHASE_DETAIL}'s pattern, {@code \s+\[(?!Eden:|Times:|G1Ergonomics)[A-Za-z][^\]]*(?:\]\s*)?},
     * matched by hand: nine lines in ten of a G1 {@code -XX:+PrintGCDetails} log are such detail
     * lines, and the regular expression's walk over each one was 40 % of the legacy parse (JFR).
     * {@code LegacyRuleTest} checks it against the pattern on generated lines. When it is true,
     * no other rule can match the line (each needs another character after the indent, or is one
     * of the three excluded brackets), so {@link #classify} may return at once. It takes a
     * {@link Line} so the reader can ask it of a line's bytes before making a String.
     */
    static boolean isPhaseDetail(Line text) {
        int name = phaseDetailName(text);
        if (name < 0) {
            return false;
        }
        int close = Chars.indexOf(text, ']', name + 1);
        return close < 0 || Chars.onlySpacesFrom(text, close + 1);
    }

    /**
     * {@link #isPhaseDetail} of a line in which none of {@code markers} occurs: the closing bracket
     * and the markers are looked for in one pass ({@link AnyOf#indexOfUnlessOccurs}). False for a
     * line that is no phase detail and for one that holds a marker. Exact: before the name there
     * are only spaces and a bracket, after the closing bracket only spaces, and no marker is
     * anchored on either.
     */
    static boolean isPhaseDetailWithout(Line text, AnyOf markers) {
        int name = phaseDetailName(text);
        if (name < 0) {
            return false;
        }
        int close = markers.indexOfUnlessOccurs(text, name, ']');
        return close >= 0 && (close == text.length() || Chars.onlySpacesFrom(text, close + 1));
    }

    /** Where the name of a phase detail line starts ({@code \s+\[(?!Eden:|Times:|G1Ergonomics)[A-Za-z]}), or -1. */
    private static int phaseDetailName(Line text) {
        int n = text.length();
        int i = 0;
        char c;
        // the indent is spaces: tested here first, as C1 (the launcher's JIT) inlines no call as large as isRegexSpace
        while (i < n && ((c = text.charAt(i)) == ' ' || Chars.isRegexSpace(c))) {
            i++;
        }
        if (i == 0 || i + 1 >= n || text.charAt(i) != '[') {
            return -1;
        }
        i++;
        char letter = text.charAt(i);
        if (!(letter >= 'A' && letter <= 'Z' || letter >= 'a' && letter <= 'z')) {
            return -1;
        }
        // the lookahead's three words, each compared only where its first letter stands
        boolean excluded = switch (letter) {
            case 'E' -> Chars.startsWith(text, i, "Eden:");
            case 'T' -> Chars.startsWith(text, i, "Times:");
            case 'G' -> Chars.startsWith(text, i, "G1Ergonomics");
            default -> false;
        };
        return excluded ? -1 : i;
    }

    /**
     * {@link #GC_RECORD}'s pattern, {@code \[(?:GC|Full GC)(?:--)?(?! concurrent-)(?:[ (\[0-9].*)?},
     * matched by hand: it starts every collection record, and its {@code .*} walked the rest of
     * each such line a character at a time. {@code LegacyRuleTest} checks it against the pattern.
     */
    static boolean isRecordStart(String text) {
        int i;
        if (text.startsWith("[GC")) {
            i = 3;
        } else if (text.startsWith("[Full GC")) {
            i = 8;
        } else {
            return false;
        }
        if (text.startsWith("--", i)) {
            i += 2; // without it, the '-' could not start what follows
        }
        if (text.startsWith(" concurrent-", i)) {
            return false;
        }
        if (i == text.length()) {
            return true;
        }
        char next = text.charAt(i);
        if (!(next == ' ' || next == '(' || next == '[' || Chars.isDigit(next))) {
            return false;
        }
        for (int k = i + 1, n = text.length(); k < n; k++) {
            if (isLineTerminator(text.charAt(k))) {
                return false; // '.' matches any character but these
            }
        }
        return true;
    }

    /** What {@link Pattern}'s {@code .} does not match without DOTALL and UNIX_LINES. */
    private static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /** Prefix entries by the prefix's first character, longest prefix first: a lookup allocates nothing. */
    private static final Entry[][] BY_FIRST_CHAR = new Entry[128][];

    private record Entry(String prefix, LegacyRule rule) {
    }

    static {
        List<List<Entry>> lists = new ArrayList<>();
        for (int c = 0; c < 128; c++) {
            lists.add(new ArrayList<>());
        }
        for (LegacyRule rule : values()) {
            for (String prefix : rule.prefixes) {
                lists.get(prefix.charAt(0)).add(new Entry(prefix, rule));
            }
        }
        for (int c = 0; c < 128; c++) {
            List<Entry> entries = lists.get(c);
            // longest first; equal lengths keep declaration order, so data rules win ties
            entries.sort(Comparator.comparingInt((Entry e) -> -e.prefix.length()));
            BY_FIRST_CHAR[c] = entries.toArray(new Entry[0]);
        }
    }

    private final boolean hasData;
    private final String regex;
    /**
     * The {@code regex} compiled on first use: a log needs the patterns of a few rules (a G1 log's
     * hot lines are matched by hand), and compiling all of them when the class loaded was about
     * 20 ms of a cold JVM's start. Volatile: two threads may compile it both, never see it half made.
     */
    private volatile Pattern pattern;
    private final String[] prefixes;

    LegacyRule(boolean hasData, String regex, String... prefixes) {
        this.hasData = hasData;
        this.regex = regex;
        this.prefixes = prefixes;
    }

    private Pattern pattern() {
        Pattern compiled = pattern;
        if (compiled == null) {
            compiled = Pattern.compile(regex);
            pattern = compiled;
        }
        return compiled;
    }

    /** False for lines recognised and skipped on purpose. */
    boolean hasData() {
        return hasData;
    }

    /** A matcher over {@code text}, already matched, or null when this rule does not apply. */
    Matcher match(String text) {
        Matcher m = pattern().matcher(text);
        return m.matches() ? m : null;
    }

    /**
     * The rule whose pattern matches {@code text}, trying only the rules registered under a
     * prefix of it (longest first), or null.
     */
    static LegacyRule classify(String text) {
        Classified classified = classifyWithMatcher(text);
        return classified == null ? null : classified.rule();
    }

    /** A line's rule, with the matcher that matched it (null for {@link #G1_PHASE_DETAIL}, matched by hand). */
    record Classified(LegacyRule rule, Matcher matcher) {
    }

    private static final Classified PHASE_DETAIL = new Classified(G1_PHASE_DETAIL, null);
    private static final Classified RECORD_START = new Classified(GC_RECORD, null);

    /**
     * {@link #classify}, keeping the matcher that decided, so a rule's groups are read without
     * running its pattern a second time; null when no rule matches.
     */
    static Classified classifyWithMatcher(String text) {
        if (text.isEmpty() || text.charAt(0) >= 128) {
            return null;
        }
        if (Chars.isRegexSpace(text.charAt(0)) && isPhaseDetail(Line.of(text))) {
            // nine lines in ten of a G1 -XX:+PrintGCDetails log; no other rule matches such a line
            return PHASE_DETAIL;
        }
        LegacyRule tried = null;
        for (Entry entry : BY_FIRST_CHAR[text.charAt(0)]) {
            if (entry.rule != tried && text.startsWith(entry.prefix)) {
                tried = entry.rule;
                if (entry.rule == GC_RECORD) {
                    // the record is read from its text, not from groups
                    if (isRecordStart(text)) {
                        return RECORD_START;
                    }
                    continue;
                }
                Matcher m = entry.rule.pattern().matcher(text);
                if (m.matches()) {
                    return new Classified(entry.rule, m);
                }
            }
        }
        return null;
    }
}
