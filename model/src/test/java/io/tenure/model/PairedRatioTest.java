package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PairedRatioTest {
    private static List<Observation> level(double s, double... values) {
        List<Observation> observations = new ArrayList<>();
        for (int r = 0; r < values.length; r++) {
            observations.add(new Observation(s, values[r], r));
        }
        return observations;
    }

    @Test
    void aStudentTHalfWidthOnTheLogRatios() {
        // log ratios 0.1, 0.2, 0.3: sd 0.1, t(0.975, 2) = 4.3027 → 4.3027 · 0.1 / √3 = 0.248414
        assertThat(PairedRatio.logHalfWidth(new double[] {0.1, 0.2, 0.3})).isCloseTo(0.248414, within(1e-5));
    }

    @Test
    void runsArePairedByRepetitionAtTheLevelNearestTheSurvivalAsked() {
        List<Observation> a = new ArrayList<>(level(0.431, 2.0, 4.0, 3.0));
        a.addAll(level(0.0, 9.0, 1.0));
        List<Observation> b = new ArrayList<>(level(0.437, 1.0, 2.0, 1.5));
        b.addAll(level(0.445, 7.0, 1.0));
        // every pair at the nearest levels is exactly 2: no spread, where unpaired runs (2 to 4 against 1 to 2) would have some
        assertThat(PairedRatio.logHalfWidthAtLevel(a, b, 0.437)).isCloseTo(0.0, within(1e-12));
    }

    @Test
    void nothingWithoutALevelWithinToleranceOrWithoutThreePairs() {
        List<Observation> a = level(0.437, 2.0, 4.0, 3.0);
        assertThat(PairedRatio.logHalfWidthAtLevel(a, level(0.46, 1.0, 2.0, 1.5), 0.437)).isNull();
        assertThat(PairedRatio.logHalfWidthAtLevel(a, level(0.437, 1.0, 2.0), 0.437)).isNull();
        assertThat(PairedRatio.logHalfWidthAtLevel(a, level(0.437, 1.0, 2.0, 1.4), 0.437)).isNotNull();
    }

    @Test
    void aLevelWithLessThanHalfOfThePlatformsRunsLeavesTheIntervalToTheCurves() {
        List<Observation> a = new ArrayList<>(level(0.437, 2.0, 4.0, 3.0));
        a.addAll(level(0.2, 1.0, 1.0, 1.0, 1.0));
        assertThat(PairedRatio.logHalfWidthAtLevel(a, level(0.437, 1.0, 2.0, 1.4), 0.437)).isNull();
    }

    @Test
    void bundlesMergedAtTheSameLevelKeepEveryRun() {
        List<Observation> a = new ArrayList<>(level(0.437, 2.0, 2.2));
        a.addAll(level(0.437, 2.1, 1.9));
        List<Observation> b = new ArrayList<>(level(0.437, 1.0, 1.1));
        b.addAll(level(0.437, 1.05, 0.95));
        // two bundles of 2 repetitions each: 4 pairs, all exactly 2
        assertThat(PairedRatio.logHalfWidthAtLevel(a, b, 0.437)).isCloseTo(0.0, within(1e-9));
    }

    /**
     * The interval is honest at the demo's 3 forks: two platforms with the same true time and 5 %
     * log-normal noise per fork, measured at three levels; over many draws the gap's interval at
     * the middle level contains 1 about 95 % of the time. The bootstrap of the fitted curves that
     * gave the interval before contained it far less often.
     */
    @Test
    void theGapAtAMeasuredLevelCoversTheTrueRatioAtThreeForks() {
        Random random = new Random(11);
        int covered = 0;
        int trials = 300;
        for (int t = 0; t < trials; t++) {
            ModelAnalysis analysis = new ModelAnalysis(SurvivalFits.fit(List.of(platform("A", random), platform("B", random)),
                    FitDefaults.BOOTSTRAP_REPLICATES, t), Response.TIME, FitDefaults.BOOTSTRAP_REPLICATES, t);
            Gap gap = analysis.gap(analysis.fits().get(0), analysis.fits().get(1), 0.437);
            covered += gap.indistinguishable() ? 1 : 0;
        }
        assertThat(covered / (double) trials).isBetween(0.90, 0.99);
    }

    private static PlatformMeasurements platform(String name, Random random) {
        List<PlatformMeasurements.Level> levels = new ArrayList<>();
        levels.add(new PlatformMeasurements.Level(0.0, runs(random, 1, 0.3), false));
        levels.add(new PlatformMeasurements.Level(0.437, runs(random, 3, 1.0), false));
        levels.add(new PlatformMeasurements.Level(0.8, runs(random, 1, 1.5), false));
        return new PlatformMeasurements(new Platform("jvm/" + name, "", "", "jvm", name, null, null), levels, null);
    }

    private static List<PlatformMeasurements.Run> runs(Random random, int n, double truth) {
        List<PlatformMeasurements.Run> runs = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            runs.add(new PlatformMeasurements.Run(r, null, Map.of(Response.TIME, truth * Math.exp(0.05 * random.nextGaussian()))));
        }
        return runs;
    }
}
