package io.tenure.bench.summary;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.CellSummary;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellSummarizerTest {
    private static RunResult run(int repetition, RunStatus status, Double survival) {
        return new RunResult("cell_r" + repetition, repetition, status, null, 0, null, new RunResult.Times(1.0, 1.0, 1.0),
                new RunResult.GcFigures(survival, survival, null, null, null, null, null), null, null, null, List.of(), null,
                null, null, null, null, null);
    }

    /** Issue #10: cells labelled p = 0.8 measured 0.675 and went unflagged. */
    @Test
    void aMedianSurvivalMoreThanThreeHundredthsFromTheTargetIsFlagged() {
        List<RunResult> runs = List.of(run(1, RunStatus.OK, 0.675), run(2, RunStatus.OK, 0.711), run(3, RunStatus.OK, 0.69));
        assertThat(CellSummarizer.summarize(runs, 0.8).survivalOffTarget()).isTrue();
        assertThat(CellSummarizer.summarize(runs, 0.7).survivalOffTarget()).isFalse();
        assertThat(CellSummarizer.summarize(runs, 0.66).survivalOffTarget()).as("median 0.69 is 0.03 from 0.66, not more")
                .isFalse();
        assertThat(CellSummarizer.summarize(runs, 0.65).survivalOffTarget()).isTrue();
    }

    @Test
    void withoutAMeasuredSurvivalOrATargetTheFlagIsNull() {
        assertThat(CellSummarizer.summarize(List.of(run(1, RunStatus.OK, null)), 0.5).survivalOffTarget()).isNull();
        assertThat(CellSummarizer.summarize(List.of(run(1, RunStatus.OK, 0.1)), null).survivalOffTarget()).isNull();
        assertThat(CellSummarizer.summarize(List.of(run(1, RunStatus.FAILED, 0.1)), 0.5)).isNull();
    }
}
