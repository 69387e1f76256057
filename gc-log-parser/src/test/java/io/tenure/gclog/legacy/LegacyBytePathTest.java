package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reader's byte path (G1 detail, memory and times lines read from the line's bytes) has the
 * very effect of the String path every other line takes, and so has the parser's reading of the
 * lines ahead on a thread of its own, which keeps most G1 detail lines from the reader: every
 * fixture, every legacy log of the real-log corpus and mutated G1 logs parse to the same events,
 * diagnostics and time span every way.
 */
class LegacyBytePathTest {
    /** What G1 detail lines are made of, and the markers that make a line be cut instead. */
    private static final List<String> NOISE = List.of(" ", "   ", "\t", "[", "]", "(", ")", "->", ",", ".", "0", "7", "K", "M",
            "B", "x", "[GC concurrent-mark-start]", "[CMS-concurrent-", "[G1Ergonomics (CSet) x]", "{Heap before GC",
            "Heap after GC", "Before GC:", "After GC:", "AdaptiveSizeStart:", " CMS: abort preclean", "[YG occupancy: 1 K (2 K)]",
            " [Times: user=0.01 sys=0.00, real=0.01 secs]", "   [Eden: 1.0M(2.0M)->0.0B(2.0M) Survivors: 0.0B->1.0M Heap: 3.0M(9.0M)->2.0M(9.0M)]",
            "      [Ref Proc: 15.3 ms]", "- age   1:    1114112 bytes,    1114112 total",
            "Desired survivor size 1048576 bytes, new threshold 15 (max 15)\n", "\n", "\n ");
    private static final List<String> G1_FIXTURES = g1Fixtures();

    private record Outcome(List<GcEvent> events, List<String> diagnostics, Object counts, String span) {
    }

    /** The reader's three ways with lines: every line as a String, hot lines from their bytes, and lines read ahead on a thread. */
    private enum Way {
        STRINGS, BYTES, AHEAD
    }

    private static Outcome parse(LogFile file, Way way) throws IOException {
        Diagnostics diagnostics = new Diagnostics(Integer.MAX_VALUE);
        List<GcEvent> events = new ArrayList<>();
        try (EventReader reader = switch (way) {
            case STRINGS -> new LegacyEventReader(file.name(), new LineReader(file.open()), diagnostics, false);
            case BYTES -> new LegacyEventReader(file.name(), new LineReader(file.open()), diagnostics, true);
            case AHEAD -> new LegacyLogParser().open(file, diagnostics);
        }) {
            for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                events.add(e);
            }
            return new Outcome(events, diagnostics.samples().stream().map(Object::toString).toList(),
                    diagnostics.countsByCode(), reader.firstSeen() + " " + reader.lastSeen());
        }
    }

    private static void assertSameEveryWay(LogFile file) throws IOException {
        Outcome fromStrings = parse(file, Way.STRINGS);
        for (Way way : List.of(Way.BYTES, Way.AHEAD)) {
            Outcome other = parse(file, way);
            assertThat(other.events()).as("events of %s, %s", file.name(), way).containsExactlyElementsOf(fromStrings.events());
            assertThat(other).as("diagnostics and span of %s, %s", file.name(), way).isEqualTo(fromStrings);
        }
    }

    static Stream<Path> fixtures() throws IOException {
        return LegacyGoldenFilesTest.fixtures();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void fixturesParseTheSameEveryWay(Path fixture) throws IOException {
        assertSameEveryWay(PlainLogFile.of(fixture));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("io.tenure.gclog.legacy.LegacyCorpusTest#legacyLogs")
    void corpusLogsParseTheSameEveryWay(String file) throws IOException {
        Path path = RealLogCorpus.file(file);
        assertSameEveryWay(new LogFile() {
            @Override
            public String name() {
                return file;
            }

            @Override
            public InputStream open() throws IOException {
                InputStream in = new BufferedInputStream(Files.newInputStream(path), 1 << 16);
                return file.endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
            }
        });
    }

    @Property(tries = 500)
    void mutatedG1LogsParseTheSameEveryWay(@ForAll("mutatedG1Logs") String text) throws IOException {
        assertSameEveryWay(LegacyFixtures.bytes("mutated.log", text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Provide
    Arbitrary<String> mutatedG1Logs() {
        Arbitrary<String> noise = Arbitraries.of(NOISE).list().ofMaxSize(4).map(pieces -> String.join("", pieces));
        Arbitrary<int[]> places = Arbitraries.integers().between(0, Integer.MAX_VALUE).array(int[].class).ofSize(8);
        return Combinators.combine(Arbitraries.of(G1_FIXTURES), places, noise, Arbitraries.integers().between(0, 3))
                .as(LegacyBytePathTest::mutate);
    }

    /** Noise put into several places, or a line's tail cut, or a character changed, at several places. */
    private static String mutate(String text, int[] places, String noise, int how) {
        StringBuilder s = new StringBuilder(text);
        for (int place : places) {
            int i = place % (s.length() + 1);
            switch (how) {
                case 0 -> s.insert(i, noise);
                case 1 -> s.delete(i, Math.min(s.length(), i + place % 7));
                case 2 -> {
                    if (i < s.length()) {
                        s.setCharAt(i, "[](), .->0K\t".charAt(place % 12));
                    }
                }
                default -> s.insert(i, NOISE.get(place % NOISE.size()));
            }
        }
        return s.toString();
    }

    private static List<String> g1Fixtures() {
        try {
            List<String> texts = new ArrayList<>();
            for (Path p : LegacyGoldenFilesTest.fixtures().filter(p -> p.getFileName().toString().contains("g1")).toList()) {
                texts.add(Files.readString(p, StandardCharsets.ISO_8859_1));
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
