package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.platforms.Collector;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Concrete facts read off real JDK 6-8 logs (values checked by hand against the fixture lines quoted). */
class LegacyLogParserTest {
    private static final long K = 1024;

    private static Map<EventKind, Long> pauseKinds(LegacyFixtures.Parsed parsed) {
        return parsed.of(PauseEvent.class).stream().collect(Collectors.groupingBy(PauseEvent::kind, Collectors.counting()));
    }

    @Test
    void serialYoungAndFullCollections() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("jdk8-serial-defnew-tenuring.log");
        // grep -c DefNew: 35 young records, 4 of which go on to collect Tenured in the same pause
        // (": 20735K->2240K(20736K), 0.0226551 secs]80.927: [Tenured: 50879K->34432K(50964K), ..."); 12 "Full GC"
        assertThat(pauseKinds(parsed)).containsEntry(EventKind.YOUNG, 31L).containsEntry(EventKind.FULL, 16L);
        PauseEvent escalated = parsed.of(PauseEvent.class).stream()
                .filter(p -> p.old().equals(java.util.Optional.of(MemoryChange.of(50879 * K, 34432 * K, 50964 * K))))
                .findFirst().orElseThrow();
        assertThat(escalated.kind()).isEqualTo(EventKind.FULL);
        assertThat(escalated.name()).isEqualTo("GC (Allocation Failure) DefNew Tenured");
        assertThat(escalated.young()).contains(MemoryChange.of(20735 * K, 2240 * K, 20736 * K));
        assertThat(escalated.durationMs()).isCloseTo(112.607, within(1e-9));
        PauseEvent first = parsed.of(PauseEvent.class).get(0);
        // 0.265: [GC (Allocation Failure) 0.265: [DefNew ... : 8704K->1088K(9792K), 0.0039555 secs] 8704K->1634K(31680K), 0.0041700 secs]
        assertThat(first.name()).isEqualTo("GC (Allocation Failure) DefNew");
        assertThat(first.cause()).contains("Allocation Failure");
        assertThat(first.start().uptimeSeconds().getAsDouble()).isEqualTo(0.265);
        assertThat(first.durationMs()).isCloseTo(4.17, within(1e-9));
        assertThat(first.heap()).contains(MemoryChange.of(8704 * K, 1634 * K, 31680 * K));
        assertThat(first.young()).contains(MemoryChange.of(8704 * K, 1088 * K, 9792 * K));
        assertThat(first.old()).isEmpty();
        TenuringEvent tenuring = parsed.of(TenuringEvent.class).get(0);
        assertThat(tenuring.tenuringThreshold()).hasValue(1);
        assertThat(tenuring.desiredSurvivorBytes()).hasValue(557056);
        assertThat(tenuring.bytesByAge()).containsExactly(1114112L);
        assertThat(tenuring.start()).isEqualTo(first.start());
        PauseEvent full = parsed.of(PauseEvent.class).stream().filter(p -> p.kind() == EventKind.FULL).findFirst().orElseThrow();
        // 3.299: [Full GC (Metadata GC Threshold) 3.299: [Tenured: 21006K->20933K(21888K), 0.0230475 secs] 29003K->20933K(31680K), [Metaspace: ...], 0.0231557 secs]
        assertThat(full.name()).isEqualTo("Full GC (Metadata GC Threshold) Tenured");
        assertThat(full.old()).contains(MemoryChange.of(21006 * K, 20933 * K, 21888 * K));
        assertThat(full.heap()).contains(MemoryChange.of(29003 * K, 20933 * K, 31680 * K));
        assertThat(full.durationMs()).isCloseTo(23.1557, within(1e-9));
        assertThat(parsed.of(JvmInfoEvent.class)).extracting(JvmInfoEvent::collector).contains(java.util.Optional.of(Collector.SERIAL));
        assertThat(parsed.diagnostics().total()).isZero();
    }

    @Test
    void parallelFullCollectionAndStoppedTime() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("jdk8-parallel-parold-tenuring-stoppedtime.log");
        PauseEvent full = parsed.of(PauseEvent.class).stream().filter(p -> p.kind() == EventKind.FULL).findFirst().orElseThrow();
        // 0.232: [Full GC (Ergonomics) [PSYoungGen: 10736K->0K(141824K)] [ParOldGen: 120015K->115085K(271872K)] 130751K->115085K(413696K), ...
        assertThat(full.source().line()).isEqualTo(14);
        assertThat(full.name()).isEqualTo("Full GC (Ergonomics) PSYoungGen ParOldGen");
        assertThat(full.young()).contains(MemoryChange.of(10736 * K, 0, 141824 * K));
        assertThat(full.old()).contains(MemoryChange.of(120015 * K, 115085 * K, 271872 * K));
        assertThat(full.heap()).contains(MemoryChange.of(130751 * K, 115085 * K, 413696 * K));
        SafepointEvent stop = parsed.of(SafepointEvent.class).get(0);
        // 0.186: Total time for which application threads were stopped: 0.0274941 seconds
        assertThat(stop.stoppedMs()).isCloseTo(27.4941, within(1e-9));
        assertThat(stop.start().uptimeSeconds().getAsDouble()).isCloseTo(0.186 - 0.0274941, within(1e-9));
        JvmInfoEvent banner = parsed.of(JvmInfoEvent.class).get(0);
        assertThat(banner.vendor()).contains("Oracle");
        assertThat(banner.version()).contains("1.8.0_20-b26");
        assertThat(parsed.diagnostics().total()).isZero();
    }

    @Test
    void cmsScavengeBeforeRemarkCountsTheSafepointOnce() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("jdk8-cms-scavengebeforeremark-referencegc.log");
        PauseEvent remark = parsed.of(PauseEvent.class).stream().filter(p -> p.kind() == EventKind.REMARK).findFirst().orElseThrow();
        PauseEvent nested = parsed.of(PauseEvent.class).stream().filter(p -> p.source().line() == 72 && p.kind() == EventKind.YOUNG)
                .findFirst().orElseThrow();
        // the nested ParNew closes with "0.0267024 secs]"; the remark with "0.0448437 secs]" for both
        assertThat(nested.durationMs()).isCloseTo(26.7024, within(1e-9));
        assertThat(nested.heap()).contains(MemoryChange.of(105960 * K, 106593 * K, 253440 * K));
        assertThat(remark.durationMs()).isCloseTo(44.8437 - 26.7024, within(1e-9));
        assertThat(remark.cause()).contains("CMS Final Remark");
        assertThat(remark.old()).contains(MemoryChange.of(103776 * K, 103776 * K, 174784 * K));
        assertThat(remark.young()).contains(MemoryChange.of(10996 * K, 10996 * K, 78656 * K));
        ConcurrentPhaseEvent mark = parsed.of(ConcurrentPhaseEvent.class).get(0);
        // 55.127: [CMS-concurrent-mark: 0.060/0.061 secs]: wall time, and the stamp is the phase's end
        assertThat(mark.name()).isEqualTo("CMS-concurrent-mark");
        assertThat(mark.durationMs()).hasValue(61.0);
        assertThat(mark.start().uptimeSeconds().getAsDouble()).isCloseTo(55.127 - 0.061, within(1e-9));
        assertThat(parsed.diagnostics().total()).isZero();
    }

    @Test
    void cmsConcurrentModeFailureIsAFullCollection() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("jdk7-icms-gclocker-concurrent-mode-failure.log");
        assertThat(parsed.of(PauseEvent.class)).extracting(PauseEvent::kind).containsExactly(EventKind.YOUNG, EventKind.FULL);
        PauseEvent full = parsed.of(PauseEvent.class).get(1);
        assertThat(full.name()).isEqualTo("Full GC (GCLocker Initiated GC) CMS");
        assertThat(full.old()).contains(MemoryChange.of(13441202 * K, 12005469 * K, 13631488 * K));
        assertThat(parsed.diagnostics().unparsedLines()).isZero();
    }

    @Test
    void g1ConcurrentCycle() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("jdk8-g1-concurrent-cycle-adaptivesizepolicy.log");
        assertThat(parsed.of(PauseEvent.class)).extracting(PauseEvent::kind).containsExactly(
                EventKind.YOUNG, EventKind.REMARK, EventKind.CLEANUP, EventKind.YOUNG);
        assertThat(parsed.of(PauseEvent.class)).extracting(PauseEvent::concurrentStart).containsExactly(true, false, false, false);
        PauseEvent initialMark = parsed.of(PauseEvent.class).get(0);
        // [Eden: 15.0M(15.0M)->0.0B(10.0M) Survivors: 2048.0K->3072.0K Heap: 71.1M(96.0M)->71.2M(103.0M)]
        assertThat(initialMark.cause()).contains("G1 Evacuation Pause");
        assertThat(initialMark.durationMs()).isCloseTo(11.5587, within(1e-9));
        assertThat(initialMark.young()).contains(MemoryChange.of(15 * K * K + 2048 * K, 3072 * K, 10 * K * K + 3072 * K));
        assertThat(initialMark.heap()).contains(MemoryChange.of(Math.round(71.1 * K * K), Math.round(71.2 * K * K), 103 * K * K));
        PauseEvent cleanup = parsed.of(PauseEvent.class).get(2);
        assertThat(cleanup.heap()).contains(MemoryChange.of(75 * K * K, 25 * K * K, 103 * K * K));
        assertThat(parsed.of(ConcurrentPhaseEvent.class)).extracting(ConcurrentPhaseEvent::name)
                .containsExactly("GC concurrent-root-region-scan", "GC concurrent-mark", "GC concurrent-cleanup");
        assertThat(parsed.of(JvmInfoEvent.class)).extracting(JvmInfoEvent::collector).containsExactly(java.util.Optional.of(Collector.G1));
        assertThat(parsed.diagnostics().total()).isZero();
    }

    @Test
    void g1PauseLineSplitByAConcurrentPhase() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("jdk7-g1-datestamps-interleaved-concurrent.log");
        PauseEvent pause = parsed.of(PauseEvent.class).get(0);
        // 312.402: [GC pause (young)2012-...: 312.680: [GC concurrent-mark-start]\n (initial-mark), 0.28645100 secs]
        assertThat(pause.kind()).isEqualTo(EventKind.YOUNG);
        assertThat(pause.concurrentStart()).isTrue();
        assertThat(pause.durationMs()).isCloseTo(286.451, within(1e-9));
        assertThat(pause.start().epochMillis()).hasValue(java.time.OffsetDateTime.parse("2012-02-24T03:49:09.100-08:00").toInstant().toEpochMilli());
        assertThat(pause.heap()).contains(MemoryChange.of(17786 * K * K, 17147 * K * K, 25936 * K * K));
        assertThat(parsed.diagnostics().total()).isZero();
    }

    @Test
    void commaDecimalsAndGcIds() throws IOException {
        PauseEvent comma = LegacyFixtures.parse("jdk7-g1-comma-decimals.log").of(PauseEvent.class).get(0);
        assertThat(comma.durationMs()).isCloseTo(66.567, within(1e-9));
        assertThat(comma.start().uptimeSeconds().getAsDouble()).isEqualTo(0.0165);
        List<PauseEvent> withIds = LegacyFixtures.parse("jdk8-g1-printgcid.log").of(PauseEvent.class);
        assertThat(withIds.get(0).gcId()).hasValue(0);
        assertThat(withIds).allSatisfy(p -> assertThat(p.gcId()).isPresent());
    }

    @Test
    void shenandoahBackport() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("jdk8-shenandoah-details.log");
        PauseEvent initMark = parsed.of(PauseEvent.class).get(0);
        // 2.472: [Pause Init Mark (process weakrefs), 3.341 ms]
        assertThat(initMark.kind()).isEqualTo(EventKind.INITIAL_MARK);
        assertThat(initMark.durationMs()).isEqualTo(3.341);
        assertThat(initMark.start().uptimeSeconds().getAsDouble()).isCloseTo(2.472 - 0.003341, within(1e-9));
        assertThat(parsed.of(ConcurrentPhaseEvent.class)).extracting(ConcurrentPhaseEvent::name).contains("Concurrent marking (process weakrefs)", "Concurrent cleanup");
        assertThat(parsed.diagnostics().unparsedLines()).isZero();
    }

    @Test
    void verboseGcWithoutDetails() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("verbosegc-timestamps-only.log");
        assertThat(parsed.of(PauseEvent.class)).hasSize(100);
        PauseEvent full = parsed.of(PauseEvent.class).get(1);
        // 46.567: [Full GC 19308K->10518K(83008K), 0.1100901 secs]
        assertThat(full.kind()).isEqualTo(EventKind.FULL);
        assertThat(full.heap()).contains(MemoryChange.of(19308 * K, 10518 * K, 83008 * K));
        assertThat(full.young()).isEmpty();
        assertThat(parsed.firstSeen().uptimeSeconds().getAsDouble()).isEqualTo(28.94);
        assertThat(parsed.lastSeen().uptimeSeconds().getAsDouble()).isGreaterThan(28.94);
    }

    @Test
    void corruptedLogsYieldDiagnosticsNotExceptions() throws IOException {
        LegacyFixtures.Parsed truncated = LegacyFixtures.parse("corrupted-truncated-datestamp.log");
        assertThat(truncated.diagnostics().samples()).extracting(Diagnostic::message).containsExactly("malformed time stamp");

        LegacyFixtures.Parsed backwards = LegacyFixtures.parse("corrupted-clock-goes-backwards.log");
        assertThat(backwards.diagnostics().countsByCode()).containsEntry("time-regression", 1L);
        assertThat(backwards.diagnostics().samples()).filteredOn(d -> d.code().equals("time-regression"))
                .extracting(d -> d.location().line()).containsExactly(5L);

        LegacyFixtures.Parsed noIntro = LegacyFixtures.parse("corrupted-missing-intro-line.log");
        Map<String, Long> reasons = noIntro.diagnostics().samples().stream()
                .filter(d -> d.code().equals("unparsed-line"))
                .collect(Collectors.groupingBy(Diagnostic::message, Collectors.counting()));
        assertThat(reasons).containsEntry("tenuring age row without its 'Desired survivor size' header", 12L)
                .doesNotContainKey("G1 memory summary without the pause it belongs to");
        // the pause is read from what is left of its record: ', 0,0854230 secs]', memory summary, times
        assertThat(noIntro.of(PauseEvent.class)).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(EventKind.OTHER_PAUSE);
            assertThat(p.durationMs()).isCloseTo(85.423, within(1e-9));
            assertThat(p.heap()).isPresent();
        });
        assertThat(noIntro.diagnostics().countsByCode()).containsEntry("record-head-lost", 1L);
    }

    @Test
    void applicationOutputIsForeign() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parse("application-output-only.log");
        assertThat(parsed.events()).isEmpty();
        assertThat(parsed.diagnostics().foreignLines()).isEqualTo(17);
        assertThat(parsed.diagnostics().unparsedLines()).isZero();
    }

    @Test
    void everyPauseOfEveryFixtureHasAPositiveDurationAndConsistentMemory() throws IOException {
        for (var log : LegacyGoldenFilesTest.fixtures().toList()) {
            for (PauseEvent p : LegacyFixtures.parse(log.getFileName().toString()).of(PauseEvent.class)) {
                assertThat(p.durationMs()).as("%s", p).isGreaterThanOrEqualTo(0);
                p.heap().ifPresent(h -> assertThat(h.capacityBytes().orElse(Long.MAX_VALUE)).as("%s", p)
                        .isGreaterThanOrEqualTo(h.afterBytes()));
            }
        }
    }
}
