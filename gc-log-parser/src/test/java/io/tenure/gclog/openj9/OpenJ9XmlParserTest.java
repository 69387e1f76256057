package io.tenure.gclog.openj9;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.platforms.Collector;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class OpenJ9XmlParserTest {
    static Path dir() {
        return GoldenFiles.fixtures().resolve("gclogs/openj9");
    }

    static Stream<Path> fixtures() throws IOException {
        try (Stream<Path> files = Files.list(dir())) {
            return files.filter(p -> p.toString().endsWith(".xml")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void matchesGoldenFile(Path log) throws IOException {
        GoldenFiles.verify(LogFormat.OPENJ9_XML, log);
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void realLogsParseWithoutProblems(Path log) throws IOException {
        Parsed p = parse(PlainLogFile.of(log));
        assertThat(p.diagnostics.problems()).as(p.diagnostics.samples().toString()).isZero();
        assertThat(p.pauses()).isNotEmpty();
    }

    @Test
    void genconScavengesAreYoungPausesOfTheExclusiveInterval() throws IOException {
        Parsed p = parse("SampleIBMJ9_R27_SR1_full_header.xml");
        List<PauseEvent> pauses = p.pauses();
        assertThat(pauses).hasSize(3).allMatch(e -> e.kind() == EventKind.YOUNG && e.name().equals("scavenge"));
        // exclusive-end durationms, not gc-end durationms (41.930)
        assertThat(pauses).extracting(PauseEvent::durationMs).containsExactly(42.303, 41.268, 34.961);
        assertThat(pauses.get(0).cause()).contains("allocation failure");
        assertThat(p.jvm(Collector.GENCON)).isTrue();
    }

    @Test
    void scavengeHeapFiguresExcludeTheEmptySurvivorReserve() throws IOException {
        PauseEvent first = parse("SampleIBMJ9_R28_af_scavenge_full_header.xml").pauses().get(0);
        // allocate space 67108864 all used before, 67108864 - 55663192 after; tenure 402653184 - 401882552 both sides
        assertThat(first.young().orElseThrow().beforeBytes()).isEqualTo(67_108_864L);
        assertThat(first.young().orElseThrow().afterBytes()).isEqualTo(67_108_864L - 55_663_192L);
        assertThat(first.old().orElseThrow().afterBytes()).isEqualTo(402_653_184L - 401_882_552L);
        assertThat(first.heap().orElseThrow().afterBytes()).isEqualTo(67_108_864L - 55_663_192L + 770_632L);
        assertThat(first.heap().orElseThrow().capacityBytes()).hasValue(536_870_912L);
        assertThat(first.gcId()).hasValue(4);
        assertThat(first.start().epochMillis()).isPresent();
        assertThat(first.start().uptimeSeconds().getAsDouble()).isCloseTo(3.955, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void globalCollectionsAreFullAndExplicitOnesSayWhy() throws IOException {
        PauseEvent sys = parse("SampleIBMJ9_R28_sys_global.xml").pauses().get(0);
        assertThat(sys.kind()).isEqualTo(EventKind.FULL);
        assertThat(sys.durationMs()).isEqualTo(97.756);
        assertThat(sys.cause()).contains("explicit");
        PauseEvent af = parse("SampleIBMJ9_R28_af_global.xml").pauses().get(0);
        assertThat(af.kind()).isEqualTo(EventKind.FULL);
        assertThat(af.durationMs()).isEqualTo(1255.648);
        assertThat(af.heap().orElseThrow().beforeBytes()).isEqualTo(6_442_450_944L - 322_121_728L);
    }

    @Test
    void aConcurrentCycleStartIsAnInitialMarkPause() throws IOException {
        List<PauseEvent> pauses = parse("SampleIBMJ9_R28_concurrentMinimal.xml").pauses();
        assertThat(pauses).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo(EventKind.INITIAL_MARK);
            assertThat(e.durationMs()).isEqualTo(0.809);
        });
    }

    @Test
    void java5FormatUsesTheAllocationFailureTotalTime() throws IOException {
        Parsed p = parse("SampleIBMJ9_5_0af-global-20090417_AA.xml");
        assertThat(p.pauses()).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo(EventKind.FULL);
            assertThat(e.durationMs()).isEqualTo(837.024);
            assertThat(e.old().orElseThrow().beforeBytes()).isEqualTo(12_884_901_888L - 4_626_919_608L);
            assertThat(e.old().orElseThrow().afterBytes()).isEqualTo(12_884_901_888L - 11_283_782_480L);
        });
        assertThat(p.jvm(Collector.OPTAVGPAUSE)).isTrue();
    }

    @Test
    void aLogCutMidWriteKeepsTheEventsBeforeTheCut() throws IOException {
        byte[] whole = Files.readAllBytes(dir().resolve("SampleIBMJ9_R27_SR1_full_header.xml"));
        String text = new String(whole, StandardCharsets.UTF_8);
        int cut = text.indexOf("<exclusive-start id=\"26\"") + 200; // inside the third collection
        Parsed p = parse(bytes("cut.xml", text.substring(0, cut).getBytes(StandardCharsets.UTF_8)));
        assertThat(p.pauses()).hasSize(2);
        assertThat(p.codes()).contains("truncated-xml");
    }

    @Test
    void entitiesAreNeitherExpandedNorFetched() throws IOException {
        String laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE verbosegc [\n <!ENTITY lol \"lol\">\n"
                + " <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
                + " <!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">\n"
                + " <!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n]>\n"
                + "<verbosegc version=\"&lol3;\"><warning details=\"&xxe;\"/></verbosegc>\n";
        Parsed p = parse(bytes("laughs.xml", laughs.getBytes(StandardCharsets.UTF_8)));
        assertThat(p.events).noneMatch(e -> e instanceof JvmInfoEvent j && j.version().isPresent());
        assertThat(p.codes()).containsExactly("dtd-refused");
        assertThat(p.diagnostics.samples().get(0).location().line()).as("where the declaration ends").isEqualTo(7);
        assertThat(p.diagnostics.samples()).noneMatch(d -> d.message().contains("root:") || d.excerpt().contains("lollol"));
    }

    @Test
    void unknownTopLevelElementsAreReportedNotFatal() throws IOException {
        String xml = "<verbosegc version=\"x\"><mystery a=\"1\"/><allocation-stats totalBytes=\"1\"/></verbosegc>";
        Parsed p = parse(bytes("unknown.xml", xml.getBytes(StandardCharsets.UTF_8)));
        assertThat(p.diagnostics.unparsedLines()).isEqualTo(1);
        assertThat(p.diagnostics.samples().get(0).excerpt()).contains("mystery");
    }

    @Test
    void notXmlAtAllIsOneDiagnostic() throws IOException {
        Parsed p = parse(bytes("gc.log", "[0.004s][info][gc] Using G1\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(p.events).isEmpty();
        assertThat(p.diagnostics.total()).isEqualTo(1);
    }

    // -- helpers

    record Parsed(List<GcEvent> events, Diagnostics diagnostics) {
        List<PauseEvent> pauses() {
            return events.stream().filter(PauseEvent.class::isInstance).map(PauseEvent.class::cast).toList();
        }

        boolean jvm(Collector c) {
            return events.stream().anyMatch(e -> e instanceof JvmInfoEvent j && j.collector().equals(java.util.Optional.of(c)));
        }

        List<String> codes() {
            return diagnostics.samples().stream().map(Diagnostic::code).toList();
        }
    }

    static Parsed parse(String fixture) throws IOException {
        return parse(PlainLogFile.of(dir().resolve(fixture)));
    }

    static Parsed parse(LogFile file) throws IOException {
        Diagnostics d = new Diagnostics();
        List<GcEvent> events = new ArrayList<>();
        try (EventReader r = new OpenJ9XmlParser().open(file, d)) {
            for (GcEvent e = r.next(); e != null; e = r.next()) {
                events.add(e);
            }
        }
        return new Parsed(events, d);
    }

    static LogFile bytes(String name, byte[] content) {
        return new LogFile() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public InputStream open() {
                return new ByteArrayInputStream(content);
            }
        };
    }
}
