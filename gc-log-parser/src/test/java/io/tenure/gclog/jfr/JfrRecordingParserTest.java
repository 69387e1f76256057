package io.tenure.gclog.jfr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.platforms.Collector;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedObject;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class JfrRecordingParserTest {
    static Path dir() {
        return GoldenFiles.fixtures().resolve("gclogs/jfr");
    }

    static Stream<Path> fixtures() throws IOException {
        try (Stream<Path> files = Files.list(dir())) {
            return files.filter(p -> p.toString().endsWith(".jfr")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void matchesGoldenFile(Path recording) throws IOException {
        GoldenFiles.verify(LogFormat.JFR, recording);
    }

    /** Oracle: the recording's own jdk.GCPhasePause events, counted and summed straight from the file. */
    @ParameterizedTest
    @MethodSource("fixtures")
    void everyStopTheWorldPhaseIsOnePauseInTimeOrder(Path recording) throws IOException {
        long phases = 0;
        Duration total = Duration.ZERO;
        for (RecordedEvent e : RecordingFile.readAllEvents(recording)) {
            if (e.getEventType().getName().equals("jdk.GCPhasePause")) {
                phases++;
                total = total.plus(e.getDuration());
            }
        }
        Parsed p = parse(PlainLogFile.of(recording));
        assertThat(p.diagnostics.problems()).isZero();
        assertThat(p.pauses()).hasSize((int) phases);
        assertThat(p.pauses().stream().mapToDouble(PauseEvent::durationMs).sum())
                .isCloseTo(total.toNanos() / 1e6, org.assertj.core.data.Offset.offset(1e-6));
        for (int i = 1; i < p.events.size(); i++) {
            assertThat(p.events.get(i).start().epochMillis().getAsLong())
                    .isGreaterThanOrEqualTo(p.events.get(i - 1).start().epochMillis().getAsLong());
        }
        assertThat(p.events).allMatch(e -> e instanceof JvmInfoEvent || e.start().uptimeSeconds().isPresent());
    }

    @Test
    void zgcCountsItsThreePausesSeparately() throws IOException {
        Parsed p = parse(PlainLogFile.of(dir().resolve("jdk25-zgc.jfr")));
        long starts = p.pauses().stream().filter(e -> e.kind() == EventKind.INITIAL_MARK).count();
        long ends = p.pauses().stream().filter(e -> e.kind() == EventKind.REMARK).count();
        long relocates = p.pauses().stream().filter(e -> e.name().startsWith("Pause Relocate Start")).count();
        // Generational ZGC: a major collection starts young and old marking in one pause, then
        // ends marking and starts relocation once per generation.
        assertThat(starts).isPositive();
        assertThat(ends).isEqualTo(relocates).isGreaterThanOrEqualTo(starts);
        assertThat(p.pauses()).allMatch(e -> e.kind() != EventKind.YOUNG && e.kind() != EventKind.FULL);
        assertThat(p.collector()).contains(Collector.ZGC_GENERATIONAL);
        assertThat(p.events).anyMatch(ConcurrentPhaseEvent.class::isInstance);
    }

    @Test
    void serialYoungPausesCarryHeapAndTenuring() throws IOException {
        Parsed p = parse(PlainLogFile.of(dir().resolve("jdk17-serial.jfr")));
        assertThat(p.collector()).contains(Collector.SERIAL);
        List<PauseEvent> young = p.pauses().stream().filter(e -> e.kind() == EventKind.YOUNG).toList();
        assertThat(young).isNotEmpty().allSatisfy(e -> {
            assertThat(e.name()).isEqualTo("DefNew");
            assertThat(e.heap()).hasValueSatisfying(h -> assertThat(h.beforeBytes()).isGreaterThan(h.afterBytes()));
            assertThat(e.gcId()).isPresent();
        });
        assertThat(p.pauses()).anyMatch(e -> e.kind() == EventKind.FULL && e.cause().equals(Optional.of("System.gc()")));
        assertThat(p.events).anyMatch(TenuringEvent.class::isInstance);
        // every GC pause ran inside a safepoint at least as long as the pause
        List<SafepointEvent> safepoints = p.events.stream().filter(SafepointEvent.class::isInstance)
                .map(SafepointEvent.class::cast).toList();
        assertThat(safepoints).hasSizeGreaterThanOrEqualTo(p.pauses().size());
        for (PauseEvent pause : p.pauses()) {
            long at = pause.start().epochMillis().getAsLong();
            assertThat(safepoints).as("safepoint around %s", pause).anyMatch(sp -> sp.stoppedMs() >= pause.durationMs()
                    && Math.abs(sp.start().epochMillis().getAsLong() - at) <= 1);
        }
        assertThat(p.events).anyMatch(e -> e instanceof JvmInfoEvent j && j.vendor().isPresent());
        assertThat(p.events).anyMatch(e -> e instanceof JvmInfoEvent j && j.version().isPresent()
                && j.commandLine().orElse("").contains("GcWorkload"));
    }

    @Test
    void parallelPausesSplitTheHeapIntoYoungAndOld() throws IOException {
        Parsed p = parse(PlainLogFile.of(dir().resolve("jdk17-parallel.jfr")));
        assertThat(p.collector()).contains(Collector.PARALLEL);
        List<PauseEvent> young = p.pauses().stream().filter(e -> e.kind() == EventKind.YOUNG).toList();
        assertThat(young).isNotEmpty().allSatisfy(e -> {
            assertThat(e.name()).isEqualTo("ParallelScavenge");
            var heap = e.heap().orElseThrow();
            var y = e.young().orElseThrow();
            var o = e.old().orElseThrow();
            // eden + from-space + old object space is the heap JFR reports, to the byte
            assertThat(y.beforeBytes() + o.beforeBytes()).isEqualTo(heap.beforeBytes());
            assertThat(y.afterBytes() + o.afterBytes()).isEqualTo(heap.afterBytes());
            assertThat(y.afterBytes()).isLessThan(y.beforeBytes());
        });
    }

    @Test
    void g1YoungIsEdenPlusSurvivorAndOldTheRest() throws IOException {
        Parsed p = parse(PlainLogFile.of(dir().resolve("jdk17-g1.jfr")));
        assertThat(p.pauses().stream().filter(e -> e.kind() == EventKind.YOUNG)).isNotEmpty().allSatisfy(e -> {
            assertThat(e.young()).isPresent();
            assertThat(e.old().orElseThrow().beforeBytes() + e.young().orElseThrow().beforeBytes())
                    .isEqualTo(e.heap().orElseThrow().beforeBytes());
        });
    }

    /**
     * Oracle: the JDK 25 recording's own events, read straight from the file. Every
     * {@code jdk.GCCPUTime} goes on one pause of its collection (the sums agree), and a young pause
     * carries eden and survivor as its collection's {@code jdk.G1HeapSummary} "After GC" gives them, and
     * metaspace as its {@code jdk.MetaspaceSummary} does.
     */
    @Test
    void g1PausesCarryTheRecordingsCpuEdenSurvivorAndMetaspace() throws IOException {
        Path recording = dir().resolve("jdk25-g1.jfr");
        double userMs = 0;
        double sysMs = 0;
        double realMs = 0;
        long cpuEvents = 0;
        Map<Long, long[]> after = new HashMap<>(); // gcId -> {eden, survivor, metaspace}
        for (RecordedEvent e : RecordingFile.readAllEvents(recording)) {
            String type = e.getEventType().getName();
            boolean afterGc = e.hasField("when") && "After GC".equals(e.getString("when"));
            if (type.equals("jdk.GCCPUTime")) {
                cpuEvents++;
                userMs += e.getDuration("userTime").toNanos() / 1e6;
                sysMs += e.getDuration("systemTime").toNanos() / 1e6;
                realMs += e.getDuration("realTime").toNanos() / 1e6;
            } else if (type.equals("jdk.G1HeapSummary") && afterGc) {
                long[] a = after.computeIfAbsent(e.getLong("gcId"), id -> new long[] {-1, -1, -1});
                a[0] = e.getLong("edenUsedSize");
                a[1] = e.getLong("survivorUsedSize");
            } else if (type.equals("jdk.MetaspaceSummary") && afterGc) {
                after.computeIfAbsent(e.getLong("gcId"), id -> new long[] {-1, -1, -1})[2] =
                        ((RecordedObject) e.getValue("metaspace")).getLong("used");
            }
        }
        assertThat(cpuEvents).as("jdk.GCCPUTime events").isPositive();
        Parsed p = parse(PlainLogFile.of(recording));
        List<PauseEvent> withCpu = p.pauses().stream().filter(e -> e.cpu().isPresent()).toList();
        assertThat(withCpu).hasSize((int) cpuEvents);
        assertThat(withCpu.stream().mapToDouble(e -> e.cpu().get().userMs()).sum()).isCloseTo(userMs, within(1e-6));
        assertThat(withCpu.stream().mapToDouble(e -> e.cpu().get().sysMs()).sum()).isCloseTo(sysMs, within(1e-6));
        assertThat(withCpu.stream().mapToDouble(e -> e.cpu().get().realMs()).sum()).isCloseTo(realMs, within(1e-6));
        List<PauseEvent> young = p.pauses().stream().filter(e -> e.kind() == EventKind.YOUNG).toList();
        assertThat(young).isNotEmpty().allSatisfy(e -> {
            long[] a = after.get(e.gcId().getAsLong());
            assertThat(e.eden().orElseThrow().afterBytes()).isEqualTo(a[0]);
            assertThat(e.survivor().orElseThrow().afterBytes()).isEqualTo(a[1]);
            assertThat(e.metaspace().orElseThrow().afterBytes()).isEqualTo(a[2]);
            assertThat(e.eden().get().beforeBytes() + e.survivor().get().beforeBytes())
                    .isEqualTo(e.young().orElseThrow().beforeBytes());
        });
    }

    @Test
    void g1RemarkAndCleanupArePausesOfTheirOwn() throws IOException {
        Parsed p = parse(PlainLogFile.of(dir().resolve("jdk17-g1.jfr")));
        assertThat(p.collector()).contains(Collector.G1);
        assertThat(p.pauses()).extracting(PauseEvent::kind)
                .contains(EventKind.YOUNG, EventKind.REMARK, EventKind.CLEANUP).doesNotContain(EventKind.INITIAL_MARK);
        // the concurrent start is a young collection that also starts the cycle
        assertThat(p.pauses()).filteredOn(PauseEvent::concurrentStart).isNotEmpty()
                .allSatisfy(e -> assertThat(e.kind()).isEqualTo(EventKind.YOUNG));
        for (PauseEvent remark : p.pauses().stream().filter(e -> e.kind() == EventKind.REMARK).toList()) {
            // the remark belongs to the concurrent cycle's id, and is not the young pause that started it
            assertThat(p.pauses()).filteredOn(e -> e.gcId().equals(remark.gcId()))
                    .extracting(PauseEvent::kind).containsExactlyInAnyOrder(EventKind.REMARK, EventKind.CLEANUP);
            assertThat(remark.name()).isEqualTo("Pause Remark");
        }
    }

    @Test
    void aTruncatedRecordingIsADiagnosticNotAnException(@TempDir Path tmp) throws IOException {
        byte[] whole = Files.readAllBytes(dir().resolve("jdk17-g1.jfr"));
        for (int cut : new int[] {0, 10, 68, 5_000, whole.length / 2, whole.length - 1}) {
            Path file = tmp.resolve("cut-" + cut + ".jfr");
            Files.write(file, Arrays.copyOf(whole, cut));
            Parsed p = parse(PlainLogFile.of(file));
            assertThat(p.diagnostics.problems()).as("cut at %d", cut).isPositive();
            assertThat(p.codes()).as("cut at %d", cut).containsAnyOf("unreadable-recording", "truncated-recording", "corrupt-recording");
        }
    }

    /**
     * A recording of several chunks cut inside its last chunk keeps the events of the complete
     * chunks. The recording is made in this JVM: starting a second recording closes the current
     * chunk, so the first recording's file holds two chunks with a System.gc() pause in each.
     */
    @Test
    void aRecordingCutInItsLastChunkKeepsTheEarlierChunks(@TempDir Path tmp) throws IOException {
        Path whole = tmp.resolve("two-chunks.jfr");
        try (jdk.jfr.Recording outer = new jdk.jfr.Recording()) {
            outer.enable("jdk.GCPhasePause");
            outer.enable("jdk.GarbageCollection");
            outer.start();
            System.gc();
            try (jdk.jfr.Recording inner = new jdk.jfr.Recording()) {
                inner.start(); // rotates the chunk
                System.gc();
                inner.stop();
            }
            System.gc();
            outer.stop();
            outer.dump(whole);
        }
        Parsed complete = parse(PlainLogFile.of(whole));
        assertThat(complete.diagnostics.problems()).isZero();
        assertThat(complete.pauses()).hasSizeGreaterThanOrEqualTo(3);
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = tmp.resolve("cut.jfr");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length - 200));
        Parsed p = parse(PlainLogFile.of(cut));
        assertThat(p.codes()).containsAnyOf("truncated-recording", "corrupt-recording");
        assertThat(p.pauses()).isNotEmpty().hasSizeLessThan(complete.pauses().size());
        assertThat(p.pauses().get(0).durationMs()).isEqualTo(complete.pauses().get(0).durationMs());
    }

    @Test
    void garbageIsADiagnosticNotAnException(@TempDir Path tmp) throws IOException {
        byte[] whole = Files.readAllBytes(dir().resolve("jdk17-serial.jfr"));
        for (int at = 100; at < whole.length; at += whole.length / 7) {
            byte[] bad = whole.clone();
            Arrays.fill(bad, at, Math.min(bad.length, at + 64), (byte) 0x7f);
            Path file = tmp.resolve("bad-" + at + ".jfr");
            Files.write(file, bad);
            parse(PlainLogFile.of(file)); // must not throw; what it reports depends on what was hit
        }
        Parsed text = parse(stream("gc.log", "[0.004s][info][gc] Using G1\n".getBytes()));
        assertThat(text.codes()).containsExactly("unreadable-recording");
    }

    @Test
    void aStreamIsCopiedToATemporaryFileAndDeleted() throws IOException {
        byte[] whole = Files.readAllBytes(dir().resolve("jdk17-serial.jfr"));
        long before = countTempRecordings();
        Parsed p = parse(stream("serial.jfr.gz!serial.jfr", whole));
        assertThat(p.pauses()).hasSameSizeAs(parse(PlainLogFile.of(dir().resolve("jdk17-serial.jfr"))).pauses());
        assertThat(countTempRecordings()).isEqualTo(before);
    }

    private static long countTempRecordings() throws IOException {
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(f -> f.getFileName().toString().startsWith("tenure-jfr-copy-")).count();
        }
    }

    // -- helpers

    record Parsed(List<GcEvent> events, Diagnostics diagnostics) {
        List<PauseEvent> pauses() {
            return events.stream().filter(PauseEvent.class::isInstance).map(PauseEvent.class::cast).toList();
        }

        Optional<Collector> collector() {
            return events.stream().filter(JvmInfoEvent.class::isInstance).map(JvmInfoEvent.class::cast)
                    .flatMap(j -> j.collector().stream()).findFirst();
        }

        List<String> codes() {
            return diagnostics.samples().stream().map(Diagnostic::code).toList();
        }
    }

    static Parsed parse(LogFile file) throws IOException {
        Diagnostics d = new Diagnostics();
        List<GcEvent> events = new ArrayList<>();
        try (EventReader r = LogFormat.JFR.parser().open(file, d)) {
            for (GcEvent e = r.next(); e != null; e = r.next()) {
                events.add(e);
            }
        }
        return new Parsed(events, d);
    }

    static LogFile stream(String name, byte[] content) {
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
