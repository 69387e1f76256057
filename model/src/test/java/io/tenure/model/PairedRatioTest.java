package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
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
    void geometricMeanWithAStudentTIntervalOnTheLogRatios() {
        // log ratios 0.1, 0.2, 0.3: mean 0.2, sd 0.1, t(0.975, 2) = 4.3027 → half-width 0.24841
        Estimate e = PairedRatio.of(new double[] {0.1, 0.2, 0.3});
        assertThat(e.value()).isCloseTo(Math.exp(0.2), within(1e-12));
        assertThat(e.ci95Low()).isCloseTo(Math.exp(0.2 - 0.248414), within(1e-5));
        assertThat(e.ci95High()).isCloseTo(Math.exp(0.2 + 0.248414), within(1e-5));
    }

    @Test
    void runsArePairedByRepetitionAtTheLevelNearestTheSurvivalAsked() {
        List<Observation> a = new ArrayList<>(level(0.431, 2.0, 4.0, 3.0));
        a.addAll(level(0.0, 9.0, 9.0, 9.0));
        List<Observation> b = new ArrayList<>(level(0.437, 1.0, 2.0, 1.5));
        b.addAll(level(0.46, 7.0, 7.0, 7.0));
        Estimate e = PairedRatio.atLevel(a, b, 0.437);
        // every pair is exactly 2: a zero-width interval at 2, which unpaired runs (2 to 4 against 1 to 2) would not give
        assertThat(e.value()).isCloseTo(2.0, within(1e-12));
        assertThat(e.ci95Low()).isCloseTo(2.0, within(1e-12));
        assertThat(e.ci95High()).isCloseTo(2.0, within(1e-12));
    }

    @Test
    void nothingWithoutALevelWithinToleranceOrWithoutTwoPairs() {
        List<Observation> a = level(0.437, 2.0, 4.0, 3.0);
        assertThat(PairedRatio.atLevel(a, level(0.5, 1.0, 2.0, 1.5), 0.437)).isNull();
        assertThat(PairedRatio.atLevel(a, level(0.437, 1.0), 0.437)).isNull();
        assertThat(PairedRatio.atLevel(a, level(0.437, 1.0, 2.0), 0.437)).isNotNull();
    }

    @Test
    void bundlesMergedAtTheSameLevelKeepEveryRun() {
        List<Observation> a = new ArrayList<>(level(0.437, 2.0, 2.2));
        a.addAll(level(0.437, 2.1, 1.9));
        List<Observation> b = new ArrayList<>(level(0.437, 1.0, 1.1));
        b.addAll(level(0.437, 1.05, 0.95));
        Estimate all = PairedRatio.atLevel(a, b, 0.437);
        assertThat(all.value()).isCloseTo(2.0, within(1e-9));
        assertThat(all.ci95Low()).isCloseTo(2.0, within(1e-9));
    }

    /**
     * The interval is honest at the demo's 3 forks: over many draws of two platforms with the same
     * true time and 5 % log-normal noise, it contains 1 about 95 % of the time (a percentile
     * bootstrap of 3 runs does so far less often).
     */
    @Test
    void coversTheTrueRatioAtThreeForks() {
        Random random = new Random(11);
        int covered = 0;
        int trials = 4000;
        for (int t = 0; t < trials; t++) {
            double[] x = new double[3];
            double[] y = new double[3];
            for (int r = 0; r < 3; r++) {
                x[r] = Math.exp(0.05 * random.nextGaussian());
                y[r] = Math.exp(0.05 * random.nextGaussian());
            }
            Estimate e = PairedRatio.atLevel(level(0.437, x), level(0.437, y), 0.437);
            covered += e.ci95Low() <= 1 && e.ci95High() >= 1 ? 1 : 0;
        }
        assertThat(covered / (double) trials).isBetween(0.93, 0.97);
    }
}
