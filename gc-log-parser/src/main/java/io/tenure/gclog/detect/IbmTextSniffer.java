package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;
import java.util.regex.Pattern;

/**
 * IBM classic JVM (1.3-6, before J9) text verbose GC: upper-case {@code <GC(1): GC cycle started ...},
 * {@code <AF[1]: Allocation Failure. need ...}, {@code <GC[0]: Expanded System Heap by ...}. J9's
 * XML elements are lower case ({@code <gc type="global">}), so the two never meet.
 */
final class IbmTextSniffer implements FormatSniffer {
    private static final Pattern LINE = Pattern.compile(
            "\\s*<(?:GC\\(\\d+\\): (?:GC cycle started|freed \\d+ bytes)|AF\\[\\d+\\]: Allocation Failure\\."
                    + "|GC\\[\\d+\\]: (?:Expanded|Shrunk) System Heap).*");

    @Override
    public LogFormat format() {
        return LogFormat.IBM_TEXT;
    }

    @Override
    public boolean matchesLine(String line) {
        return LINE.matcher(line).matches();
    }
}
