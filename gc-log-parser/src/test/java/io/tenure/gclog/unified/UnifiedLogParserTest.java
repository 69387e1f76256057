package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.platforms.Collector;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Concrete facts read from fixtures and from hand-made lines, beyond what the goldens pin. */
class UnifiedLogParserTest {
    private static final long K = 1024;
    private static final long M = 1024 * 1024;

    @TempDir
    Path tmp;

    @Test
    void logFormatCreatesThisParser() {
        assertThat(LogFormat.HOTSPOT_UNIFIED.parser()).isInstanceOf(UnifiedLogParser.class);
    }

    @Test
    void serialPauseHasHeapGenerationsAndStartTime() throws IOException {
        Parsed log = Parsed.fixture("jdk25-serial-gcstar-uptime_level_tags.log");
        assertThat(log.pauses()).hasSize(18);
        assertThat(log.diagnostics().total()).isZero();
        // [0.036s] GC(0) Pause Young (Allocation Failure) 18M->6M(61M) 4.512ms
        // DefNew: 17472K(19648K)->2176K(19648K) ...  Tenured: 1166K(43712K)->4738K(43712K)
        PauseEvent first = log.pause(0);
        assertThat(first.kind()).isEqualTo(EventKind.YOUNG);
        assertThat(first.name()).isEqualTo("Pause Young");
        assertThat(first.cause()).contains("Allocation Failure");
        assertThat(first.durationMs()).isEqualTo(4.512);
        assertThat(first.start().uptimeSeconds().getAsDouble()).isCloseTo(0.036 - 0.004512, within(1e-9));
        // the heap is the generations' sum in KB (the pause line's 18M->6M is rounded), capacity from the line
        assertThat(first.heap()).contains(MemoryChange.of((17472 + 1166) * K, (2176 + 4738) * K, 61 * M));
        assertThat(first.young()).contains(MemoryChange.of(17472 * K, 2176 * K, 19648 * K));
        assertThat(first.old()).contains(MemoryChange.of(1166 * K, 4738 * K, 43712 * K));
        assertThat(log.all(JvmInfoEvent.class)).extracting(JvmInfoEvent::collector, JvmInfoEvent::version)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(Optional.of(Collector.SERIAL), Optional.empty()),
                        org.assertj.core.groups.Tuple.tuple(Optional.empty(), Optional.of("25.0.3+9-LTS")));
    }

    @Test
    void g1Jdk9NamingCountsInitialMarkAsYoungAndFindsMixedRemarkCleanup() throws IOException {
        Parsed log = Parsed.fixture("corpus-gcviewer-g1-gcstar_safepoint_os+cpu-uptime_level_tags.log");
        PauseEvent initialMark = log.pause(5);
        assertThat(initialMark.name()).isEqualTo("Pause Initial Mark");
        assertThat(initialMark.kind()).isEqualTo(EventKind.YOUNG);
        assertThat(initialMark.cause()).contains("G1 Evacuation Pause");
        assertThat(log.pauses(EventKind.REMARK)).hasSize(1);
        assertThat(log.pauses(EventKind.CLEANUP)).hasSize(1);
        // Heap region size: 1M; GC(0) Eden regions: 14->0(8) Survivor 0->2(2) Old 0->11 Humongous 0->0
        PauseEvent first = log.pause(0);
        assertThat(first.young()).contains(MemoryChange.of(14 * M, 2 * M));
        assertThat(first.old()).contains(MemoryChange.of(0, 11 * M));
        assertThat(log.all(ConcurrentPhaseEvent.class)).extracting(ConcurrentPhaseEvent::name)
                .contains("Concurrent Cycle", "Concurrent Mark", "Concurrent Scan Root Regions");
        // legacy safepoint line: 0.0072168 seconds, Stopping threads took: 0.0000337 seconds
        SafepointEvent safepoint = log.all(SafepointEvent.class).get(1);
        assertThat(safepoint.stoppedMs()).isCloseTo(7.2168, within(1e-9));
        assertThat(safepoint.timeToSafepointMs().getAsDouble()).isCloseTo(0.0337, within(1e-9));
    }

    @Test
    void g1Jdk25KindsFromQualifiers() throws IOException {
        Parsed log = Parsed.fixture("jdk25-g1-gc_safepoint-hostname_timemillis_uptimenanos_tid.log");
        assertThat(log.pauses()).extracting(PauseEvent::name).contains(
                "Pause Young (Normal)", "Pause Young (Concurrent Start)", "Pause Young (Prepare Mixed)",
                "Pause Young (Mixed)", "Pause Remark", "Pause Cleanup", "Pause Full");
        assertThat(log.pauses().stream().filter(p -> p.name().equals("Pause Young (Mixed)")))
                .allSatisfy(p -> assertThat(p.kind()).isEqualTo(EventKind.MIXED));
        assertThat(log.pauses().stream().filter(p -> p.name().startsWith("Pause Young (Concurrent Start)")
                || p.name().startsWith("Pause Young (Prepare Mixed)")))
                .isNotEmpty().allSatisfy(p -> assertThat(p.kind()).isEqualTo(EventKind.YOUNG));
        assertThat(log.pauses(EventKind.FULL)).singleElement()
                .satisfies(p -> assertThat(p.cause()).contains("System.gc()"));
        // [1795315069582ms][30738488ns][vm][10478] Safepoint "G1CollectForAllocation", ...
        //   Reaching safepoint: 2964 ns, ... Total: 3409481 ns
        SafepointEvent safepoint = log.all(SafepointEvent.class).get(0);
        assertThat(safepoint.operation()).contains("G1CollectForAllocation");
        assertThat(safepoint.stoppedMs()).isCloseTo(3.409481, within(1e-9));
        assertThat(safepoint.timeToSafepointMs().getAsDouble()).isCloseTo(0.002964, within(1e-9));
        assertThat(safepoint.start().epochMillis().getAsLong()).isEqualTo(1795315069582L - 3);
        assertThat(safepoint.start().uptimeSeconds().getAsDouble()).isCloseTo(0.030738488 - 0.003409481, within(1e-9));
    }

    @Test
    void undecoratedLogParsesWithoutTimeline() throws IOException {
        Parsed log = Parsed.fixture("jdk25-g1-gc-none.log");
        assertThat(log.pauses()).hasSize(14);
        assertThat(log.events()).allSatisfy(e -> assertThat(e.start().uptimeSeconds()).isEmpty());
        assertThat(log.firstSeen().uptimeSeconds()).isEmpty();
        assertThat(log.diagnostics().total()).isZero();
    }

    @Test
    void applicationOutputIsForeignAndGcLinesAroundItStillCount() throws IOException {
        Parsed log = Parsed.fixture("jdk25-g1-gc_safepoint-uptime_level_tags-stdout-with-application-output.log");
        assertThat(log.diagnostics().foreignLines()).isEqualTo(6);
        assertThat(log.diagnostics().unparsedLines()).isZero();
        assertThat(log.diagnostics().samples()).extracting(Diagnostic::excerpt).first().isEqualTo("application: step 0");
        assertThat(log.pauses()).isNotEmpty();
    }

    @Test
    void indentedContinuationOfAMultiLineMessageIsNotForeign() throws IOException {
        Parsed log = Parsed.text(tmp, ""
                + "[0.027s][trace][gc,task] GC(0) WorkerPolicy::calc_default_active_workers() : active_workers(): 1\n"
                + " active_workers_by_JT: 2  active_workers_by_heap_size: 2\n"
                + "application says hello\n"
                + " indented application output\n");
        assertThat(log.diagnostics().foreignLines()).isEqualTo(2);
        assertThat(log.diagnostics().samples()).extracting(d -> d.location().line()).containsExactly(3L, 4L);
    }

    @Test
    void zgcFlavoursAndPauseKinds() throws IOException {
        Parsed generational = Parsed.fixture("jdk25-zgc-gcstar-uptime_level_tags.log");
        assertThat(collectors(generational)).containsExactly(Collector.ZGC_GENERATIONAL);
        assertThat(generational.pauses()).extracting(PauseEvent::name).contains(
                "Y: Pause Mark Start (Major)", "y: Pause Mark Start", "O: Pause Mark End", "Y: Pause Relocate Start");
        assertThat(kindsByName(generational, "Y: Pause Mark Start (Major)")).containsOnly(EventKind.INITIAL_MARK);
        assertThat(kindsByName(generational, "O: Pause Mark End")).containsOnly(EventKind.REMARK);
        assertThat(kindsByName(generational, "Y: Pause Relocate Start")).containsOnly(EventKind.OTHER_PAUSE);

        Parsed single = Parsed.fixture("jdk17-zgc-gcstar_safepoint-time_uptime_level_tags.log");
        assertThat(collectors(single)).containsExactly(Collector.ZGC);
        assertThat(kindsByName(single, "Pause Mark Start")).containsOnly(EventKind.INITIAL_MARK);
        assertThat(single.pauses()).allSatisfy(p -> assertThat(p.start().epochMillis()).isPresent());
    }

    @Test
    void shenandoahPauseKinds() throws IOException {
        Parsed log = Parsed.fixture("jdk25-shenandoah-gcstar_safepoint-uptime_level_tags.log");
        assertThat(kindsByName(log, "Pause Init Mark (unload classes)")).containsOnly(EventKind.INITIAL_MARK);
        assertThat(kindsByName(log, "Pause Final Mark (unload classes)")).containsOnly(EventKind.REMARK);
        assertThat(log.pauses().stream().filter(p -> p.name().contains("Update Refs")))
                .isNotEmpty().allSatisfy(p -> assertThat(p.kind()).isEqualTo(EventKind.OTHER_PAUSE));
        Parsed degenerated = Parsed.fixture("corpus-gcviewer-jdk11-shenandoah-degenerated-time_uptime_level_tags.log");
        assertThat(degenerated.pauses()).singleElement().satisfies(p -> {
            assertThat(p.name()).isEqualTo("Pause Degenerated GC (Outside of Cycle)");
            assertThat(p.kind()).isEqualTo(EventKind.FULL);
            assertThat(p.heap()).contains(MemoryChange.of(119 * M, 56 * M, 124 * M));
        });
    }

    @Test
    void cmsPromotionFailureCountsTheFullCollectionOnce() throws IOException {
        Parsed log = Parsed.fixture("corpus-gcviewer-cms-gcstar_safepoint_os+cpu-uptime_level_tags.log");
        // GC(5) Pause Full (Allocation Failure) 9.509ms runs inside GC(4) Pause Young 9.590ms
        assertThat(log.pause(5).durationMs()).isEqualTo(9.509);
        assertThat(log.pause(4).durationMs()).isCloseTo(0.081, within(1e-9));
        assertThat(log.pause(4).young()).contains(MemoryChange.of(47878 * K, 0, 47936 * K));
        assertThat(log.diagnostics().countsByCode()).containsEntry("nested-pause", 2L);
        assertThat(log.pauses(EventKind.INITIAL_MARK)).hasSize(2);
        assertThat(log.pauses(EventKind.REMARK)).hasSize(1);
        assertThat(log.all(ConcurrentPhaseEvent.class)).extracting(ConcurrentPhaseEvent::name)
                .contains("Concurrent Mark", "Concurrent Preclean", "Concurrent Abortable Preclean", "Concurrent Sweep");
    }

    @Test
    void tenuringTableFromAgeLines() throws IOException {
        Parsed log = Parsed.fixture("corpus-garbagecat-g1-time_tags-age.log");
        TenuringEvent table = log.all(TenuringEvent.class).get(0);
        assertThat(table.gcId()).hasValue(0);
        assertThat(table.desiredSurvivorBytes()).hasValue(41943040);
        assertThat(table.tenuringThreshold()).hasValue(15);
        assertThat(table.bytesByAge()).containsExactly(16037032L);
        // comma decimal duration "7,870ms" and a time-only decoration
        assertThat(log.pause(0).durationMs()).isEqualTo(7.87);
        assertThat(log.pause(0).start().epochMillis()).hasValue(1659509921321L - 8);
    }

    @Test
    void commaDecimalUptimes() throws IOException {
        Parsed log = Parsed.fixture("corpus-gcviewer-jdk9-shenandoah-full-uptime_level_tags-comma-decimals.log");
        // [1,522s] GC(2) Pause Full (System.gc()) 4M->3M(128M) 4,932ms
        PauseEvent full = log.pause(2);
        assertThat(full.durationMs()).isEqualTo(4.932);
        assertThat(full.start().uptimeSeconds().getAsDouble()).isCloseTo(1.522 - 0.004932, within(1e-9));
        assertThat(log.lastSeen().uptimeSeconds().getAsDouble()).isGreaterThan(1.6);
    }

    @Test
    void uptimeMillisAndTimeMillisToldApartByMagnitude() throws IOException {
        Parsed log = Parsed.text(tmp, ""
                + "[2026-11-22T02:37:49.132+0100][30ms][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 15M->5M(64M) 10.000ms\n"
                + "[1795315069582ms][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 15M->5M(64M) 2.000ms\n");
        assertThat(log.pause(0).start().uptimeSeconds().getAsDouble()).isCloseTo(0.020, within(1e-9));
        assertThat(log.pause(0).start().epochMillis()).hasValue(
                java.time.OffsetDateTime.parse("2026-11-22T02:37:49.132+01:00").toInstant().toEpochMilli() - 10);
        assertThat(log.pause(1).start().uptimeSeconds()).isEmpty();
        assertThat(log.pause(1).start().epochMillis()).hasValue(1795315069580L);
        assertThat(log.firstSeen().uptimeSeconds().getAsDouble()).isEqualTo(0.030);
    }

    @Test
    void causeIsTheFirstGroupAfterTheQualifiersAndLaterGroupsStayInTheName() throws IOException {
        Parsed log = Parsed.text(tmp, "[1.000s][info][gc] GC(5) Pause Young (Normal) (G1 Evacuation Pause) "
                + "(Evacuation Failure: Pinned) 24M->23M(32M) 1.555ms\n");
        assertThat(log.pauses()).singleElement().satisfies(p -> {
            assertThat(p.name()).isEqualTo("Pause Young (Normal) (Evacuation Failure: Pinned)");
            assertThat(p.cause()).contains("G1 Evacuation Pause");
            assertThat(p.kind()).isEqualTo(EventKind.YOUNG);
        });
    }

    @Test
    void paddedDecorationsInAnyOrder() throws IOException {
        Parsed log = Parsed.text(tmp, ""
                + "[gc,start     ][info ][0.200s] GC(0) Pause Young (Allocation Failure)\n"
                + "[gc           ][info ][0.207s][   1234][  5678] GC(0) Pause Young (Allocation Failure) 14M->12M(128M) 7.000ms\n");
        assertThat(log.pauses()).singleElement().satisfies(p -> {
            assertThat(p.start().uptimeSeconds().getAsDouble()).isCloseTo(0.200, within(1e-9));
            assertThat(p.heap()).contains(MemoryChange.of(14 * M, 12 * M, 128 * M));
        });
        assertThat(log.diagnostics().total()).isZero();
    }

    @Test
    void brokenDataLinesAreUnparsedWithAReasonAndNeverThrow() throws IOException {
        Parsed log = Parsed.text(tmp, ""
                + "[0.100s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 15M->xM(64M) 3.000ms\n"
                + "[0.200s][info][safepoint] Safepoint \"G1CollectForAllocation, Time since last: 1 ns\n"
                + "[0.300s][info][gc,age] GC(1) - age   99:   100 bytes,   100 total\n"
                + "[0.400s][info][gc] GC(2) Pause Young (Normal) (G1 Evacuation Pause 15M->5M(64M) 3.000ms\n");
        assertThat(log.events()).isEmpty();
        assertThat(log.diagnostics().unparsedLines()).isEqualTo(4);
        assertThat(log.diagnostics().samples()).extracting(Diagnostic::message).containsExactly(
                "pause line not understood: bad heap occupancy",
                "safepoint line not understood: no closing quote",
                "tenuring age line not understood",
                "pause line not understood: unbalanced parentheses");
        assertThat(log.diagnostics().samples()).extracting(d -> d.location().line()).containsExactly(1L, 2L, 3L, 4L);
    }

    @Test
    void warnsWhenTimeGoesBackAndKeepsTheEvents() throws IOException {
        Parsed log = Parsed.text(tmp, ""
                + "[50.000s][info][gc] GC(7) Pause Young (Normal) (G1 Evacuation Pause) 15M->5M(64M) 3.000ms\n"
                + "[0.010s][info][gc] Using G1\n"
                + "[0.300s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 15M->5M(64M) 3.000ms\n"
                + "[0.400s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 15M->5M(64M) 3.000ms\n");
        assertThat(log.pauses()).hasSize(3);
        assertThat(log.diagnostics().countsByCode()).containsOnly(java.util.Map.entry("time-regression", 1L));
        assertThat(log.diagnostics().samples().get(0).location().line()).isEqualTo(3);
        assertThat(log.firstSeen().uptimeSeconds().getAsDouble()).isEqualTo(50.0);
        assertThat(log.lastSeen().uptimeSeconds().getAsDouble()).isEqualTo(0.4);
    }

    private static List<Collector> collectors(Parsed log) {
        return log.all(JvmInfoEvent.class).stream().flatMap(j -> j.collector().stream()).collect(Collectors.toList());
    }

    private static List<EventKind> kindsByName(Parsed log, String name) {
        List<EventKind> kinds = log.pauses().stream().filter(p -> p.name().equals(name))
                .map(PauseEvent::kind).collect(Collectors.toList());
        assertThat(kinds).as("pauses named %s", name).isNotEmpty();
        return kinds;
    }
}
