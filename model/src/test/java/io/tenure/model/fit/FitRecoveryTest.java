package io.tenure.model.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;

/** Fits on synthetic data with known parameters recover them. */
class FitRecoveryTest {
    private static final double[] LEVELS = {0.0, 0.1, 0.2, 0.3, 0.437, 0.5, 0.6, 0.8};

    @Property(tries = 100)
    void theilSenRecoversTheLineDespiteAThreeTimesOutlierPerLevel(
            @ForAll @DoubleRange(min = 0.5, max = 20) double a,
            @ForAll @DoubleRange(min = -5, max = 30) double b,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Random random = new Random(seed);
        int reps = 5;
        double[] s = new double[LEVELS.length * reps];
        double[] y = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = LEVELS[i / reps];
            double truth = a + b * s[i];
            y[i] = truth * (1 + 0.01 * random.nextGaussian());
            if (i % reps == 0) {
                y[i] = 3 * truth + Math.abs(a); // the "identical run took 3x" case
            }
        }
        double[] p = ModelKind.LINEAR.fit(s, y).parameters();
        double scale = Math.abs(a) + Math.abs(b);
        assertThat(p[0]).isCloseTo(a, within(0.06 * scale));
        assertThat(p[1]).isCloseTo(b, within(0.12 * scale));
    }

    @Property(tries = 60)
    void huberQuadraticRecoversCoefficientsWithOutliers(
            @ForAll @DoubleRange(min = 1, max = 10) double a,
            @ForAll @DoubleRange(min = 0, max = 10) double b,
            @ForAll @DoubleRange(min = -5, max = 10) double c,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Random random = new Random(seed);
        int reps = 6;
        double[] s = new double[LEVELS.length * reps];
        double[] y = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = LEVELS[i / reps];
            y[i] = a + b * s[i] + c * s[i] * s[i] + 0.02 * random.nextGaussian();
            if (i % 11 == 3) {
                y[i] += 50; // a wild run
            }
        }
        double[] p = ModelKind.QUADRATIC.fit(s, y).parameters();
        assertThat(p[0]).isCloseTo(a, within(0.1));
        assertThat(p[1]).isCloseTo(b, within(0.6));
        assertThat(p[2]).isCloseTo(c, within(0.8));
    }

    @Property(tries = 40)
    void hingeFindsWherePromotionStarts(
            @ForAll @DoubleRange(min = 0.25, max = 0.55) double s0,
            @ForAll @DoubleRange(min = 2, max = 10) double c,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Random random = new Random(seed);
        double[] levels = new double[17];
        for (int i = 0; i < levels.length; i++) {
            levels[i] = i * 0.05;
        }
        int reps = 3;
        double[] s = new double[levels.length * reps];
        double[] y = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = levels[i / reps];
            y[i] = 1 + 0.8 * s[i] + c * Math.max(0, s[i] - s0) + 0.01 * random.nextGaussian();
        }
        double[] p = ModelKind.GENERATIONAL_HINGE.fit(s, y).parameters();
        assertThat(p[3]).isCloseTo(s0, within(0.03));
        assertThat(p[2]).isCloseTo(c, within(0.15 * c));
        assertThat(p[1]).isCloseTo(0.8, within(0.3));
    }

    @Property(tries = 40)
    void liveOverFreeRecoversTheCurvature(
            @ForAll @DoubleRange(min = 0.3, max = 0.9) double k,
            @ForAll @DoubleRange(min = 0.5, max = 5) double b) {
        double[] s = LEVELS;
        double[] y = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            y[i] = 2 + b * s[i] / (1 - k * s[i]);
        }
        double[] p = ModelKind.LIVE_OVER_FREE.fit(s, y).parameters();
        assertThat(p[0]).isCloseTo(2, within(1e-3));
        assertThat(p[1]).isCloseTo(b, within(1e-2 * b));
        assertThat(p[2]).isCloseTo(k, within(1e-2));
    }

    @Property(tries = 60)
    void monotoneSplineIsMonotoneAndPassesThroughMonotoneMedians(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Random random = new Random(seed);
        double[] s = new double[LEVELS.length * 3];
        double[] y = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = LEVELS[i / 3];
            y[i] = Math.exp(2 * s[i]) + 0.3 * random.nextGaussian();
        }
        Curve curve = ModelKind.MONOTONE_SPLINE.fit(s, y);
        double previous = curve.valueAt(-0.1);
        for (int i = 0; i <= 240; i++) {
            double value = curve.valueAt(-0.1 + i * 0.005);
            assertThat(value).isGreaterThanOrEqualTo(previous - 1e-12);
            previous = value;
        }
        // on exactly monotone data the spline interpolates
        double[] exact = new double[LEVELS.length];
        for (int i = 0; i < exact.length; i++) {
            exact[i] = Math.exp(2 * LEVELS[i]);
        }
        Curve through = ModelKind.MONOTONE_SPLINE.fit(LEVELS, exact);
        for (int i = 0; i < exact.length; i++) {
            assertThat(through.valueAt(LEVELS[i])).isCloseTo(exact[i], within(1e-12));
        }
    }
}
