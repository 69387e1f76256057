package io.tenure.gclog;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * Tests that need a format's real parser skip, saying so, while that parser is still the
 * placeholder that reads nothing. The placeholder is recognised by what no real parser does on a
 * time-stamped log: it returns no event and sees no time stamp. A real parser that sees the lines
 * but yields no event makes these tests fail, as it should.
 */
public final class ParserReadiness {
    private ParserReadiness() {
    }

    public static void assumeParserMerged(LogFormat format, LogFile timeStampedLog) throws IOException {
        try (EventReader reader = format.parser().open(timeStampedLog, new Diagnostics())) {
            boolean anyEvent = reader.next() != null;
            boolean anyTime = reader.firstSeen().uptimeSeconds().isPresent() || reader.firstSeen().epochMillis().isPresent();
            assumeTrue(anyEvent || anyTime, "needs the " + format.id() + " parser, which is not merged yet (placeholder reads nothing); skipping");
        }
    }
}
