package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.bundle.compare.MedianCi;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class StatisticsTest {
    @Test
    void orderStatisticIntervalUsesTheLargestIndexWithNinetyFivePercentCoverage() {
        // n = 10: k = 2 covers 1 - 2 * 11/1024 = 97.9 %, k = 3 only 89 %: [x(2), x(9)]
        List<Double> values = List.of(10.0, 1.0, 9.0, 2.0, 8.0, 3.0, 7.0, 4.0, 6.0, 5.0);
        MedianCi m = Statistics.medianInterval(values);
        assertThat(m.median()).isEqualTo(5.5);
        assertThat(m.ci95Low()).isEqualTo(2.0);
        assertThat(m.ci95High()).isEqualTo(9.0);
        assertThat(Statistics.coverage(10, 2)).isCloseTo(1 - 2 * 11 / 1024.0, within(1e-12));
    }

    @Test
    void belowSixValuesTheIntervalIsMinToMaxAndNullsAreIgnored() {
        List<Double> values = new ArrayList<>(List.of(3.0, 1.0, 2.0));
        values.add(null);
        values.add(Double.NaN);
        MedianCi m = Statistics.medianInterval(values);
        assertThat(m).isEqualTo(new MedianCi(2.0, 1.0, 3.0));
        assertThat(Statistics.medianInterval(List.of())).isNull();
    }

    @Test
    void pairedRatiosAreTakenRunByRunNotFromTheMedians() {
        // a is 10 % slower than b in every repetition, whatever the drift between repetitions
        List<Double> b = List.of(1.0, 2.0, 4.0, 8.0, 16.0, 32.0);
        List<Double> a = b.stream().map(x -> x * 1.1).toList();
        MedianCi r = Statistics.ratioInterval(a, b);
        assertThat(r.median()).isCloseTo(1.1, within(1e-12));
        assertThat(r.ci95Low()).isCloseTo(1.1, within(1e-12));
        assertThat(r.ci95High()).isCloseTo(1.1, within(1e-12));
        assertThat(r.contains(1.0)).isFalse();
    }

    @Test
    void pairsWithAMissingRunAreLeftOut() {
        List<Double> a = new ArrayList<>(List.of(2.0, 3.0, 4.0));
        List<Double> b = new ArrayList<>(List.of(1.0, 1.0, 2.0));
        a.set(1, null);
        MedianCi r = Statistics.ratioInterval(a, b);
        assertThat(r.median()).isEqualTo(2.0);
        assertThat(Statistics.ratioInterval(List.of(1.0), List.of(0.0))).isNull();
    }

    @Property(tries = 200)
    void bothIntervalsHoldTheirMedian(@ForAll @Size(min = 1, max = 30) List<@DoubleRange(min = 0.01, max = 100) Double> x,
                                      @ForAll @DoubleRange(min = 0.5, max = 2) double factor) {
        MedianCi m = Statistics.medianInterval(x);
        assertThat(m.ci95Low()).isLessThanOrEqualTo(m.median());
        assertThat(m.ci95High()).isGreaterThanOrEqualTo(m.median());
        List<Double> y = x.stream().map(v -> v * factor).toList();
        MedianCi r = Statistics.ratioInterval(y, x);
        assertThat(r.median()).isCloseTo(factor, within(1e-9));
    }
}
