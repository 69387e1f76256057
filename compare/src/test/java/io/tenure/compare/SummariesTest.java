package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.JvmInfo;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.bundle.compare.UntilCi;
import io.tenure.model.stats.MedianInterval;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A pair's verdict: told apart only from {@value MedianInterval#MIN_VALUES} pairs on, whose interval
 * excludes 1; below that, not told apart whatever the ratios, and the reason says how many pairs
 * a 95 % interval needs.
 */
class SummariesTest {
    private static final JvmInfo JVM = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM",
            "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");

    /** The user's test: Serial 7.8 % slower than G1 in both of 2 repetitions printed "slower". */
    @Test
    void twoOrThreePairsAllAboveOneAreNotToldApart() {
        for (int n = 2; n <= 3; n++) {
            PairResult pair = Summaries.pair(config("serial", n, 1.078), config("g1", n, 1.0));
            assertThat(pair.pairedRuns()).isEqualTo(n);
            assertThat(pair.wallRatio().ci95Low()).as("every ratio above 1").isGreaterThan(1);
            assertThat(pair.distinguishable()).as("n = %d", n).isFalse();
            assertThat(pair.toldApart()).isFalse();
            assertThat(pair.whyNotToldApart(n, null)).isEqualTo(n + " pairs; 6 are needed for a 95 % interval: --repeat 6 or more");
        }
    }

    @Test
    void sixPairsAllAboveOneAreToldApart() {
        PairResult pair = Summaries.pair(config("serial", 6, 1.078), config("g1", 6, 1.0));
        assertThat(pair.distinguishable()).isTrue();
        assertThat(pair.toldApart()).isTrue();
        assertThat(pair.whyNotToldApart(6, null)).isNull();
    }

    @Test
    void sixPairsOnBothSidesOfOneAreNotToldApartBecauseTheIntervalHoldsOne() {
        ConfigResult a = config("serial", 6, 1.078);
        List<CompareRun> runs = new ArrayList<>(a.runs());
        runs.set(5, run(a.id(), 5, 0.95 * 10));
        a = new ConfigResult(a.id(), a.jvm(), a.collector(), a.heapMB(), a.variant(), a.flags(), runs, Summaries.summary(runs));
        PairResult pair = Summaries.pair(a, config("g1", 6, 1.0));
        assertThat(pair.wallRatio().contains(1.0)).isTrue();
        assertThat(pair.distinguishable()).isFalse();
        assertThat(pair.whyNotToldApart(6, null)).isEqualTo("the wall-ratio interval holds 1");
    }

    /**
     * --until-ci: three runs that agree within 1 % give [min, max] narrower than a 5 % target, but
     * no 95 % interval; the target is not reached until six runs, and then by the real width.
     */
    @Test
    void untilCiIsNotReachedByAFewRunsThatHappenToAgree() {
        ConfigResult three = config("serial", 3, 1.0);
        ConfigResult six = config("serial", 6, 1.0);
        assertThat(three.summary().wallSeconds().relativeWidthPercent()).isLessThan(25);
        assertThat(Summaries.untilCi(List.of(three), 25.0, 30, 3).notReached())
                .extracting(UntilCi.Width::config).containsExactly(three.id());
        assertThat(Summaries.untilCi(List.of(six), 25.0, 30, 6).reached()).isTrue();
        assertThat(Summaries.untilCi(List.of(six), 15.0, 30, 6).notReached()).singleElement()
                .satisfies(w -> assertThat(w.widthPercent()).isCloseTo(100 * 2.0 / 11, within(1e-9)));
    }

    /** --repeat 6 asked and two repetitions lost to failures: the user asked enough, the runs failed. */
    @Test
    void tooFewPairsBecauseRunsFailedSaysSoInsteadOfAskingForMoreRepeats() {
        ConfigResult a = config("serial", 6, 1.078);
        List<CompareRun> runs = new ArrayList<>(a.runs());
        for (int r : new int[] {2, 4}) {
            CompareRun ok = runs.get(r);
            runs.set(r, new CompareRun(ok.runId(), r, false, ok.order(), RunStatus.FAILED, "exit code 1", ok.command(),
                    ok.startedAt(), null, 1, null, null, null, null, null, null, null, null, null, null, ok.files()));
        }
        a = new ConfigResult(a.id(), a.jvm(), a.collector(), a.heapMB(), a.variant(), a.flags(), runs, Summaries.summary(runs));
        PairResult pair = Summaries.pair(a, config("g1", 6, 1.0));
        assertThat(pair.pairedRuns()).isEqualTo(4);
        assertThat(pair.distinguishable()).isFalse();
        assertThat(pair.whyNotToldApart(6, null)).isEqualTo("4 pairs, as runs failed in the other repetitions; 6 are"
                + " needed for a 95 % interval");
    }

    /**
     * A race stops measuring a configuration on purpose: its few pairs are the race's doing, said
     * as such, and not blamed on runs that failed.
     */
    @Test
    void fewerPairsFromARaceSayWhichConfigurationTheRaceStoppedAndWhen() {
        RaceResult race = new RaceResult(RaceResult.SCHEMA, 0.02, 0.05, 0.2, 10, 10, RaceResult.Ending.NOT_DECIDABLE,
                List.of(new RaceResult.Standing("parallel", 1.0, null, null, null),
                        new RaceResult.Standing("g1", 1.008, 0.963, 1.041, "range of 3 pairs")),
                List.of(new RaceResult.Elimination("zgc", 3, "parallel", 1.25, 4.2e-4, 3),
                        new RaceResult.Elimination("serial", 5, "parallel", 1.17, 2.5e-4, 5)),
                List.of(new RaceResult.SetAside("g1", 3, "parallel", 1.008, 0.01, 298)), 30, 40);
        String needed = "; 6 are needed for a 95 % interval";
        assertThat(new PairResult("zgc", "parallel", 3, new MedianInterval(1.25, 1.16, 1.38), null, false)
                .whyNotToldApart(10, race)).isEqualTo("3 pairs, as the race eliminated zgc after block 3" + needed);
        assertThat(new PairResult("parallel", "g1", 3, new MedianInterval(0.99, 0.96, 1.04), null, false)
                .whyNotToldApart(10, race)).isEqualTo("3 pairs, as the race set g1 aside after block 3" + needed);
        // two stopped: the pairs end where the first of them stopped
        assertThat(new PairResult("serial", "zgc", 3, new MedianInterval(0.93, 0.9, 0.97), null, false)
                .whyNotToldApart(10, race)).isEqualTo("3 pairs, as the race eliminated zgc after block 3" + needed);
        // fewer pairs than the blocks it ran: runs failed
        assertThat(new PairResult("serial", "parallel", 4, new MedianInterval(1.17, 1.1, 1.2), null, false)
                .whyNotToldApart(10, race)).isEqualTo("4 pairs, as runs failed in the other repetitions" + needed);
    }

    /** A bundle written with the bootstrap says distinguishable from 3 pairs: readers do not take its word. */
    @Test
    void anOlderBundlesVerdictFromTooFewPairsIsNotTakenAtItsWord() {
        PairResult old = new PairResult("a", "b", 3, new MedianInterval(1.03, 1.02, 1.04), null, true);
        assertThat(old.toldApart()).isFalse();
        assertThat(old.whyNotToldApart(3, null)).isEqualTo("3 pairs; 6 are needed for a 95 % interval: --repeat 6 or more");
        assertThat(new PairResult("a", "b", 1, new MedianInterval(1.03, 1.03, 1.03), null, false).whyNotToldApart(1, null))
                .isEqualTo("1 pair; 6 are needed for a 95 % interval: --repeat 6 or more");
    }

    /** n repetitions of {@code collector}, wall time {@code factor} × a drift that differs by repetition. */
    private static ConfigResult config(String collector, int n, double factor) {
        String id = "openjdk-17-" + collector;
        List<CompareRun> runs = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            runs.add(run(id, r, factor * (10 + r % 3)));
        }
        return new ConfigResult(id, JVM, collector, null, null, List.of(), runs, Summaries.summary(runs));
    }

    private static CompareRun run(String configId, int repetition, double wallSeconds) {
        String runId = configId + "-r" + repetition;
        return new CompareRun(runId, repetition, false, repetition, RunStatus.OK, null, List.of("java"),
                "2026-11-27T00:00:00Z", 1.0, 0, wallSeconds, wallSeconds, true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0, null,
                wallSeconds, new CompareRun.RunFiles(null, null, null, null));
    }
}
