package io.tenure.bench.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MedianIntervalTest {
    @Test
    void threeRunsGiveMinToMaxWithItsTrueCoverage() {
        MedianInterval m = MedianInterval.of(List.of(3.0, 1.0, 2.0));
        assertThat(m.median()).isEqualTo(2.0);
        assertThat(m.low()).isEqualTo(1.0);
        assertThat(m.high()).isEqualTo(3.0);
        assertThat(m.confidence()).isEqualTo(0.75, offset(1e-12));
    }

    @Test
    void tenRunsUseTheSecondOrderStatistics() {
        // k = 2: coverage 1 - 2(1 + 10)/1024 = 0.9785; k = 3 would cover only 0.8906.
        MedianInterval m = MedianInterval.of(Arrays.asList(10.0, 1.0, 9.0, 2.0, 8.0, 3.0, 7.0, 4.0, 6.0, 5.0));
        assertThat(m.median()).isEqualTo(5.5);
        assertThat(m.low()).isEqualTo(2.0);
        assertThat(m.high()).isEqualTo(9.0);
        assertThat(m.confidence()).isEqualTo(1 - 22.0 / 1024, offset(1e-12));
    }

    @Test
    void nullsAndNaNAreIgnoredAndEmptyIsNull() {
        assertThat(MedianInterval.of(Arrays.asList(null, Double.NaN))).isNull();
        assertThat(MedianInterval.medianOf(Arrays.asList(4.0, null, 2.0))).isEqualTo(3.0);
    }

    @Test
    void coverageMatchesTheBinomialTail() {
        assertThat(MedianInterval.coverage(6, 1)).isEqualTo(1 - 2.0 / 64, offset(1e-12));
        assertThat(MedianInterval.coverage(5, 1)).isLessThan(0.95);
    }
}
