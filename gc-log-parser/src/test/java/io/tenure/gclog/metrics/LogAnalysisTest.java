package io.tenure.gclog.metrics;

import static io.tenure.gclog.metrics.Events.KB;
import static io.tenure.gclog.metrics.Events.MB;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.platforms.Collector;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The figures of DESIGN.md ("Definitions") computed from events built by hand, so that every
 * expected value below is worked out from the definition, not read off the code.
 */
class LogAnalysisTest {
    private final Map<String, ListParser.FileContent> files = new LinkedHashMap<>();

    private void file(String name, double firstSeen, double lastSeen, GcEvent... events) {
        files.put(name, new ListParser.FileContent(List.of(events), Timestamp.ofUptime(firstSeen), Timestamp.ofUptime(lastSeen)));
    }

    private GcSummary analyze() throws IOException {
        return analyze(AnalysisOptions.DEFAULT);
    }

    private GcSummary analyze(AnalysisOptions options) throws IOException {
        List<LogFile> logs = files.keySet().stream().<LogFile>map(n -> new PlainLogFile(Path.of(n), n)).toList();
        return new LogAnalysis(new LogSet("gc.log", logs), LogFormat.HOTSPOT_UNIFIED, new ListParser(files), options).run();
    }

    @Test
    void aHeapThatShrinksBetweenYoungCollectionsCountsAsZeroSurvivalWithANote() throws IOException {
        file("gc.log", 0.5, 10.5,
                Events.young("gc.log", 1, 1.0, 10, 4096 * KB, 2000 * KB),
                Events.young("gc.log", 2, 2.0, 10, 4048 * KB, 1900 * KB)); // 2048 KB allocated, heap 100 KB smaller

        GcSummary s = analyze();

        assertThat(s.survival().youngCollections()).isEqualTo(1);
        assertThat(s.survival().median()).hasValue(0.0);
        assertThat(s.diagnostics().countsByCode()).containsEntry("negative-survival", 1L);
        assertThat(s.survival().negativeClamped()).isEqualTo(1);
    }

    @Test
    void theNegativeSurvivalOfOneRunIsOneNoteWithTheCountAtTheFirstPair() throws IOException {
        file("gc.log", 0.5, 10.5,
                Events.young("gc.log", 1, 1.0, 10, 4096 * KB, 2000 * KB),
                Events.young("gc.log", 2, 2.0, 10, 4048 * KB, 1900 * KB), // 100 KB smaller: clamped
                Events.young("gc.log", 3, 3.0, 10, 3948 * KB, 1800 * KB), // clamped
                Events.young("gc.log", 4, 4.0, 10, 3848 * KB, 2000 * KB), // grew: 200 KB of 2048 KB
                Events.young("gc.log", 5, 5.0, 10, 4048 * KB, 1700 * KB)); // clamped

        GcSummary s = analyze();

        assertThat(s.survival().youngCollections()).isEqualTo(4);
        assertThat(s.survival().negativeClamped()).isEqualTo(3);
        assertThat(s.diagnostics().countsByCode()).containsEntry("negative-survival", 1L);
        assertThat(s.diagnostics().samples()).filteredOn(d -> d.code().equals("negative-survival")).singleElement()
                .satisfies(d -> {
                    assertThat(d.location().line()).isEqualTo(2);
                    assertThat(d.message()).startsWith("3 young collections ");
                });
    }

    @Test
    void theLaterPausesAndPhasesOfAConcurrentYoungCollectionBelongToIt() throws IOException {
        // generational Shenandoah/ZGC: a phase under the cycle's id before its first pause (Concurrent
        // reset), the young pause with the cycle's heap, then its other pauses and phases, same id
        file("gc.log", 0.5, 10.5,
                Events.concurrent("gc.log", 1, 0.9, 1, 1),
                Events.pauseWithHeapAndId("gc.log", 2, 1.0, 1, EventKind.YOUNG, 4096 * KB, 1000 * KB, 1),
                Events.pauseWithId("gc.log", 3, 1.1, 1, EventKind.REMARK, 1),
                Events.concurrent("gc.log", 4, 1.2, 5, 1),
                Events.concurrent("gc.log", 5, 1.9, 1, 2),
                Events.pauseWithHeapAndId("gc.log", 6, 2.0, 1, EventKind.YOUNG, 3048 * KB, 1897 * KB, 2),
                Events.pauseWithId("gc.log", 7, 2.1, 1, EventKind.OTHER_PAUSE, 2));

        GcSummary s = analyze();

        assertThat(s.collections().young()).isEqualTo(2);
        assertThat(s.survival().youngCollections()).isEqualTo(1);
        assertThat(s.survival().median().getAsDouble()).isCloseTo(897.0 / 2048, within(1e-12)); // the study's example
    }

    @Test
    void computesEveryFigureOfOneRunAsDesignDefinesIt() throws IOException {
        file("gc.log", 0.5, 10.5,
                Events.header("gc.log", 1, Timestamp.ofUptime(0.5), Collector.G1),
                Events.young("gc.log", 2, 1.0, 10, 4096 * KB, 1000 * KB),
                Events.young("gc.log", 3, 2.0, 20, 3048 * KB, 1897 * KB),   // the study's example: 2048 KB in, 1151 KB freed
                Events.young("gc.log", 4, 4.0, 30, 3945 * KB, 2000 * KB),
                Events.pause("gc.log", 5, 6.0, 100, EventKind.FULL, 4000 * KB, 500 * KB),
                Events.young("gc.log", 6, 8.0, 40, 2548 * KB, 1000 * KB));

        GcSummary s = analyze();

        assertThat(s.jvm().collector()).hasValue("G1");
        assertThat(s.elapsedSeconds()).hasValue(10.0);
        assertThat(s.pauses().count()).isEqualTo(5);
        assertThat(s.pauses().totalMs()).isEqualTo(200.0);
        assertThat(s.pauses().meanMs()).hasValue(40.0);
        assertThat(s.pauses().maxMs()).hasValue(100.0);
        assertThat(s.pauses().p50Ms().getAsDouble()).isCloseTo(30.0, within(0.03));
        assertThat(s.pauses().p99Ms()).hasValue(100.0);
        // intervals, end of one pause to the start of the next: 990, 1980, 1970, 1900 ms
        assertThat(s.intervals().count()).isEqualTo(4);
        assertThat(s.intervals().meanMs().getAsDouble()).isCloseTo(1710.0, within(1e-9));
        assertThat(s.intervals().p10Ms().getAsDouble()).isCloseTo(990.0, within(1.0));
        assertThat(s.intervals().p50Ms().getAsDouble()).isCloseTo(1900.0, within(2.0));
        assertThat(s.overheadPercent().getAsDouble()).isCloseTo(2.0, within(1e-9));
        assertThat(s.throughputPercent().getAsDouble()).isCloseTo(98.0, within(1e-9));
        // allocated: 2048 + 2048 + 2000 (before the full GC) + 2048 KB over 7 s, start to start
        assertThat(s.allocation().allocatedBytes()).hasValue(8144 * KB);
        assertThat(s.allocationRateMBps().getAsDouble()).isCloseTo(8144.0 / 1024 / 7, within(1e-9));
        assertThat(s.promotionRateMBps()).isEmpty(); // no generation sizes in these events
        // survival over consecutive young collections only: 897/2048 and 103/2048; none across the full GC
        assertThat(s.survival().youngCollections()).isEqualTo(2);
        assertThat(s.survival().series()).containsExactly(897.0 / 2048, 103.0 / 2048);
        assertThat(s.survival().median().getAsDouble()).isCloseTo((897.0 + 103.0) / 2 / 2048, within(1e-12));
        assertThat(s.survival().mean().getAsDouble()).isCloseTo((897.0 + 103.0) / 2 / 2048, within(1e-12));
        assertThat(s.survival().copyMedian()).isEmpty();
        assertThat(s.collections()).isEqualTo(new GcSummary.CollectionCounts(4, 0, 1, 0));
        assertThat(s.eventsByKind()).containsEntry("young", 4L).containsEntry("full", 1L).containsEntry("mixed", 0L);
        assertThat(s.runs()).hasSize(1);
        assertThat(s.runs().get(0).run().orElseThrow().startedBy()).isEqualTo("log start");
        assertThat(s.heap().maxHeapCapacityBytes()).hasValue(256 * MB);
        assertThat(s.heap().peakHeapAfterGcBytes()).hasValue(2000 * KB);
    }

    /** A CMS sweep frees old memory while young collections run; it is logged only when it ends. */
    @Test
    void aConcurrentPhaseLoggedLateWithdrawsTheSurvivalPairsItOverlaps() throws IOException {
        file("gc.log", 0.5, 10.5,
                Events.young("gc.log", 1, 1.0, 1, 12 * MB, 2 * MB),
                Events.young("gc.log", 2, 2.0, 1, 12 * MB, 4 * MB),  // s = 0.2: before the sweep
                Events.young("gc.log", 3, 3.5, 1, 14 * MB, 1 * MB),  // heap shrank: the sweep ran meanwhile
                Events.young("gc.log", 4, 5.0, 1, 11 * MB, 2 * MB),  // s = 0.1: during the sweep
                Events.concurrent("gc.log", 5, 2.5, 3000, 1),         // 2.5 s .. 5.5 s, logged at its end
                Events.young("gc.log", 6, 7.0, 1, 12 * MB, 4 * MB)); // s = 0.2 would pair across the sweep's end

        GcSummary s = analyze();

        // only the pair (1, 2) lies outside the sweep and has no concurrent work between its collections
        assertThat(s.survival().series()).containsExactly(0.2);
    }

    @Test
    void theMeanSurvivalIsWeightedByTheBytesAllocated() throws IOException {
        file("gc.log", 0.5, 10.5,
                Events.young("gc.log", 1, 1.0, 1, 102 * MB, 2 * MB),
                Events.young("gc.log", 2, 2.0, 1, 102 * MB, 12 * MB),   // 10 of 100 MB survive
                Events.young("gc.log", 3, 2.1, 1, 13 * MB, 13 * MB));   // a collection after 1 MB: 1 of 1 "survives"

        GcSummary s = analyze();

        assertThat(s.survival().series()).containsExactly(0.1, 1.0);
        assertThat(s.survival().mean().getAsDouble()).isCloseTo(11.0 / 101, within(1e-12));
    }

    @Test
    void anUptimeResetBetweenRotatedFilesStartsANewRunAndNeverYieldsNegativeTime() throws IOException {
        file("gc.log.0", 0.5, 20.5,
                Events.young("gc.log.0", 1, 5.0, 10, 10 * MB, 2 * MB),
                Events.young("gc.log.0", 2, 10.0, 10, 12 * MB, 3 * MB));
        file("gc.log.1", 0.4, 5.4,
                Events.young("gc.log.1", 1, 2.0, 20, 10 * MB, 2 * MB),
                Events.young("gc.log.1", 2, 3.0, 20, 12 * MB, 3 * MB));

        GcSummary s = analyze();

        assertThat(s.runs()).hasSize(2);
        assertThat(s.runs()).extracting(r -> r.run().orElseThrow().startedBy()).containsExactly("log start", "uptime reset");
        assertThat(s.runs().get(0).elapsedSeconds()).hasValue(20.0);
        assertThat(s.runs().get(1).elapsedSeconds().getAsDouble()).isCloseTo(5.0, within(1e-9));
        assertThat(s.runs().get(1).inputs()).containsExactly("gc.log.1");
        assertThat(s.elapsedSeconds().getAsDouble()).isCloseTo(25.0, within(1e-9));
        assertThat(s.pauses().count()).isEqualTo(4);
        // one interval per run; none across the restart, where it would be negative
        assertThat(s.intervals().count()).isEqualTo(2);
        assertThat(s.intervals().p10Ms().getAsDouble()).isCloseTo(980.0, within(1.0));
        assertThat(s.overheadPercent().getAsDouble()).isCloseTo(60.0 / 25_000 * 100, within(1e-9));
        assertThat(s.throughputPercent().getAsDouble()).isPositive();
        // survival pairs stay inside a run: (3-2)/(12-2) in each
        assertThat(s.survival().series()).containsExactly(0.1, 0.1);
        assertThat(s.diagnostics().countsByCode()).containsEntry("jvm-restart", 1L);
        assertThat(s.diagnostics().problems()).isZero();
    }

    @Test
    void aRestartInsideOneFileSplitsItAndEachPartKeepsItsOwnBounds() throws IOException {
        // a log a restarted JVM appended to: the reader's bounds (0.5 .. 10.5) span both runs, so they are not used
        file("gc.log", 0.5, 10.5,
                Events.young("gc.log", 1, 5.0, 10, 10 * MB, 2 * MB),
                Events.young("gc.log", 2, 10.0, 10, 12 * MB, 3 * MB),
                Events.young("gc.log", 3, 2.0, 20, 10 * MB, 2 * MB),
                Events.young("gc.log", 4, 3.0, 20, 12 * MB, 3 * MB));

        GcSummary s = analyze();

        assertThat(s.runs()).hasSize(2);
        assertThat(s.runs().get(0).elapsedSeconds().getAsDouble()).isCloseTo(5.01, within(1e-9));
        assertThat(s.runs().get(1).elapsedSeconds().getAsDouble()).isCloseTo(1.02, within(1e-9));
        assertThat(s.elapsedSeconds().getAsDouble()).isCloseTo(6.03, within(1e-9));
        assertThat(s.intervals().count()).isEqualTo(2);
        assertThat(s.diagnostics().samples()).extracting(d -> d.render()).containsExactly(
                "gc.log:3: note: [jvm-restart] a new JVM run starts here (uptime reset); figures are kept per run");
    }

    @Test
    void aJvmHeaderAfterCollectionsInAWallClockLogStartsANewRun() throws IOException {
        long t0 = 1_700_000_000_000L;
        List<GcEvent> events = new ArrayList<>();
        events.add(Events.header("gc.log", 1, wall(t0), Collector.G1));
        events.add(wallYoung(2, t0 + 1_000));
        events.add(wallYoung(3, t0 + 2_000));
        events.add(Events.header("gc.log", 4, wall(t0 + 60_000), Collector.G1));
        events.add(wallYoung(5, t0 + 61_000));
        files.put("gc.log", new ListParser.FileContent(events, wall(t0), wall(t0 + 62_000)));

        GcSummary s = analyze();

        assertThat(s.runs()).extracting(r -> r.run().orElseThrow().startedBy()).containsExactly("log start", "new JVM header");
        assertThat(s.runs().get(1).run().orElseThrow().firstEpochMillis()).hasValue(t0 + 60_000);
        assertThat(s.intervals().count()).isEqualTo(1);
    }

    @Test
    void aRepeatedHeaderWithoutUptimeInAnUptimeLogIsNoRestart() throws IOException {
        // JDK 8 rotation: every file opens with "GC log file created <date>" and the VM header, no uptime
        file("gc.log.0", 0.5, 10.5,
                Events.young("gc.log.0", 4, 5.0, 10, 10 * MB, 2 * MB));
        files.put("gc.log.1", new ListParser.FileContent(List.of(
                Events.header("gc.log.1", 1, wall(1_700_000_000_000L), Collector.CMS),
                Events.young("gc.log.1", 4, 15.0, 10, 10 * MB, 2 * MB)), Timestamp.ofUptime(11), Timestamp.ofUptime(20)));

        GcSummary s = analyze();

        assertThat(s.runs()).hasSize(1);
        assertThat(s.elapsedSeconds()).hasValue(19.5);
    }

    private static Timestamp wall(long epochMillis) {
        return Timestamp.of(OptionalDouble.empty(), OptionalLong.of(epochMillis));
    }

    private static GcEvent wallYoung(long line, long epochMillis) {
        var y = Events.young("gc.log", line, 0, 5, 10 * MB, 2 * MB);
        return new io.tenure.gclog.event.PauseEvent(y.source(), wall(epochMillis), y.gcId(), y.kind(), y.name(), y.cause(),
                y.durationMs(), y.heap(), y.young(), y.old());
    }

    @Test
    void countsAConcurrentCycleOnceHoweverManyPausesAndPhasesItHas() throws IOException {
        file("gc.log", 0, 100,
                Events.pauseWithId("gc.log", 1, 1.0, 5, EventKind.INITIAL_MARK, 5),
                Events.concurrent("gc.log", 2, 1.1, 50, 5),
                Events.pauseWithId("gc.log", 3, 1.2, 5, EventKind.YOUNG, 6),
                Events.concurrent("gc.log", 4, 1.3, 50, 5),
                Events.pauseWithId("gc.log", 5, 1.4, 5, EventKind.REMARK, 5),
                Events.pauseWithId("gc.log", 6, 1.5, 5, EventKind.CLEANUP, 5),
                Events.pauseWithId("gc.log", 7, 2.0, 5, EventKind.INITIAL_MARK, 7),
                Events.concurrent("gc.log", 8, 2.1, 50, 7));

        GcSummary s = analyze();

        assertThat(s.collections().concurrentCycles()).isEqualTo(2);
        assertThat(s.pauses().count()).isEqualTo(5);
        assertThat(s.eventsByKind()).containsEntry("concurrent", 3L).containsEntry("initial-mark", 2L);
    }

    @Test
    void copySurvivalAndPromotionComeFromYoungGenerationOccupancy() throws IOException {
        file("gc.log", 0, 10,
                Events.youngWithGenerations("gc.log", 1, 1.0, 5, 100 * MB, 30 * MB, 80 * MB, 5 * MB),
                Events.youngWithGenerations("gc.log", 2, 3.0, 5, 110 * MB, 35 * MB, 80 * MB, 5 * MB));

        GcSummary s = analyze();

        // copy survival 1 - 70/80 and 1 - 75/80; promoted (80-5) - 75 = 0 MB in the measured gap
        assertThat(s.survival().copyMedian().getAsDouble()).isCloseTo((0.125 + 0.0625) / 2, within(1e-12));
        assertThat(s.survival().copyCollections()).isEqualTo(2);
        assertThat(s.allocation().allocatedBytes()).hasValue(80 * MB);
        assertThat(s.allocationRateMBps().getAsDouble()).isCloseTo(40.0, within(1e-9));
        assertThat(s.allocation().promotedBytes()).hasValue(0L);
        assertThat(s.survival().series()).containsExactly(5.0 / 80);
    }

    @Test
    void overlappingPausesAreReportedNotCountedAsNegativeIntervals() throws IOException {
        file("gc.log", 0, 10,
                Events.young("gc.log", 1, 1.0, 500, 10 * MB, 2 * MB),
                Events.young("gc.log", 2, 1.2, 5, 10 * MB, 2 * MB));

        GcSummary s = analyze();

        assertThat(s.intervals().count()).isZero();
        assertThat(s.intervals().meanMs()).isEmpty();
        assertThat(s.diagnostics().countsByCode()).containsEntry("pause-overlap", 1L);
        assertThat(s.diagnostics().samples().get(0).render()).isEqualTo(
                "gc.log:2: warning: [pause-overlap] pause starts 300.000 ms before the previous one ended; interval not counted");
    }

    @Test
    void aLogWithoutTimeStampsHasNoElapsedTimeOverheadOrRates() throws IOException {
        var y = Events.young("gc.log", 1, 0, 5, 10 * MB, 2 * MB);
        GcEvent untimed = new io.tenure.gclog.event.PauseEvent(y.source(), Timestamp.unknown(), y.gcId(), y.kind(), y.name(),
                y.cause(), y.durationMs(), y.heap(), y.young(), y.old());
        files.put("gc.log", new ListParser.FileContent(List.of(untimed, untimed), Timestamp.unknown(), Timestamp.unknown()));

        GcSummary s = analyze();

        assertThat(s.pauses().count()).isEqualTo(2);
        assertThat(s.elapsedSeconds()).isEmpty();
        assertThat(s.overheadPercent()).isEmpty();
        assertThat(s.throughputPercent()).isEmpty();
        assertThat(s.allocationRateMBps()).isEmpty();
        assertThat(s.intervals().count()).isZero();
        assertThat(s.survival().series()).containsExactly(0.0); // survival needs no clock
    }

    @Test
    void safepointsAreSummedBesideGcPauses() throws IOException {
        file("gc.log", 0, 10,
                Events.safepoint("gc.log", 1, 1.0, 4),
                Events.safepoint("gc.log", 2, 2.0, 6));

        GcSummary s = analyze();

        assertThat(s.safepoints().count()).isEqualTo(2);
        assertThat(s.safepoints().totalStoppedMs()).hasValue(10.0);
        assertThat(s.safepoints().stoppedPercent().getAsDouble()).isCloseTo(0.1, within(1e-12));
        assertThat(s.pauses().count()).isZero();
        assertThat(s.hasGcEvents()).isFalse();
    }

    @Test
    void everyEventReachesTheListenerInStreamOrder() throws IOException {
        file("gc.log", 0, 10,
                Events.young("gc.log", 1, 1.0, 5, 10 * MB, 2 * MB),
                Events.safepoint("gc.log", 2, 2.0, 6));
        List<Long> lines = new ArrayList<>();

        analyze(AnalysisOptions.DEFAULT.withListener(e -> lines.add(e.source().line())));

        assertThat(lines).containsExactly(1L, 2L);
    }
}
