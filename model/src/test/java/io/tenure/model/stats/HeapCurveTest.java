package io.tenure.model.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The heap curve on synthetic programs: T∞ = 10 s, c = 0.3, L = 100 MB, 5 runs per heap with 3 % noise. */
class HeapCurveTest {
    private static final double[] MULTIPLES = {1.5, 2, 3, 4, 6};

    @Test
    void theFitRecoversTheCurveWithIntervalsThatHoldIt() {
        double[] heaps = heaps(100);
        HeapCurve curve = HeapCurve.fit(heaps, times(heaps, 10, 0.3, 100, 0.03, 1), 100.0);
        assertThat(curve.tInfinity()).isCloseTo(10, within(0.3));
        assertThat(curve.c()).isCloseTo(0.3, within(0.05));
        assertThat(curve.tInfinityLow()).isLessThan(curve.tInfinity());
        assertThat(curve.tInfinityHigh()).isGreaterThan(curve.tInfinity());
        assertThat(curve.cLow()).isLessThan(0.3 + 0.05);
        assertThat(curve.cHigh()).isGreaterThan(0.3 - 0.05);
        // within 2 %: c / (H/L - 1) <= 0.02, H >= L (1 + 15) = 1600 MB; within 5 %: 700 MB
        assertThat(curve.smallestHeapWithin(0.02)).isCloseTo(1600, within(300.0));
        assertThat(curve.smallestHeapWithin(0.05)).isCloseTo(700, within(120.0));
        assertThat(curve.time(200)).isCloseTo(13, within(0.4));
    }

    @Test
    void withoutTheLiveSetItIsFittedToo() {
        double[] heaps = heaps(100);
        HeapCurve curve = HeapCurve.fit(heaps, times(heaps, 10, 0.3, 100, 0.005, 2), null);
        assertThat(curve.liveGiven()).isFalse();
        assertThat(curve.liveMB()).isCloseTo(100, within(15.0));
        assertThat(curve.tInfinity()).isCloseTo(10, within(0.3));
    }

    /**
     * Leave-one-heap-out on programs of this form: the error is of the order of the noise of a
     * heap's mean (3 % per run, 5 runs); on times that do not follow the form (a step at 3x) it is
     * larger, which is what the error is there to show.
     */
    @Test
    void leaveOneHeapOutErrorIsTheNoiseOnTheFormAndLargerOffIt() {
        double[] heaps = heaps(100);
        Double onForm = HeapCurve.leaveOneHeapOutErrorPercent(heaps, times(heaps, 10, 0.3, 100, 0.03, 3), 100.0);
        assertThat(onForm).isLessThan(3.0);
        List<double[]> step = new ArrayList<>();
        for (double h : heaps) {
            step.add(new double[] {h < 300 ? 16 : 10, h < 300 ? 16 : 10});
        }
        assertThat(HeapCurve.leaveOneHeapOutErrorPercent(heaps, step, 100.0)).isGreaterThan(onForm);
        assertThat(HeapCurve.leaveOneHeapOutErrorPercent(new double[] {150, 200}, step.subList(0, 2), 100.0)).isNull();
    }

    private static double[] heaps(double live) {
        double[] h = new double[MULTIPLES.length];
        for (int i = 0; i < h.length; i++) {
            h[i] = MULTIPLES[i] * live;
        }
        return h;
    }

    private static List<double[]> times(double[] heaps, double tInf, double c, double live, double noise, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<double[]> times = new ArrayList<>();
        for (double h : heaps) {
            double[] t = new double[5];
            for (int i = 0; i < t.length; i++) {
                double g = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
                t[i] = tInf * (1 + c / (h / live - 1)) * Math.exp(noise * g);
            }
            times.add(t);
        }
        return times;
    }
}
