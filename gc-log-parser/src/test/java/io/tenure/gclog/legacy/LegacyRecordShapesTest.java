package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import java.io.IOException;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;

/**
 * Record shapes the corpus lacks, written out in HotSpot's JDK 6-8 format (the print statements
 * of {@code genCollectedHeap}, {@code parNewGeneration}, {@code concurrentMarkSweepGeneration}
 * and {@code g1CollectedHeap}); each test names the shape it stands for.
 */
class LegacyRecordShapesTest {
    private static final long K = 1024;
    private static final long M = K * K;

    @Test
    void parNewLineSplitByAConcurrentPhase() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parseText("""
                2.345: [GC 2.345: [ParNew2.350: [CMS-concurrent-abortable-preclean: 0.011/0.236 secs] [Times: user=0.40 sys=0.01, real=0.24 secs]\s
                : 19136K->2112K(19136K), 0.0253210 secs] 27328K->11650K(83008K), 0.0254230 secs] [Times: user=0.05 sys=0.00, real=0.03 secs]\s
                """);
        assertThat(parsed.diagnostics().total()).isZero();
        ConcurrentPhaseEvent phase = parsed.of(ConcurrentPhaseEvent.class).get(0);
        assertThat(phase.name()).isEqualTo("CMS-concurrent-abortable-preclean");
        assertThat(phase.durationMs()).hasValue(236.0);
        PauseEvent pause = parsed.of(PauseEvent.class).get(0);
        assertThat(pause.kind()).isEqualTo(EventKind.YOUNG);
        assertThat(pause.source().line()).isEqualTo(1);
        assertThat(pause.durationMs()).isCloseTo(25.423, within(1e-9));
        assertThat(pause.young()).contains(MemoryChange.of(19136 * K, 2112 * K, 19136 * K));
        assertThat(pause.heap()).contains(MemoryChange.of(27328 * K, 11650 * K, 83008 * K));
    }

    @Test
    void promotionFailureThatCollectsTheOldGenerationIsFull() throws IOException {
        PauseEvent pause = LegacyFixtures.parseText("10.123: [GC (Allocation Failure) 10.123: [ParNew (promotion failed): "
                + "19136K->19136K(19136K), 0.0123450 secs]10.136: [CMS: 60000K->50000K(63872K), 0.2345670 secs] "
                + "79136K->50000K(83008K), [Metaspace: 3000K->3000K(1056768K)], 0.2470000 secs] "
                + "[Times: user=0.30 sys=0.00, real=0.25 secs]\n").of(PauseEvent.class).get(0);
        assertThat(pause.kind()).isEqualTo(EventKind.FULL);
        assertThat(pause.name()).isEqualTo("GC (Allocation Failure) ParNew CMS");
        assertThat(pause.old()).contains(MemoryChange.of(60000 * K, 50000 * K, 63872 * K));
        assertThat(pause.durationMs()).isCloseTo(247.0, within(1e-9));
    }

    @Test
    void jdk6ConcurrentModeFailureSplitByAConcurrentPhase() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parseText("""
                5.678: [Full GC 5.678: [CMS5.800: [CMS-concurrent-mark: 0.100/0.200 secs] [Times: user=0.20 sys=0.00, real=0.20 secs]
                 (concurrent mode failure): 63000K->40000K(63872K), 0.3000000 secs] 82000K->40000K(83008K), [CMS Perm : 10000K->10000K(21248K)], 0.3001000 secs] [Times: user=0.30 sys=0.00, real=0.30 secs]
                """);
        assertThat(parsed.diagnostics().total()).isZero();
        PauseEvent pause = parsed.of(PauseEvent.class).get(0);
        assertThat(pause.kind()).isEqualTo(EventKind.FULL);
        assertThat(pause.old()).contains(MemoryChange.of(63000 * K, 40000 * K, 63872 * K));
        assertThat(pause.heap()).contains(MemoryChange.of(82000 * K, 40000 * K, 83008 * K));
        assertThat(pause.durationMs()).isCloseTo(300.1, within(1e-9));
        assertThat(parsed.of(ConcurrentPhaseEvent.class)).hasSize(1);
    }

    @Test
    void jdk6CmsInitialMarkWithoutCause() throws IOException {
        PauseEvent pause = LegacyFixtures.parseText("1.234: [GC [1 CMS-initial-mark: 1000K(63872K)] 5000K(83008K), 0.0012345 secs] "
                + "[Times: user=0.00 sys=0.00, real=0.00 secs]\n").of(PauseEvent.class).get(0);
        assertThat(pause.kind()).isEqualTo(EventKind.INITIAL_MARK);
        assertThat(pause.name()).isEqualTo("GC CMS-initial-mark");
        assertThat(pause.cause()).isEmpty();
        assertThat(pause.old()).contains(MemoryChange.of(1000 * K, 1000 * K, 63872 * K));
        assertThat(pause.heap()).contains(MemoryChange.of(5000 * K, 5000 * K, 83008 * K));
    }

    @Test
    void cmsMarkingPausesWithoutDetailsAreKnownByTheirCause() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parseText("""
                4.830: [GC (CMS Initial Mark)  45355K(791936K), 0.0017923 secs]
                5.161: [GC (CMS Final Remark)  162522K(791936K), 0.0232010 secs]
                5.300: [GC (Allocation Failure)  244200K->51737K(791936K), 0.0720804 secs]
                """);
        assertThat(parsed.of(PauseEvent.class)).extracting(PauseEvent::kind)
                .containsExactly(EventKind.INITIAL_MARK, EventKind.REMARK, EventKind.YOUNG);
        assertThat(parsed.of(PauseEvent.class).get(1).heap()).contains(MemoryChange.of(162522 * K, 162522 * K, 791936 * K));
        assertThat(parsed.of(PauseEvent.class).get(1).name()).isEqualTo("GC (CMS Final Remark) CMS-remark");
    }

    @Test
    void dateStampWithoutUptimeAndCommaDecimals() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parseText("2014-07-15T12:34:56.789+0200: [GC (Allocation Failure) "
                + "[PSYoungGen: 1024K->128K(2048K)] 4096K->3200K(8192K), 0,0012340 secs] [Times: user=0,00 sys=0,00, real=0,00 secs]\n");
        PauseEvent pause = parsed.of(PauseEvent.class).get(0);
        assertThat(pause.start().uptimeSeconds()).isEmpty();
        assertThat(pause.start().epochMillis()).hasValue(OffsetDateTime.parse("2014-07-15T12:34:56.789+02:00").toInstant().toEpochMilli());
        assertThat(pause.durationMs()).isCloseTo(1.234, within(1e-9));
        assertThat(parsed.firstSeen()).isEqualTo(pause.start());
    }

    @Test
    void g1FullCollectionWithDetails() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parseText("""
                1.000: [Full GC (Allocation Failure)  1023M->900M(1024M), 2.1000000 secs]
                   [Eden: 0.0B(51.0M)->0.0B(51.0M) Survivors: 0.0B->0.0B Heap: 1023.9M(1024.0M)->900.0M(1024.0M)], [Metaspace: 4211K->4210K(1056768K)]
                 [Times: user=3.00 sys=0.00, real=2.10 secs]
                1.500: Total time for which application threads were stopped: 2.1001000 seconds, Stopping threads took: 0.0000500 seconds
                """);
        assertThat(parsed.diagnostics().total()).isZero();
        PauseEvent pause = parsed.of(PauseEvent.class).get(0);
        assertThat(pause.kind()).isEqualTo(EventKind.FULL);
        assertThat(pause.cause()).contains("Allocation Failure");
        assertThat(pause.heap()).contains(MemoryChange.of(Math.round(1023.9 * M), 900 * M, 1024 * M));
        assertThat(pause.durationMs()).isCloseTo(2100.0, within(1e-9));
        assertThat(parsed.events().get(parsed.events().size() - 1)).isInstanceOf(io.tenure.gclog.event.SafepointEvent.class);
    }

    @Test
    void parallelPromotionFailureMarker() throws IOException {
        PauseEvent pause = LegacyFixtures.parseText("3.000: [GC-- [PSYoungGen: 2048K->2048K(2048K)] 8000K->8100K(8192K), 0.0100000 secs]\n")
                .of(PauseEvent.class).get(0);
        assertThat(pause.kind()).isEqualTo(EventKind.YOUNG);
        assertThat(pause.young()).contains(MemoryChange.of(2048 * K, 2048 * K, 2048 * K));
    }

    @Test
    void recordThatNeverClosesIsDroppedWithBoundedMemory() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parseText("1.000: [GC (Allocation Failure) \n" + "[ParNew: 1K->1K(2K)\n".repeat(5000));
        assertThat(parsed.of(PauseEvent.class)).isEmpty();
        // the lines after the cut-off have no record to continue: each is reported on its own
        assertThat(parsed.diagnostics().unparsedLines()).isBetween(2L, 5000L);
        assertThat(parsed.diagnostics().samples()).first().satisfies(d -> {
            assertThat(d.message()).isEqualTo("collection record never closed");
            assertThat(d.location().line()).isEqualTo(1);
        });
    }

    @Test
    void recordCutShortByTheNextOneIsReported() throws IOException {
        LegacyFixtures.Parsed parsed = LegacyFixtures.parseText("""
                1.000: [GC (Allocation Failure) 1.000: [ParNew
                2.000: [GC (Allocation Failure) 2.000: [ParNew: 100K->10K(200K), 0.0010000 secs] 300K->210K(1000K), 0.0011000 secs]
                """);
        assertThat(parsed.of(PauseEvent.class)).hasSize(1);
        assertThat(parsed.diagnostics().samples()).singleElement().satisfies(d -> {
            assertThat(d.location().line()).isEqualTo(1);
            assertThat(d.message()).contains("cut short");
        });
    }
}
