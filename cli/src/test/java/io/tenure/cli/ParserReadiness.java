package io.tenure.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.input.PlainLogFile;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Tests that need a format's real parser skip, saying so, while that parser is still the
 * placeholder that reads nothing. The placeholder is recognised by what no real parser does on a
 * time-stamped log: it returns no event and sees no time stamp. A real parser that sees the
 * lines but yields no event makes these tests fail, as it should.
 */
final class ParserReadiness {
    private ParserReadiness() {
    }

    static void assumeParserMerged(LogFormat format, Path timeStampedLog) throws IOException {
        try (EventReader reader = format.parser().open(PlainLogFile.of(timeStampedLog), new Diagnostics())) {
            boolean anyEvent = reader.next() != null;
            boolean anyTime = reader.firstSeen().uptimeSeconds().isPresent() || reader.firstSeen().epochMillis().isPresent();
            assumeTrue(anyEvent || anyTime, "needs the " + format.id() + " parser, which is not merged yet (placeholder reads nothing); skipping");
        }
    }
}
