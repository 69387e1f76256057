package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RunLedgerTest {
    /** A recorded run: its id, whether it ended with an outcome of its own, and whether that was a failure. */
    private record Run(String id, boolean finished, boolean failed) {
    }

    private static final List<Run> RECORDED = List.of(new Run("a-r0", true, false), new Run("b-r0", true, true),
            new Run("c-r0", false, false));

    private static RunLedger<Run> resumed(ResumeMode mode) {
        return RunLedger.resumed(RECORDED, Run::id, r -> mode.keeps(r.finished(), r.failed()));
    }

    @Test
    void aResumeSkipsTheFinishedRunsOkOrNot() {
        RunLedger<Run> ledger = resumed(ResumeMode.RESUME);
        assertThat(ledger.todo(List.of("a-r0", "b-r0", "c-r0", "a-r1"), id -> id)).containsExactly("c-r0", "a-r1");
        assertThat(ledger.size()).isEqualTo(2);
    }

    @Test
    void retryFailedRunsTheFailedOnesAgainAndKeepsTheOkOnes() {
        RunLedger<Run> ledger = resumed(ResumeMode.RESUME_RETRYING_FAILED);
        assertThat(ledger.todo(List.of("a-r0", "b-r0", "c-r0"), id -> id)).containsExactly("b-r0", "c-r0");
        assertThat(ledger.get("a-r0")).isEqualTo(RECORDED.get(0));
        assertThat(ledger.has("b-r0")).isFalse();
    }

    @Test
    void aRecordedRunIsNotRunAgainAndReplacesAnEarlierRecord() {
        RunLedger<Run> ledger = RunLedger.empty(Run::id);
        ledger.record(new Run("a-r0", true, true));
        ledger.record(new Run("a-r0", true, false));
        assertThat(ledger.todo(List.of("a-r0", "a-r1"), id -> id)).containsExactly("a-r1");
        assertThat(ledger.runs()).containsExactly(new Run("a-r0", true, false));
    }

    @Test
    void theModesOfTheOptions() {
        assertThat(ResumeMode.of(false, false)).isEqualTo(ResumeMode.FRESH);
        assertThat(ResumeMode.of(true, false)).isEqualTo(ResumeMode.RESUME);
        assertThat(ResumeMode.of(true, true)).isEqualTo(ResumeMode.RESUME_RETRYING_FAILED);
        assertThat(ResumeMode.RESUME.keeps(false, false)).as("a run left unfinished runs again").isFalse();
    }
}
