package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every HotSpot legacy log of the real-log corpus ({@link RealLogCorpus}, listed in its
 * {@code INDEX.tsv}) parses with no unparsed line except the ones listed here, each with the
 * reason it cannot be read.
 */
class LegacyCorpusTest {
    /** Lines the parser rightly refuses, by corpus file: line numbers and why. */
    private static final Map<String, Explained> EXPLAINED = Map.of(
            "gctoolkit/gctoolkit-gclogs-rolling__rolling__jdk8__bbvc.log.32.current",
            new Explained(Set.of(2265L), "a rotated file that ends in the middle of a Full GC record"),
            "gctoolkit/gctoolkit-gclogs__preunified__g1gc__corrupted__broken_datetimestamp.log",
            new Explained(Set.of(1L), "corrupted on purpose: the date stamp is cut short"),
            "gctoolkit/gctoolkit-gclogs__preunified__g1gc__corrupted__rollsbackclock.log",
            new Explained(Set.of(4L), "corrupted on purpose: the head of the line is missing"),
            "gctoolkit/gctoolkit-gclogs__preunified__g1gc__corrupted__no_young_intro.log",
            new Explained(Set.of(2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L),
                    "corrupted on purpose: a G1 pause without its first lines; the pause is read from its duration,"
                    + " memory and times, the tail of its tenuring table has no header and stays unread"));

    private record Explained(Set<Long> lines, String reason) {
    }

    static Stream<String> legacyLogs() {
        return RealLogCorpus.index().stream().filter(cols -> cols.get(3).startsWith("hotspot legacy"))
                .map(cols -> cols.get(0)).sorted();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("legacyLogs")
    void parsesWithoutUnexplainedUnparsedLines(String file) throws IOException {
        Path path = RealLogCorpus.file(file);
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse(open(path));
        Explained explained = EXPLAINED.getOrDefault(file, new Explained(Set.of(), ""));
        List<Diagnostic> unparsed = parsed.diagnostics().samples().stream()
                .filter(d -> d.code().equals("unparsed-line")).toList();
        assertThat(unparsed.stream().filter(d -> !explained.lines().contains(d.location().line())).map(Diagnostic::render))
                .as("unexplained unparsed lines").isEmpty();
        assertThat(unparsed.stream().map(d -> d.location().line()).collect(Collectors.toSet()))
                .as("explained lines still refused (%s)", explained.reason()).isEqualTo(explained.lines());
        assertThat(parsed.diagnostics().unparsedLines()).isEqualTo(explained.lines().size());
        if (!file.contains("corrupted") && !file.contains("empty") && !file.contains("dataset234")
                && !file.contains("Shutdown") && !file.contains("dataset198") && !file.contains("RollingLogfile")
                && !file.contains("Part7")) {
            assertThat(parsed.of(PauseEvent.class)).as("pauses of %s", file).isNotEmpty();
        }
    }

    private static LogFile open(Path path) {
        if (!path.toString().endsWith(".gz")) {
            return PlainLogFile.of(path);
        }
        return new LogFile() {
            @Override
            public String name() {
                return String.valueOf(path.getFileName());
            }

            @Override
            public InputStream open() throws IOException {
                return new GZIPInputStream(new BufferedInputStream(Files.newInputStream(path)), 1 << 16);
            }
        };
    }
}
