package io.tenure.gclog.gcviewer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.GcSummary;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GCViewer 1.36 as engine: real logs in, tenure's definitions out, nothing printed. */
class GcViewerEngineTest {
    private static final Path DIR = GoldenFiles.fixtures().resolve("gcviewer");
    /** A unified {@code -Xlog:gc} pause line: name, heap and duration. */
    private static final Pattern UNIFIED_PAUSE = Pattern.compile("\\] GC\\(\\d+\\) (Pause .*?) \\d+M->\\d+M\\(\\d+M\\) ([\\d.]+)ms");

    @Test
    void countsEveryUnifiedPauseLineAndNotTheToSpaceExhaustedMarkers() throws IOException {
        Path log = DIR.resolve("jdk-g1-gc-to-space-exhausted.log");
        List<Double> expectedMs = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            Matcher m = UNIFIED_PAUSE.matcher(line);
            if (m.find()) {
                expectedMs.add(Double.parseDouble(m.group(2)));
            }
        }
        assertThat(expectedMs).hasSize(10);

        List<PauseEvent> pauses = GcViewerEngine.pauses(log);

        assertThat(pauses).extracting(PauseEvent::durationMs).containsExactlyElementsOf(expectedMs);
        assertThat(pauses).extracting(PauseEvent::name).doesNotContain("To-space exhausted");
        assertThat(pauses).extracting(PauseEvent::kind).contains(EventKind.YOUNG, EventKind.INITIAL_MARK,
                EventKind.REMARK, EventKind.CLEANUP, EventKind.MIXED, EventKind.FULL);
    }

    @Test
    void unifiedPausesStartTheirDurationBeforeTheLineThatEndsThem() throws IOException {
        PauseEvent first = GcViewerEngine.pauses(DIR.resolve("jdk-g1-gc-to-space-exhausted.log")).get(0);

        // [0.202s] ... GC(0) Pause Young (G1 Evacuation Pause) 14M->12M(128M) 6.529ms
        assertThat(first.start().uptimeSeconds().getAsDouble()).isCloseTo(0.202 - 0.006529, within(1e-9));
        assertThat(first.gcId()).hasValue(0);
        assertThat(first.heap().orElseThrow().beforeBytes()).isEqualTo(14L << 20);
        assertThat(first.heap().orElseThrow().afterBytes()).isEqualTo(12L << 20);
        assertThat(first.heap().orElseThrow().capacityBytes()).hasValue(128L << 20);
        assertThat(first.source().line()).as("GCViewer keeps no line numbers").isEqualTo(1);
    }

    @Test
    void concurrentPhasesOfAJdk8G1CycleAreNotPauses() throws IOException {
        GcSummary summary = GcViewerEngine.analyze(List.of(DIR.resolve("jdk8-g1-concurrent-cycle.log")));

        // initial-mark young 0.0115587 s, remark 0.0010462 s, cleanup 0.0004412 s, young 0.0071588 s
        assertThat(summary.pauses().count()).isEqualTo(4);
        assertThat(summary.pauses().totalMs()).isCloseTo(11.5587 + 1.0462 + 0.4412 + 7.1588, within(1e-9));
        assertThat(summary.pauses().maxMs()).hasValue(11.5587);
        assertThat(summary.format()).contains(LogFormat.HOTSPOT_LEGACY);
        assertThat(summary.collections().concurrentCycles()).isEqualTo(1);
        assertThat(summary.overheadPercent().getAsDouble() + summary.throughputPercent().getAsDouble()).isCloseTo(100, within(1e-9));
    }

    @Test
    void zgcPausesAreThePhasesGcviewerHangsUnderEachCycle() throws IOException {
        List<PauseEvent> pauses = GcViewerEngine.pauses(DIR.resolve("jdk11-zgc-gc-all.log"));

        // [1.206s] GC(0) Pause Mark Start 1.279ms, [1.212s] Pause Mark End 0.695ms, [1.218s] Pause Relocate Start 0.679ms
        assertThat(pauses).extracting(PauseEvent::name).containsExactly("Pause Mark Start", "Pause Mark End", "Pause Relocate Start");
        assertThat(pauses).extracting(PauseEvent::durationMs).containsExactly(1.279, 0.695, 0.679);
        assertThat(pauses).extracting(PauseEvent::gcId).allSatisfy(id -> assertThat(id).hasValue(0));
    }

    /**
     * GCViewer 1.36's blind spots for unified decorations, checked on one real log rewritten
     * with other decorations (see SOURCES.md): {@code pid}/{@code tid} make every line
     * unparsed, a bare {@code uptime} makes the format unrecognisable. The original has 11 pauses.
     */
    @Test
    void gcviewerFindsNoPauseWhenLinesCarryPidTidOrNoLevelAndTags() throws IOException {
        Diagnostics pidTid = new Diagnostics(Integer.MAX_VALUE);
        Diagnostics uptimeOnly = new Diagnostics();

        assertThat(GcViewerEngine.pauses(DIR.resolve("jdk-serial-gc.log"))).hasSize(11);
        assertThat(GcViewerEngine.pauses(DIR.resolve("jdk-serial-gc-pid-tid.log"), pidTid)).isEmpty();
        assertThat(pidTid.unparsedLines()).isEqualTo(11);
        assertThat(GcViewerEngine.pauses(DIR.resolve("jdk-serial-gc-uptime-only.log"), uptimeOnly)).isEmpty();
        assertThat(uptimeOnly.samples()).extracting(Diagnostic::code).contains("gcviewer-unrecognised");
    }

    @Test
    void survivalAndCopySurvivalFromGzippedParNewCollections() throws IOException {
        GcSummary summary = GcViewerEngine.analyze(List.of(DIR.resolve("jdk6-cms-print-heap-at-gc.log.gz")));

        // 0.190: ParNew 16993K->2106K, heap 16993K->16425K; 0.210: ParNew 19128K->2098K, heap 33448K->33071K
        assertThat(summary.pauses().count()).isEqualTo(2);
        assertThat(summary.survival().series()).hasSize(1);
        assertThat(summary.survival().series().get(0)).isCloseTo((33071.0 - 16425) / (33448 - 16425), within(1e-12));
        // nearest-rank median of {1 - 568/16993, 1 - 377/19128} is the lower one
        assertThat(summary.survival().copyMedian().getAsDouble()).isCloseTo(1 - 568.0 / 16993, within(1e-12));
        // promoted: (16993-2106)-(16993-16425) + (19128-2098)-(33448-33071) KB over the run
        assertThat(summary.promotionRateMBps()).isPresent();
    }

    @Test
    void survivalSkipsPairsAcrossAFullCollection() throws IOException {
        GcSummary summary = GcViewerEngine.analyze(List.of(DIR.resolve("jdk-serial-gc.log")));

        // Young pairs with no Full between them: GC(0)->GC(1) 25M->23M, 49M->49M: (49-23)/(49-23);
        // GC(2)->GC(4) 10M after, 36M->36M; GC(4)->GC(5) 61M->61M; GC(6)->GC(8) 23M after, 48M->48M.
        assertThat(summary.survival().series()).containsExactly(1.0, 1.0, 1.0, 1.0);
        assertThat(summary.collections().full()).isEqualTo(3);
        assertThat(summary.collections().young()).isEqualTo(8);
    }

    @Test
    void readsFormatsTenureHasNoParserFor() throws IOException {
        for (String name : List.of("jrockit1.6-gencon-verbose-gc.log", "ibm1.3.1-verbosegc.log")) {
            GcSummary summary = GcViewerEngine.analyze(List.of(DIR.resolve(name)));

            assertThat(summary.pauses().count()).as(name).isPositive();
            assertThat(summary.format()).as(name).isEmpty();
            assertThat(summary.elapsedSeconds()).as(name).isPresent();
            assertThat(summary.diagnostics().samples()).as(name)
                    .anySatisfy(d -> assertThat(d.code()).isEqualTo("gcviewer-reader"));
        }
    }

    @Test
    void ibm131CyclesArePausesAndSoIsTheHeapExpansionAfterThem() throws IOException {
        Path log = DIR.resolve("ibm1.3.1-verbosegc.log");
        Pattern freed = Pattern.compile("<GC\\(\\d+\\): freed \\d+ bytes, .* in (\\d+) ms>");
        List<Double> cycleMs = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            Matcher m = freed.matcher(line);
            if (m.find()) {
                cycleMs.add(Double.parseDouble(m.group(1)));
            }
        }

        List<PauseEvent> pauses = GcViewerEngine.pauses(log);

        // GCViewer files every collection cycle as a pause, plus, when an allocation failure
        // also expanded the heap ("AF[1]: completed in 251 ms" after a 232 ms cycle), the rest
        // of that stall as a pause of its own (19 ms): the application was stopped throughout.
        assertThat(pauses).extracting(PauseEvent::durationMs).containsAll(cycleMs);
        assertThat(pauses).hasSizeGreaterThan(cycleMs.size());
        assertThat(pauses).extracting(PauseEvent::durationMs).anySatisfy(ms -> assertThat(ms).isCloseTo(251 - 232, within(1e-9)));
    }

    @Test
    void anUnrecognisedFileIsAnErrorDiagnosticWithNoFigures(@TempDir Path dir) throws IOException {
        Path notALog = Files.writeString(dir.resolve("notes.txt"), "hello\nworld\n");

        GcSummary summary = GcViewerEngine.analyze(List.of(notALog));

        assertThat(summary.pauses().count()).isZero();
        assertThat(summary.pauses().meanMs()).isEmpty();
        assertThat(summary.elapsedSeconds()).isEmpty();
        assertThat(summary.overheadPercent()).isEmpty();
        assertThat(summary.diagnostics().samples()).extracting(Diagnostic::code).contains("gcviewer-unrecognised");
        assertThat(summary.diagnostics().problems()).isPositive();
    }

    @Test
    void anEmptyFileIsAnErrorDiagnostic(@TempDir Path dir) throws IOException {
        Diagnostics diagnostics = new Diagnostics();

        assertThat(GcViewerEngine.pauses(Files.createFile(dir.resolve("empty.log")), diagnostics)).isEmpty();
        assertThat(diagnostics.samples()).extracting(Diagnostic::code).containsExactly("gcviewer-unrecognised");
    }

    @Test
    void aMissingFileIsNoSuchFile(@TempDir Path dir) {
        assertThatThrownBy(() -> GcViewerEngine.analyze(List.of(dir.resolve("absent.log"))))
                .isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void gcviewerWarningsBecomeDiagnosticsWithTheirLineNumbers(@TempDir Path dir) throws IOException {
        Path log = dir.resolve("gc.log");
        Files.writeString(log, "[0.016s][info][gc] Using Serial\n"
                + "[0.202s][info][gc] GC(0) Pause Young (Allocation Failure) 25M->23M(92M) 11.421ms\n"
                + "[0.203s][info][gc] GC(1) Pause Young (Allocation Failure) garbled\n");
        Diagnostics diagnostics = new Diagnostics();

        List<PauseEvent> pauses = GcViewerEngine.pauses(log, diagnostics);

        assertThat(pauses).hasSize(1);
        assertThat(diagnostics.problems()).isPositive();
        assertThat(diagnostics.samples()).filteredOn(d -> d.code().equals("unparsed-line"))
                .allSatisfy(d -> assertThat(d.location().line()).isEqualTo(3));
    }

    @Test
    void gcviewerPrintsNothingAndLogsNothingOutsideTheCapture(@TempDir Path dir) throws IOException {
        Path notALog = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        List<LogRecord> escaped = new ArrayList<>();
        Handler root = new Handler() {
            @Override
            public void publish(LogRecord record) {
                escaped.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger.getLogger("").addHandler(root);
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        GcSummary summary;
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            System.setErr(capture);
            GcViewerEngine.analyze(List.of(notALog));
            GcViewerEngine.analyze(List.of(DIR.resolve("jrockit1.6-gencon-verbose-gc.log"), DIR.resolve("jdk-g1-gc-to-space-exhausted.log")));
            // GCViewer's J9 5.0 reader prints "In AF endElement!" to System.out for every <af>
            summary = GcViewerEngine.analyze(List.of(DIR.resolve("ibm-j9-java5-af-global-verbosegc.xml")));
        } finally {
            System.setOut(out);
            System.setErr(err);
            Logger.getLogger("").removeHandler(root);
        }
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(escaped).extracting(LogRecord::getMessage).isEmpty();
        assertThat(summary.pauses().count()).isEqualTo(1);
        assertThat(summary.diagnostics().samples()).filteredOn(d -> d.code().equals("gcviewer-output"))
                .singleElement().satisfies(d -> assertThat(d.excerpt()).contains("In AF endElement!"));
    }

    @Test
    void anXmlLogWithADtdIsRefusedBeforeGcviewerParsesIt(@TempDir Path dir) throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "s3cr3t");
        String log = Files.readString(DIR.resolve("ibm-j9-java5-af-global-verbosegc.xml"))
                .replace("<?xml version=\"1.0\" ?>", "<?xml version=\"1.0\" ?>\n<!DOCTYPE verbosegc [<!ENTITY x SYSTEM \""
                        + secret.toUri() + "\">]>")
                .replace("<verbosegc version=\"200811_07\">", "<verbosegc version=\"&x;\">");
        Path xxe = Files.writeString(dir.resolve("xxe.xml"), log);

        GcSummary summary = GcViewerEngine.analyze(List.of(xxe));

        assertThat(summary.pauses().count()).isZero();
        assertThat(summary.diagnostics().samples()).filteredOn(d -> d.code().equals("gcviewer-refused"))
                .singleElement().satisfies(d -> assertThat(d.message()).contains("<!DOCTYPE"));
        assertThat(summary.diagnostics().samples()).noneSatisfy(d -> assertThat(d.render()).contains("s3cr3t"));
    }
}
