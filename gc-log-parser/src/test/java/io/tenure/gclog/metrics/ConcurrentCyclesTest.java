package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A concurrent cycle's time is the span of its phases, nested phases counted once. */
class ConcurrentCyclesTest {
    @Test
    void aCycleIsTheSpanOfItsPhasesWhateverTheirNesting() {
        ConcurrentCycles cycles = new ConcurrentCycles();
        // G1: Concurrent Mark Cycle [1.000, 1.020] around Concurrent Mark [1.002, 1.012] and Cleanup [1.015, 1.019]
        phase(cycles, 5, 1.002, 10);
        phase(cycles, 5, 1.015, 4);
        phase(cycles, 5, 1.000, 20);
        // a second cycle of 6 ms
        phase(cycles, 9, 2.000, 6);
        GcSummary.ConcurrentStats stats = cycles.stats();
        assertThat(stats.cycles()).isEqualTo(2);
        assertThat(stats.totalMs().getAsDouble()).isCloseTo(26, within(1e-6));
        assertThat(stats.maxMs().getAsDouble()).isCloseTo(20, within(1e-6));
    }

    @Test
    void phasesWithoutIdsAreOneCycleUntilTheNextInitialMark() {
        ConcurrentCycles cycles = new ConcurrentCycles();
        cycles.pause(Events.pause("gc.log", 1, 0.9, 1, EventKind.INITIAL_MARK, 0, 0)); // has an id: starts nothing here
        phase(cycles, -1, 1.0, 5);
        phase(cycles, -1, 1.01, 5); // CMS mark then preclean: one cycle [1.000, 1.015]
        cycles.pause(new PauseEvent(new SourceLocation("gc.log", 9), Timestamp.ofUptime(2), OptionalLong.empty(),
                EventKind.INITIAL_MARK, "CMS-initial-mark", Optional.empty(), 1, Optional.empty(), Optional.empty(),
                Optional.empty()));
        phase(cycles, -1, 2.1, 3);
        GcSummary.ConcurrentStats stats = cycles.stats();
        assertThat(stats.cycles()).isEqualTo(2);
        assertThat(stats.maxMs().getAsDouble()).isCloseTo(15, within(1e-6));
    }

    @Test
    void untimedPhasesAndNoPhasesGiveNoFigure() {
        ConcurrentCycles cycles = new ConcurrentCycles();
        cycles.phase(new ConcurrentPhaseEvent(new SourceLocation("gc.log", 1), Timestamp.ofUptime(1), OptionalLong.of(1),
                "Garbage Collection (Warmup)", OptionalDouble.empty()), OptionalDouble.of(1));
        assertThat(cycles.stats()).isEqualTo(GcSummary.ConcurrentStats.NONE);
    }

    private static void phase(ConcurrentCycles cycles, long gcId, double start, double ms) {
        cycles.phase(new ConcurrentPhaseEvent(new SourceLocation("gc.log", 1), Timestamp.ofUptime(start),
                gcId < 0 ? OptionalLong.empty() : OptionalLong.of(gcId), "Concurrent Mark", OptionalDouble.of(ms)),
                OptionalDouble.of(start));
    }
}
