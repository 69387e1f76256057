package io.tenure.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.RaceResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class RaceTextTest {
    @Test
    void aRaceEndingOnItsBudgetNamesBothWinnersTheEliminatedAndTheRunsSpent() {
        RaceResult race = new RaceResult(RaceResult.SCHEMA, 0.02, 0.05, 0.0, 6, 6, RaceResult.Ending.BUDGET,
                List.of(new RaceResult.Standing("openjdk-17-parallel", 1.0, null, null, null),
                        new RaceResult.Standing("openjdk-17-serial", 1.0067, 0.9729, 1.0416, "95 %")),
                List.of(new RaceResult.Elimination("openjdk-17-zgc", 3, "openjdk-17-parallel", 1.495, 1.3e-5, 3)), List.of(),
                15, 18);
        StringWriter text = new StringWriter();
        RaceText.print(new PrintWriter(text, true), race);
        assertThat(text.toString()).isEqualTo("""

                Race (margin 2 %, family-wise error 5 %, 6 of at most 6 blocks): not decided: the budget ran out with several\
                 left, not told apart from the margin
                  winners (wall time over the best's, paired by block):
                    openjdk-17-parallel                  1.000
                    openjdk-17-serial                    1.007 [0.973, 1.042] 95 %
                  eliminated (slower than the best by more than the margin; one-sided paired t-test, Holm):
                    openjdk-17-zgc                       after block 3: 1.495 x openjdk-17-parallel over 3 blocks, p = 1.3e-05
                  runs: 15 measured, against 18 for every configuration at every block (83 %)
                """);
    }

    @Test
    void aRaceWhoseUndecidedWereSetAsideSaysSoWithTheirChanceAndTheBlocksTheyWouldNeed() {
        RaceResult race = new RaceResult(RaceResult.SCHEMA, 0.02, 0.05, 0.2, 6, 3, RaceResult.Ending.NOT_DECIDABLE,
                List.of(new RaceResult.Standing("openjdk-17-parallel", 1.0, null, null, null),
                        new RaceResult.Standing("openjdk-17-serial", 1.0067, 0.9803, 1.0406, "range of 3 pairs"),
                        new RaceResult.Standing("openjdk-17-g1", 1.0011, 0.98, 1.02, "range of 3 pairs")),
                List.of(new RaceResult.Elimination("openjdk-17-zgc", 3, "openjdk-17-parallel", 1.495, 1.3e-5, 3)),
                List.of(new RaceResult.SetAside("openjdk-17-serial", 3, "openjdk-17-parallel", 1.0067, 0.013, 37),
                        new RaceResult.SetAside("openjdk-17-g1", 3, "openjdk-17-parallel", 1.0011, 0.0, 1975)), 9, 18);
        StringWriter text = new StringWriter();
        RaceText.print(new PrintWriter(text, true), race);
        assertThat(text.toString()).isEqualTo("""

                Race (margin 2 %, family-wise error 5 %, 3 of at most 6 blocks): not decided: the blocks left could not tell\
                 those left from the margin, so they were set aside
                  winners (wall time over the best's, paired by block):
                    openjdk-17-parallel                  1.000
                    openjdk-17-serial                    1.007 [0.980, 1.041] range of 3 pairs
                    openjdk-17-g1                        1.001 [0.980, 1.020] range of 3 pairs
                  eliminated (slower than the best by more than the margin; one-sided paired t-test, Holm):
                    openjdk-17-zgc                       after block 3: 1.495 x openjdk-17-parallel over 3 blocks, p = 1.3e-05
                  set aside (among the winners; the blocks left had little chance to eliminate them or show them equivalent):
                    openjdk-17-serial                    after block 3: 1.007 x openjdk-17-parallel, 1 % chance to decide, about 37\
                 blocks needed
                    openjdk-17-g1                        after block 3: 1.001 x openjdk-17-parallel, 0 % chance to decide, over 1000\
                 blocks needed
                  runs: 9 measured, against 18 for every configuration at every block (50 %)
                """);
    }

    /**
     * A winner whose own 95 % interval lies beyond the margin was not eliminated only because the
     * race tests at a family-wise level: the text says so beside it, where a 95 % interval holding
     * the margin gets no note.
     */
    @Test
    void aWinnerSlowerThanTheMarginByItsOwnIntervalIsSaidToBeSo() {
        RaceResult race = new RaceResult(RaceResult.SCHEMA, 0.02, 0.05, 0.2, 10, 10, RaceResult.Ending.BUDGET,
                List.of(new RaceResult.Standing("openjdk-17-parallel", 1.0, null, null, null),
                        new RaceResult.Standing("openjdk-17-g1", 1.177, 1.066, 1.299, "95 %"),
                        new RaceResult.Standing("openjdk-17-serial", 1.05, 1.01, 1.09, "95 %"),
                        new RaceResult.Standing("temurin-25-g1", 1.041, 1.025, 1.116, "range of 3 pairs")),
                List.of(), List.of(new RaceResult.SetAside("temurin-25-g1", 3, "openjdk-17-parallel", 1.041, 0.01, 210)),
                33, 40);
        StringWriter text = new StringWriter();
        RaceText.print(new PrintWriter(text, true), race);
        assertThat(text.toString()).contains("""
                    openjdk-17-g1                        1.177 [1.066, 1.299] 95 %  (slower than the margin by this\
                 interval, not at the family-wise level that eliminates)
                    openjdk-17-serial                    1.050 [1.010, 1.090] 95 %
                    temurin-25-g1                        1.041 [1.025, 1.116] range of 3 pairs
                """);
    }
}
