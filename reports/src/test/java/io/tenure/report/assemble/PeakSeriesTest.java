package io.tenure.report.assemble;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Decimation keeps memory bounded and never loses the longest pause. */
class PeakSeriesTest {
    @Test
    void keepsEveryPointBelowCapacity() {
        PeakSeries series = new PeakSeries(8);
        for (int i = 0; i < 7; i++) {
            series.add(i, i * 10);
        }
        assertThat(series.points()).hasSize(7);
        assertThat(series.merged()).isFalse();
    }

    @Test
    void boundedAndKeepsTheMaximumOfAMillionPoints() {
        PeakSeries series = new PeakSeries(1000);
        for (int i = 0; i < 1_000_000; i++) {
            series.add(i, i == 654_321 ? 5000 : (i % 97));
        }
        List<double[]> points = series.points();
        assertThat(points.size()).isLessThanOrEqualTo(1000);
        assertThat(series.seen()).isEqualTo(1_000_000);
        assertThat(points).anySatisfy(p -> assertThat(p).containsExactly(654_321, 5000));
        for (int i = 1; i < points.size(); i++) {
            assertThat(points.get(i)[0]).as("time order").isGreaterThan(points.get(i - 1)[0]);
        }
    }
}
