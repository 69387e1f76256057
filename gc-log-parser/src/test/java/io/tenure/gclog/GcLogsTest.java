package io.tenure.gclog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.input.DecompressionLimitException;
import io.tenure.io.ScratchSpace;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The embedding entry point on real logs of the corpus: a plain file, a gzip file, a rotated set with a restart, a stream. */
class GcLogsTest {
    private static final Path CORPUS = GoldenFiles.fixtures().resolve("corpus");
    private static final Path PLAIN = CORPUS.resolve("gctoolkit/gctoolkit-gclogs__unified__g1gc__jvm-gc-10Nov2022.log");
    private static final Path GZIP = CORPUS.resolve("gcviewer/src__test__resources__openjdk__SampleSun1_6_0PrintHeapAtGC.txt.gz");
    private static final String ROTATED = "gctoolkit-gclogs-rolling__rolling__jdk14__rollinglogs__short_restart_4.log";

    private static long pausesIn(GcLog log) {
        return log.runs().stream().flatMap(r -> r.events().stream()).filter(PauseEvent.class::isInstance).count();
    }

    @Test
    void aPlainLogIsOneRunWithItsEventsFiguresAndFindings() throws IOException {
        GcLog log = GcLogs.read(PLAIN);

        assertThat(log.format()).isEqualTo(LogFormat.HOTSPOT_UNIFIED);
        assertThat(log.name()).isEqualTo(PLAIN.toString());
        assertThat(log.inputs()).containsExactly(PLAIN.toString());
        assertThat(log.runs()).hasSize(1);
        GcLog.Run run = log.runs().get(0);
        assertThat(run.index()).isEqualTo(1);
        assertThat(run.startedBy()).isEqualTo("log start");
        assertThat(log.summary().jvm().collector()).hasValue("G1");
        assertThat(log.summary().pauses().count()).isPositive();
        assertThat(pausesIn(log)).isEqualTo(log.summary().pauses().count());
        assertThat(run.events()).allSatisfy(e -> assertThat(e.source().file()).isEqualTo(PLAIN.toString()));
        assertThat(log.eventsNotKept()).isZero();
        assertThat(log.findings()).isNotNull();
    }

    @Test
    void aGzipLogReadsAsItsContentAndTheSameBytesAsAStreamGiveTheSameFigures() throws IOException {
        GcLog fromFile = GcLogs.read(GZIP);
        GcLog fromStream;
        try (InputStream in = Files.newInputStream(GZIP)) {
            fromStream = GcLogs.read(in, "https://logs.example/gc.log.gz");
        }

        assertThat(fromFile.format()).isEqualTo(LogFormat.HOTSPOT_LEGACY);
        assertThat(fromFile.summary().jvm().collector()).hasValue("CMS");
        assertThat(fromFile.summary().pauses().count()).isPositive();
        assertThat(fromStream.name()).isEqualTo("https://logs.example/gc.log.gz");
        assertThat(fromStream.inputs()).containsExactly("https://logs.example/gc.log.gz");
        assertThat(fromStream.summary().pauses()).isEqualTo(fromFile.summary().pauses());
        assertThat(fromStream.summary().survival()).isEqualTo(fromFile.summary().survival());
        assertThat(fromStream.findings()).extracting(f -> f.code())
                .isEqualTo(fromFile.findings().stream().map(f -> f.code()).toList());
        assertThat(fromStream.runs().get(0).events()).first()
                .satisfies(e -> assertThat(e.source().file()).isEqualTo("https://logs.example/gc.log.gz"));
    }

    @Test
    void aRotatedSetGivenInAnyOrderIsOneLogAndItsRestartASecondRun() throws IOException {
        List<Path> files = IntStream.of(2, 4, 1, 3).mapToObj(i -> CORPUS.resolve("gctoolkit/" + ROTATED + "." + i))
                .collect(Collectors.toCollection(ArrayList::new));
        files.add(CORPUS.resolve("gctoolkit/" + ROTATED));

        GcLog log = GcLogs.read(files);

        assertThat(log.inputs()).containsExactlyInAnyOrderElementsOf(files.stream().map(Path::toString).toList());
        assertThat(log.runs()).hasSizeGreaterThan(1);
        assertThat(log.runs()).extracting(GcLog.Run::index)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, log.runs().size()).boxed().toList());
        assertThat(log.runs().stream().skip(1)).allSatisfy(r -> assertThat(r.startedBy()).isNotEqualTo("log start"));
        assertThat(log.runs().stream().mapToLong(r -> r.summary().pauses().count()).sum())
                .isEqualTo(log.summary().pauses().count());
        for (GcLog.Run run : log.runs()) {
            assertThat(run.events().stream().filter(PauseEvent.class::isInstance).count())
                    .as("run %d", run.index()).isEqualTo(run.summary().pauses().count());
        }
    }

    @Test
    void pastMaxEventsTheFiguresStillCountEveryEventAndTheRestIsCountedNotKept() throws IOException {
        GcLog all = GcLogs.read(PLAIN);
        long total = all.runs().get(0).events().size();

        GcLog bounded = GcLogs.reader().withMaxEvents(10).read(PLAIN);
        GcLog none = GcLogs.reader().withMaxEvents(0).read(PLAIN);

        assertThat(total).isGreaterThan(10);
        assertThat(bounded.runs().get(0).events()).containsExactlyElementsOf(all.runs().get(0).events().subList(0, 10));
        assertThat(bounded.eventsNotKept()).isEqualTo(total - 10);
        assertThat(bounded.summary().pauses()).isEqualTo(all.summary().pauses());
        assertThat(none.runs().get(0).events()).isEmpty();
        assertThat(none.eventsNotKept()).isEqualTo(total);
        assertThat(none.findings()).extracting(f -> f.code()).isEqualTo(all.findings().stream().map(f -> f.code()).toList());
    }

    @Test
    void aStreamLongerThanItsBoundStopsWithAMessageNamingTheSource() throws IOException {
        GcLogs.Reader reader = GcLogs.reader().withLimits(GcLogs.reader().limits().withMaxStreamBytes(1024));

        try (InputStream in = Files.newInputStream(PLAIN)) {
            assertThatThrownBy(() -> reader.read(in, "big.log"))
                    .isInstanceOf(DecompressionLimitException.class)
                    .hasMessageStartingWith("big.log: more than 0 MiB");
        }
    }

    @Test
    void aStreamThatIsNotAGcLogIsAnErrorNamingTheSourceAndNoSpoolIsLeft() throws IOException {
        InputStream text = new ByteArrayInputStream("hello\nworld\n".getBytes(StandardCharsets.UTF_8));
        List<Path> before = spools();

        assertThatThrownBy(() -> GcLogs.read(text, "notes.txt"))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("notes.txt");
        GcLogs.read(new ByteArrayInputStream(Files.readAllBytes(PLAIN)), "gc.log");
        assertThat(spools()).containsExactlyInAnyOrderElementsOf(before);
    }

    /** The spooled streams in tenure's scratch directory (other tests' standard input stays spooled until exit). */
    private static List<Path> spools() throws IOException {
        try (Stream<Path> files = Files.list(ScratchSpace.directory())) {
            return files.filter(p -> p.getFileName().toString().endsWith(".spool")).toList();
        }
    }

    @Test
    void aDirectoryOfSeveralLogsIsRefusedNamingThem() {
        assertThatThrownBy(() -> GcLogs.read(GoldenFiles.fixtures().resolve("gclogs/cli")))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("different logs");
    }
}
