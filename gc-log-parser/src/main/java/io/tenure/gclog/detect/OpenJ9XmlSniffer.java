package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;
import java.util.regex.Pattern;

/**
 * OpenJ9 and IBM J9 verbose GC XML: the {@code <verbosegc>} root, or, in logs that lost their
 * start (rotation, truncation), one of J9's top-level elements. IBM's pre-XML text
 * ({@code <GC(1): ...>}, upper case) is not this format.
 */
final class OpenJ9XmlSniffer implements FormatSniffer {
    private static final Pattern ELEMENT = Pattern.compile(
            "\\s*<(verbosegc|af|gc|sys|con|initialized|exclusive-start|concurrent-kickoff|cycle-start|gc-start|gc-op|allocation-taxation)[\\s>].*");

    @Override
    public LogFormat format() {
        return LogFormat.OPENJ9_XML;
    }

    @Override
    public boolean matchesLine(String line) {
        return ELEMENT.matcher(line).matches();
    }
}
