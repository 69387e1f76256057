package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;
import java.util.regex.Pattern;

/**
 * HotSpot JDK 6-8 GC output ({@code -verbose:gc}, {@code -XX:+PrintGCDetails} and friends):
 * collections in brackets ({@code [GC (Allocation Failure) ...}, {@code [Full GC},
 * {@code [GC pause (G1 Evacuation Pause) (young)}), optionally preceded by a date stamp and an
 * uptime ({@code 2019-01-31T20:28:46.886+0000: 258269.289: [GC}), stopped-time lines, heap dumps
 * at GC and at exit, Shenandoah's JDK 8 statistics, and the header such a JVM writes at the top of
 * {@code -Xloggc} files. Unified logging writes the same heap lines, but behind decorations.
 */
final class LegacySniffer implements FormatSniffer {
    private static final Pattern COLLECTION = Pattern.compile(
            "(?:\\d{4}-\\d\\d-\\d\\dT[\\d:.,]+[+-]\\d{4}: )?(?:\\d+[.,]\\d+: )?(?:#\\d+: )?"
                    + "\\[(?:GC|Full GC|ParNew|DefNew|PSYoungGen|CMS|GC pause|GC remark|GC cleanup|GC concurrent"
                    + "|GC\\[|Pause (?:Init|Final)|Concurrent (?:marking|evacuation|cleanup|reset|update)).*");
    private static final Pattern OTHER = Pattern.compile(
            "(?:.*: )?(?:Total time for which application threads were stopped: |Application time: ).*"
                    + "|\\{Heap before GC invocations=\\d+.*"
                    + "|CommandLine flags: -XX:.*"
                    + "|GC STATISTICS:|Cancelling concurrent GC: .*"
                    + "|\\s*(?:PSYoungGen|ParOldGen|PSOldGen|PSPermGen|par new generation|def new generation|tenured generation"
                    + "|concurrent mark-sweep generation|garbage-first heap|Shenandoah Heap)\\b.*"
                    + "|\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d GC log file (?:created|has reached the maximum size).*");

    @Override
    public LogFormat format() {
        return LogFormat.HOTSPOT_LEGACY;
    }

    @Override
    public boolean matchesLine(String line) {
        return COLLECTION.matcher(line).matches() || OTHER.matcher(line).matches();
    }
}
