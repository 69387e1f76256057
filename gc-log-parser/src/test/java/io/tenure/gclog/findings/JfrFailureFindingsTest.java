package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.TimeWindow;
import io.tenure.gclog.metrics.Units;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A JFR recording raises the failure findings a text log raises: its failure events reach the
 * same rules as the text log's lines ({@code FailureMarkerRule}), so the finding reads the same.
 * The recordings are real runs ({@code fixtures/gclogs/jfr/SOURCES.md}).
 */
class JfrFailureFindingsTest {
    private static final Path JFR = GoldenFiles.fixtures().resolve("gclogs/jfr");
    private static final Path EVACUATION_FAILURE = JFR.resolve("jdk17-g1-evacuation-failure.jfr");
    private static final Path ALLOCATION_STALL = JFR.resolve("jdk25-zgc-allocation-stall.jfr");
    /** The text log that raises to-space-exhausted in {@link FindingRulesTest}. */
    private static final Path TEXT_EVACUATION_FAILURE = GoldenFiles.fixtures()
            .resolve("gclogs/hotspot/unified/jdk25-g1-gc_safepoint-uptime_level_tags-stdout-with-application-output.log");
    /** The text log that raises allocation-stall in {@link FindingRulesTest}. */
    private static final Path TEXT_ALLOCATION_STALL = GoldenFiles.fixtures()
            .resolve("gclogs/hotspot/unified/jdk17-zgc-gcstar_safepoint-time_uptime_level_tags.log");
    private static final List<String> FAILURE_CODES =
            List.of("to-space-exhausted", "promotion-failure", "concurrent-mode-failure", "allocation-stall");

    @Test
    void evacuationFailuresInARecordingAreToSpaceExhaustedAsInATextLog() throws Exception {
        Finding fromJfr = finding(analyze(EVACUATION_FAILURE, TimeWindow.ALL), "to-space-exhausted");
        Finding fromText = finding(analyze(TEXT_EVACUATION_FAILURE, TimeWindow.ALL), "to-space-exhausted");

        // oracle: the recording itself; JDK 17 writes one event per failing GC thread, a text log one line per collection
        Set<Long> failedCollections = new TreeSet<>();
        long events = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(EVACUATION_FAILURE)) {
            events++;
            if (e.getEventType().getName().equals("jdk.EvacuationFailed")) {
                failedCollections.add(e.getLong("gcId"));
            }
        }
        assertThat(failedCollections).isNotEmpty();
        assertThat(fromJfr.title()).isEqualTo(failedCollections.size() + " × G1 evacuation failure");
        assertThat(fromJfr.severity()).isEqualTo(fromText.severity()).isEqualTo(Finding.Severity.CRITICAL);
        assertThat(fromJfr.suggestion()).isEqualTo(fromText.suggestion());
        assertThat(fromJfr.docUrl()).isEqualTo(fromText.docUrl());

        // the evidence names the recording, the event's index in it (a JFR event's "line"), the collection and its time
        assertThat(fromJfr.evidence()).hasSize(Math.min(failedCollections.size(), Finding.MAX_EVIDENCE));
        Long first = failedCollections.iterator().next();
        assertThat(fromJfr.evidence().get(0).figures()).startsWith("jdk.EvacuationFailed GC(" + first + ") at ")
                .contains(" s uptime: ");
        for (Finding.Evidence e : fromJfr.evidence()) {
            assertThat(e.file()).isEqualTo(EVACUATION_FAILURE.toString());
            assertThat(e.line().getAsLong()).isBetween(1L, events);
        }
    }

    /**
     * JDK 17's single-generation ZGC also records the cycles a stall started, as its text log's
     * {@code Garbage Collection (Allocation Stall)} lines; JDK 25's generational ZGC logs
     * {@code Minor Collection (Allocation Stall)}, which the text rule does not count, and neither does the recording.
     */
    @ParameterizedTest
    @ValueSource(strings = {"jdk17-zgc-allocation-stall.jfr", "jdk25-zgc-allocation-stall.jfr"})
    void zgcAllocationStallsInARecordingAreAllocationStallsAsInATextLog(String name) throws Exception {
        Path recording = JFR.resolve(name);
        Finding fromJfr = finding(analyze(recording, TimeWindow.ALL), "allocation-stall");
        Finding fromText = finding(analyze(TEXT_ALLOCATION_STALL, TimeWindow.ALL), "allocation-stall");

        // oracle: the recording itself, one jdk.ZAllocationStall per stalled thread, its duration the wait
        long stalls = 0;
        double stalledMs = 0;
        long cycles = 0;
        long events = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(recording)) {
            events++;
            if (e.getEventType().getName().equals("jdk.ZAllocationStall")) {
                stalls++;
                stalledMs += e.getDuration().toNanos() / 1e6;
            } else if (e.getEventType().getName().equals("jdk.GarbageCollection") && "Z".equals(e.getString("name"))
                    && "Allocation Stall".equals(e.getString("cause"))) {
                cycles++;
            }
        }
        assertThat(stalls).isGreaterThan(1);
        assertThat(cycles == 0).isEqualTo(name.startsWith("jdk25"));
        assertThat(fromJfr.title()).isEqualTo(stalls + " threads stalled for memory, " + Units.duration(stalledMs) + " in total"
                + (cycles == 0 ? "" : "; " + cycles + (cycles == 1 ? " ZGC cycle" : " ZGC cycles") + " started by an allocation stall"));
        assertThat(fromJfr.severity()).isEqualTo(fromText.severity()).isEqualTo(Finding.Severity.CRITICAL);
        assertThat(fromJfr.suggestion()).isEqualTo(fromText.suggestion());
        assertThat(fromJfr.docUrl()).isEqualTo(fromText.docUrl());
        assertThat(fromJfr.evidence()).hasSize((int) Math.min(stalls + cycles, Finding.MAX_EVIDENCE));
        for (Finding.Evidence e : fromJfr.evidence()) {
            assertThat(e.file()).isEqualTo(recording.toString());
            assertThat(e.line().getAsLong()).isBetween(1L, events);
            assertThat(e.figures()).matches("jdk\\.ZAllocationStall at [0-9.]+ s uptime: (thread main|a thread) waited .*"
                    + "|jdk\\.GarbageCollection GC\\([0-9]+\\) at [0-9.]+ s uptime: ZGC cycle, cause Allocation Stall");
        }
    }

    @Test
    void aWindowBeforeTheFailuresHasNone() throws IOException {
        // the fixture's failures are after 2.25 s of uptime (its golden file), its first pauses before
        RunAnalysis before = analyze(EVACUATION_FAILURE, new TimeWindow(OptionalDouble.empty(), OptionalDouble.of(2.25)));
        RunAnalysis around = analyze(EVACUATION_FAILURE, new TimeWindow(OptionalDouble.of(2.25), OptionalDouble.of(2.30)));

        assertThat(before.figures().pauses().count()).isPositive();
        assertThat(before.has("to-space-exhausted")).isFalse();
        assertThat(finding(around, "to-space-exhausted").title()).isEqualTo("2 × G1 evacuation failure");
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdk17-g1.jfr", "jdk17-serial.jfr", "jdk17-parallel.jfr", "jdk25-zgc.jfr", "jdk25-shenandoah.jfr"})
    void cleanRecordingsRaiseNoFailureFinding(String recording) throws IOException {
        RunAnalysis analysis = analyze(JFR.resolve(recording), TimeWindow.ALL);

        assertThat(analysis.figures().pauses().count()).isPositive();
        assertThat(analysis.findings()).extracting(Finding::code).doesNotContainAnyElementsOf(FAILURE_CODES);
    }

    private static Finding finding(RunAnalysis analysis, String code) {
        assertThat(analysis.findings()).extracting(Finding::code).contains(code);
        return analysis.findings().stream().filter(f -> f.code().equals(code)).findFirst().orElseThrow();
    }

    private static RunAnalysis analyze(Path log, TimeWindow window) throws IOException {
        List<RunAnalysis> logs = RunAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT.withWindow(window)).logs();
        assertThat(logs).hasSize(1);
        return logs.get(0);
    }
}
