package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;
import java.util.regex.Pattern;

/**
 * Oracle (BEA) JRockit verbose output: upper-case level and module in padded brackets,
 * {@code [INFO ][memory ] ...} and {@code [INFO ][gcpause] ...}. HotSpot's unified logging writes
 * levels in lower case ({@code [info][gc]}), so the two never meet.
 */
final class JRockitSniffer implements FormatSniffer {
    private static final Pattern LINE = Pattern.compile("\\[(?:INFO |ERROR|WARN |DEBUG|TRACE)\\]\\[(?:memory |gcpause)\\] .*");

    @Override
    public LogFormat format() {
        return LogFormat.JROCKIT;
    }

    @Override
    public boolean matchesLine(String line) {
        return LINE.matcher(line).matches();
    }
}
