package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StatisticsTest {
    @Test
    void pauseStatisticsAreExactForCountTotalMaxAndWithinATenthOfAPercentForPercentiles() {
        DurationStatistics stats = new DurationStatistics();
        Random random = new Random(42);
        double[] values = IntStream.range(0, 100_000).mapToDouble(i -> random.nextDouble() * 200).toArray();
        double total = 0;
        double max = 0;
        for (double v : values) {
            stats.record(v);
            total += v;
            max = Math.max(max, v);
        }
        java.util.Arrays.sort(values);

        assertThat(stats.count()).isEqualTo(100_000);
        assertThat(stats.totalMs()).isCloseTo(total, within(1e-6));
        assertThat(stats.maxMs()).hasValue(max);
        for (double p : new double[] {50, 90, 99, 99.9}) {
            double exact = values[(int) Math.ceil(p / 100 * values.length) - 1];
            assertThat(stats.percentileMs(p).getAsDouble()).as("p%s", p).isCloseTo(exact, within(exact * 0.001 + 0.001));
        }
    }

    @Test
    void noDurationsGiveEmptyStatisticsNotZeros() {
        GcSummary.PauseStats stats = new DurationStatistics().pauseStats();
        assertThat(stats.count()).isZero();
        assertThat(stats.meanMs()).isEmpty();
        assertThat(stats.p99Ms()).isEmpty();
        assertThat(stats.maxMs()).isEmpty();
    }

    @Test
    void seriesKeepsEveryValueUpToItsCapacityThenDecimatesWithAnExactMean() {
        DecimatingSeries series = new DecimatingSeries(8);
        for (int i = 1; i <= 7; i++) {
            series.add(i);
        }
        assertThat(series.exact()).isTrue();
        assertThat(series.median()).hasValue(4.0);

        for (int i = 8; i <= 100; i++) {
            series.add(i);
        }
        assertThat(series.count()).isEqualTo(100);
        assertThat(series.mean()).hasValue(50.5);
        assertThat(series.exact()).isFalse();
        assertThat(series.stride()).isEqualTo(16);
        assertThat(series.sample(100).values()).containsExactly(1.0, 17.0, 33.0, 49.0, 65.0, 81.0, 97.0);
        assertThat(series.sample(4).stride()).isEqualTo(32);
    }
}
