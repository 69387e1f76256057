package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LevelShiftTest {
    @Test
    void theLowerEndIsTheMannWhitneyCriticalValueOfTheTables() {
        // two-sided 5 % critical values of U in the published tables: reject when U <= 2, 8, 8, 13
        assertThat(LevelShift.lowerIndex(5, 5)).isEqualTo(2);
        assertThat(LevelShift.lowerIndex(7, 7)).isEqualTo(8);
        assertThat(LevelShift.lowerIndex(6, 8)).isEqualTo(8);
        assertThat(LevelShift.lowerIndex(8, 8)).isEqualTo(13);
        assertThatThrownBy(() -> LevelShift.lowerIndex(3, 3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void largeLevelsTakeTheNormalApproximationWhichIsWithinOneOfTheExactValue() {
        // just above the exact limit, where the approximation takes over, against the recurrence
        for (int[] size : new int[][] {{101, 100}, {51, 200}, {41, 250}}) {
            assertThat(size[0] * size[1]).isGreaterThan(LevelShift.EXACT_PAIRS);
            int approximate = LevelShift.lowerIndex(size[0], size[1]);
            int exact = LevelShift.exactLowerIndex(size[0], size[1]);
            assertThat(Math.abs(exact - approximate)).as("n = %d, m = %d: %d against %d", size[0], size[1], approximate, exact)
                    .isLessThanOrEqualTo(1);
        }
    }

    @Test
    void thePointIsTheMedianOfEveryLogDifference() {
        double[] under = {1.0, 1.1, 0.9, 1.05, 0.95};
        double[] top = new double[under.length];
        for (int i = 0; i < under.length; i++) {
            top[i] = 2 * under[i];
        }
        Estimate e = LevelShift.ratio(top, under);
        // the differences are log 2 + log(a_i / a_j): symmetric about log 2
        assertThat(e.value()).isCloseTo(2.0, within(1e-12));
        assertThat(e.ci95Low()).isLessThan(2.0);
        assertThat(e.ci95High()).isGreaterThan(2.0);
    }

    @Test
    void oneSlowForkMovesNeitherThePointNorTheVerdict() {
        double[] faster = {1.00, 1.03, 0.97, 1.02, 0.99, 1.01, 0.98};
        double[] slower = {1.12, 1.15, 1.10, 1.13, 1.11, 1.14, 2.90}; // the last fork hit a slow spell of the host
        Estimate e = LevelShift.ratio(slower, faster);
        assertThat(e.value()).isBetween(1.10, 1.16);
        assertThat(e.ci95Low()).isGreaterThan(1.0);
        // the t interval of the paired log ratios is pulled over 1 by that one fork
        double[] logRatios = new double[faster.length];
        for (int i = 0; i < faster.length; i++) {
            logRatios[i] = Math.log(slower[i] / faster[i]);
        }
        double mean = java.util.Arrays.stream(logRatios).average().orElseThrow();
        assertThat(mean - PairedRatio.logHalfWidth(logRatios)).isLessThan(0.0);
    }

    /**
     * Honest at the demo's 7 forks: two platforms with the same true time, 8 % log-normal noise per
     * fork and one fork in twenty 1.5–2.6 times slower (what the shared machines do); the interval
     * of the gap at the measured level contains 1 in 93–99 % of many draws.
     */
    @Test
    void theGapAtAMeasuredLevelOfSevenForksCoversTheTrueRatio() {
        Random random = new Random(5);
        int covered = 0;
        int trials = 400;
        for (int t = 0; t < trials; t++) {
            ModelAnalysis analysis = new ModelAnalysis(SurvivalFits.fit(List.of(platform("A", random, 1.0), platform("B", random, 1.0)),
                    FitDefaults.BOOTSTRAP_REPLICATES, t), Response.TIME, FitDefaults.BOOTSTRAP_REPLICATES, t);
            Gap gap = analysis.gap(analysis.fits().get(0), analysis.fits().get(1), 0.437);
            covered += gap.indistinguishable() ? 1 : 0;
        }
        assertThat(covered / (double) trials).isBetween(0.93, 0.995);
    }

    @Test
    void aMeasuredLevelOfSevenForksGivesItsOwnRatioNotTheCurves() {
        Random random = new Random(3);
        PlatformMeasurements a = platform("A", random, 1.2);
        PlatformMeasurements b = platform("B", random, 1.0);
        ModelAnalysis analysis = new ModelAnalysis(SurvivalFits.fit(List.of(a, b), FitDefaults.BOOTSTRAP_REPLICATES, 1),
                Response.TIME, FitDefaults.BOOTSTRAP_REPLICATES, 1);
        Gap gap = analysis.gap(analysis.fits().get(0), analysis.fits().get(1), 0.437);
        Estimate byRanks = LevelShift.ratio(values(a), values(b));
        assertThat(gap.ratio()).isEqualTo(byRanks);
        assertThat(LevelShift.ratioAtLevel(analysis.fits().get(0).observations(), analysis.fits().get(1).observations(), 0.46))
                .isNull();
    }

    private static double[] values(PlatformMeasurements p) {
        return p.levels().get(1).runs().stream().mapToDouble(r -> r.values().get(Response.TIME)).toArray();
    }

    private static PlatformMeasurements platform(String name, Random random, double truth) {
        List<PlatformMeasurements.Level> levels = new ArrayList<>();
        levels.add(new PlatformMeasurements.Level(0.0, runs(random, 1, 0.3 * truth), false));
        levels.add(new PlatformMeasurements.Level(0.437, runs(random, 7, truth), false));
        levels.add(new PlatformMeasurements.Level(0.8, runs(random, 1, 1.5 * truth), false));
        return new PlatformMeasurements(new Platform("jvm/" + name, "", "", "jvm", name, null, null), levels, null);
    }

    private static List<PlatformMeasurements.Run> runs(Random random, int n, double truth) {
        List<PlatformMeasurements.Run> runs = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            double slowSpell = random.nextDouble() < 0.05 ? 1.5 + 1.1 * random.nextDouble() : 1;
            runs.add(new PlatformMeasurements.Run(r, null,
                    Map.of(Response.TIME, truth * slowSpell * Math.exp(0.08 * random.nextGaussian()))));
        }
        return runs;
    }
}
