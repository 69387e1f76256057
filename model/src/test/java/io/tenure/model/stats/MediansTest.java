package io.tenure.model.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Size;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;

class MediansTest {
    @Test
    void orderStatisticIntervalUsesTheLargestIndexWithNinetyFivePercentCoverage() {
        // n = 10: k = 2 covers 1 - 2 * 11/1024 = 97.9 %, k = 3 only 89 %: [x(2), x(9)]
        MedianInterval m = Medians.orderStatisticInterval(List.of(10.0, 1.0, 9.0, 2.0, 8.0, 3.0, 7.0, 4.0, 6.0, 5.0));
        assertThat(m.median()).isEqualTo(5.5);
        assertThat(m.ci95Low()).isEqualTo(2.0);
        assertThat(m.ci95High()).isEqualTo(9.0);
        assertThat(m.ciConfidence()).isCloseTo(1 - 22.0 / 1024, within(1e-12));
        assertThat(m.ciMethod()).isEqualTo(Medians.ORDER_STATISTIC);
    }

    @Test
    void threeValuesGiveMinToMaxWithItsTrueCoverage() {
        MedianInterval m = Medians.orderStatisticInterval(List.of(3.0, 1.0, 2.0));
        assertThat(m).isEqualTo(new MedianInterval(2.0, 1.0, 3.0, 0.75, Medians.ORDER_STATISTIC));
    }

    @Test
    void nullsNaNAndInfinitiesAreLeftOutAndNoValuesIsNull() {
        List<Double> values = new ArrayList<>(List.of(3.0, 1.0, 2.0));
        values.add(null);
        values.add(Double.NaN);
        values.add(Double.POSITIVE_INFINITY);
        assertThat(Medians.orderStatisticInterval(values).median()).isEqualTo(2.0);
        assertThat(Medians.orderStatisticInterval(Arrays.asList(null, Double.NaN))).isNull();
        assertThat(Medians.median(Arrays.asList(4.0, null, 2.0))).isEqualTo(3.0);
        assertThat(Medians.median(List.of(3L, 1L, 2L))).isEqualTo(2.0);
        assertThat(Medians.median(List.of())).isNull();
    }

    @Test
    void coverageIsTheExactBinomialTailAndAgreesWithCommonsMath() {
        assertThat(Medians.coverage(6, 1)).isEqualTo(1 - 2.0 / 64);
        assertThat(Medians.coverage(5, 1)).isLessThan(0.95);
        for (int n = 1; n <= 60; n++) {
            for (int k = 1; k <= (n + 1) / 2; k++) {
                double library = Math.max(0, 1 - 2 * new BinomialDistribution(null, n, 0.5).cumulativeProbability(k - 1));
                assertThat(Medians.coverage(n, k)).as("n %d k %d", n, k).isCloseTo(library, within(1e-9));
            }
        }
        // past the exact sum's range, the library's tail
        assertThat(Medians.coverage(2000, 940)).isBetween(0.95, 1.0);
    }

    @Test
    void pairedRatiosAreTakenRunByRunNotFromTheMedians() {
        // a is 10 % slower than b in every repetition, whatever the drift between repetitions
        List<Double> b = List.of(1.0, 2.0, 4.0, 8.0, 16.0, 32.0);
        List<Double> a = b.stream().map(x -> x * 1.1).toList();
        MedianInterval r = Medians.pairedRatioInterval(a, b);
        assertThat(r.median()).isCloseTo(1.1, within(1e-12));
        assertThat(r.ci95Low()).isCloseTo(1.1, within(1e-12));
        assertThat(r.ci95High()).isCloseTo(1.1, within(1e-12));
        assertThat(r.contains(1.0)).isFalse();
        assertThat(r.ciMethod()).isEqualTo(Medians.PAIRED_RATIO);
    }

    @Test
    void pairsWithAMissingRunAreLeftOut() {
        List<Double> a = new ArrayList<>(List.of(2.0, 3.0, 4.0));
        List<Double> b = new ArrayList<>(List.of(1.0, 1.0, 2.0));
        a.set(1, null);
        assertThat(Medians.pairedRatioInterval(a, b).median()).isEqualTo(2.0);
        assertThat(Medians.pairedRatioInterval(List.of(1.0), List.of(0.0))).isNull();
        assertThatThrownBy(() -> Medians.pairedRatioInterval(List.of(1.0), List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anIntervalMustHoldItsMedianAndNoneHoldsNothing() {
        assertThatThrownBy(() -> new MedianInterval(1.0, 2.0, 3.0)).isInstanceOf(IllegalArgumentException.class);
        MedianInterval none = MedianInterval.none(Medians.ORDER_STATISTIC);
        assertThat(none.contains(1.0)).isFalse();
        assertThat(none.relativeWidthPercent()).isNull();
        assertThat(new MedianInterval(2.0, 1.0, 3.0).relativeWidthPercent()).isEqualTo(100.0);
    }

    @Property(tries = 200)
    void bothIntervalsHoldTheirMedian(@ForAll @Size(min = 1, max = 30) List<@DoubleRange(min = 0.01, max = 100) Double> x,
                                      @ForAll @DoubleRange(min = 0.5, max = 2) double factor) {
        MedianInterval m = Medians.orderStatisticInterval(x);
        assertThat(m.ci95Low()).isLessThanOrEqualTo(m.median());
        assertThat(m.ci95High()).isGreaterThanOrEqualTo(m.median());
        List<Double> y = x.stream().map(v -> v * factor).toList();
        assertThat(Medians.pairedRatioInterval(y, x).median()).isCloseTo(factor, within(1e-9));
    }

    /**
     * Under "no difference" (a and b drawn alike in each repetition, with a drift common to the
     * repetition and skewed noise, so every ratio a/b is as likely above 1 as below) a 95 %
     * interval excludes 1 in at most 5 % of sessions. The percentile bootstrap this replaced
     * excluded it in 6.2 % of these sessions at 6 pairs, 12.3 % at 7, 7.1 % at 8, 6.7 % at 11
     * and 6.9 % at 12 (and, all ratios on one side, in 50 % at 2 pairs and 25 % at 3).
     */
    @Test
    void underNoDifferenceTheRatioIntervalExcludesOneInAtMostFivePercentOfSessions() {
        SplittableRandom random = new SplittableRandom(20261127L);
        int sessions = 10_000;
        // two standard errors of a share of 5 % measured over this many sessions
        double limit = 0.05 + 2 * Math.sqrt(0.05 * 0.95 / sessions);
        Map<Integer, Double> excludedShare = new TreeMap<>();
        for (int n = 6; n <= 12; n++) {
            int excluded = 0;
            for (int session = 0; session < sessions; session++) {
                List<Double> a = new ArrayList<>();
                List<Double> b = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    double drift = 10 * Math.exp(0.3 * random.nextDouble());
                    a.add(drift * Math.exp(0.05 * gaussian(random)));
                    b.add(drift * Math.exp(0.05 * gaussian(random)));
                }
                excluded += Medians.pairedRatioInterval(a, b).contains(1.0) ? 0 : 1;
            }
            excludedShare.put(n, (double) excluded / sessions);
        }
        assertThat(excludedShare).as("share of sessions whose interval excludes 1, by pairs").allSatisfy(
                (n, share) -> assertThat(share).as("%d pairs", n).isLessThanOrEqualTo(limit));
    }

    /**
     * Two or three ratios all above 1 happen by chance in 50 % and 25 % of sessions with no
     * difference: their interval is [min, max], which cannot be wider and still covers the median
     * less often than 95 %. Six values are the fewest that cover it, as {@link MedianInterval#MIN_VALUES} says.
     */
    @Test
    void belowSixPairsTheRatioIntervalIsMinToMaxAndShortOfNinetyFivePercent() {
        for (int n = 2; n < MedianInterval.MIN_VALUES; n++) {
            List<Double> b = new ArrayList<>();
            List<Double> a = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                b.add(1.0);
                a.add(1.05 + 0.01 * i);
            }
            MedianInterval r = Medians.pairedRatioInterval(a, b);
            assertThat(r.ci95Low()).as("n = %d", n).isEqualTo(1.05);
            assertThat(r.ci95High()).as("n = %d", n).isCloseTo(1.05 + 0.01 * (n - 1), within(1e-12));
            assertThat(Medians.coverage(n, 1)).as("n = %d", n).isLessThan(0.95);
        }
        assertThat(Medians.coverage(MedianInterval.MIN_VALUES, 1)).isGreaterThanOrEqualTo(0.95);
    }

    private static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
