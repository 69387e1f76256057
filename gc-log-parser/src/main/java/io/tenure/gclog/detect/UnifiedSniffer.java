package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;
import java.util.regex.Pattern;

/**
 * HotSpot unified logging ({@code -Xlog}, JDK 9+): a line opens with bracketed decorations, any
 * subset of time, uptime, level and tags ({@code [0.013s][info][gc,heap]},
 * {@code [2024-12-06T09:50:52.067-0500]}, {@code [11728ms]}, {@code [gc,start]}), and is GC
 * output: a {@code gc}/{@code safepoint} tag or, for logs decorated without tags, a GC message.
 * Application output between such lines does not matter; JRockit's upper-case
 * {@code [INFO ][memory ]} is not this format.
 *
 * <p>A log written with {@code -Xlog:gc:file=F::none} has no decorations at all. Its lines are
 * still unmistakable: {@code GC(n)} followed by a capitalised phase name ({@code GC(0) Pause Young
 * (Normal) ...}, which no other format begins a line with), or the collector announcement
 * {@code Using G1} as a whole line.
 */
final class UnifiedSniffer implements FormatSniffer {
    private static final String DECORATION = "\\[(?:\\d{4}-\\d\\d-\\d\\dT[^\\]]{8,40}|\\d+(?:[.,]\\d+)?s|\\d+ms|\\d+ns"
            + "|(?:trace|debug|info|warning|error) *|[a-z][a-z0-9]*(?:[,+][a-z0-9]+)* *|\\d+t?)\\]";
    private static final Pattern DECORATED = Pattern.compile("(?:" + DECORATION + ")+ ?.*");
    private static final Pattern GC_TAGS = Pattern.compile(".*\\[(?:gc|safepoint)(?:[,+][a-z0-9]+)* *\\].*");
    private static final Pattern GC_MESSAGE = Pattern.compile(
            "(?:" + DECORATION + ")+ ?(?:GC\\(\\d+\\) |Using (?:G1|Serial|Parallel|Concurrent Mark Sweep|Shenandoah"
                    + "|The Z Garbage Collector|Epsilon)|Version: \\d|Safepoint \"|Entering safepoint region|Heap region size"
                    + "|Initializing The Z Garbage Collector|CardTable entry size|Heuristics ergonomically"
                    + "|GC STATISTICS:|=== Garbage Collection Statistics|All times are wall-clock times|Pause [A-Z]).*");

    private static final Pattern UNDECORATED = Pattern.compile(
            "GC\\(\\d+\\) [A-Z][A-Za-z-]+(?: .*)?"
                    + "|Using (?:G1|Serial|Parallel|Concurrent Mark Sweep|Shenandoah|The Z Garbage Collector|Epsilon)");

    @Override
    public LogFormat format() {
        return LogFormat.HOTSPOT_UNIFIED;
    }

    @Override
    public boolean matchesLine(String line) {
        if (!line.startsWith("[")) {
            return UNDECORATED.matcher(line).matches();
        }
        return DECORATED.matcher(line).matches()
                && (GC_TAGS.matcher(line).matches() || GC_MESSAGE.matcher(line).matches());
    }
}
