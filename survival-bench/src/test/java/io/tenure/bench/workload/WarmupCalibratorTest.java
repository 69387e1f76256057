package io.tenure.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The calibration rules on synthetic chunk timings: when the warm-up ends, and what work follows. */
class WarmupCalibratorTest {
    private static final long MB = 1L << 20;
    private static final long SECOND = 1_000_000_000L;

    /** Feeds chunks allocated at {@code mbPerSecond[i]} until the calibrator ends the warm-up; returns the chunks fed. */
    private static int feed(WarmupCalibrator c, double... mbPerSecond) {
        for (int i = 0; i < mbPerSecond.length; i++) {
            long bytes = c.nextChunkBytes();
            if (c.record(bytes, (long) (bytes / (mbPerSecond[i] * MB) * SECOND))) {
                return i + 1;
            }
        }
        return -1;
    }

    @Test
    void shortChunksDoubleUntilTimedThenASteadyRateEndsTheWarmupAndSetsTheWork() {
        WarmupCalibrator c = new WarmupCalibrator(1.0, 0.10, 0, 10 * SECOND, 100_000 * MB);
        // 4, 8, 16 MB at 200 MB/s last 20, 40, 80 ms: too short to time, so each doubles the next.
        // 32 MB at 200 MB/s = 160 ms: timed. Then 32 MB chunks at 200, 205, 198 MB/s settle.
        int chunks = feed(c, 200, 200, 200, 150, 200, 205, 198, 300);
        assertThat(chunks).isEqualTo(7);
        assertThat(c.steady()).isTrue();
        assertThat(c.rates()).hasSize(4);
        assertThat(c.warmupBytes()).isEqualTo((4 + 8 + 16 + 32 * 4) * MB);
        // The work fills 1 s at the window's median rate (200 MB/s).
        assertThat((double) c.workBytes() / MB).isCloseTo(200, within(0.01));
    }

    @Test
    void aJittingWarmupIsNotSteadyUntilTheLastThreeRatesAgree() {
        WarmupCalibrator c = new WarmupCalibrator(2.0, 0.10, 0, 60 * SECOND, 100_000 * MB);
        // Every 4 MB chunk is timed (at most 40 MB/s: at least 100 ms); the rate climbs while the JIT
        // compiles. [20, 30, 36] and [30, 36, 37] spread more than 10 % around their median; [36, 37, 35] does not.
        int chunks = feed(c, 10, 15, 20, 30, 36, 37, 35, 36);
        assertThat(chunks).isEqualTo(7);
        assertThat(c.steady()).isTrue();
        assertThat((double) c.workBytes() / MB).isCloseTo(2 * 36, within(0.01));
    }

    @Test
    void aRateThatNeverSettlesEndsAtTheTimeLimitAndIsRecordedAsNotSteady() {
        WarmupCalibrator c = new WarmupCalibrator(1.0, 0.10, 0, SECOND, 100_000 * MB);
        int chunks = feed(c, 10, 20, 10, 20, 10, 20, 10, 20, 10, 20);
        assertThat(chunks).isPositive();
        assertThat(c.steady()).isFalse();
        assertThat(c.warmupNanos()).isGreaterThanOrEqualTo(SECOND);
        assertThatThrownBy(() -> c.record(MB, SECOND)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theMinimumWarmupHoldsEvenWhenTheRateIsSteadyEarly() {
        WarmupCalibrator c = new WarmupCalibrator(1.0, 0.10, 64 * MB, 60 * SECOND, 100_000 * MB);
        // 4 MB at 10 MB/s is timed; steady after three chunks (12 MB) but 64 MB are required first.
        int chunks = feed(c, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10);
        assertThat(chunks).isEqualTo(16);
        assertThat(c.warmupBytes()).isEqualTo(64 * MB);
    }

    @Test
    void theWorkIsCappedByTheLimitAndIsAtLeastOneChunk() {
        WarmupCalibrator capped = new WarmupCalibrator(10.0, 0.10, 0, 60 * SECOND, 512 * MB);
        feed(capped, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000);
        assertThat(capped.workBytes()).isEqualTo(512 * MB);

        WarmupCalibrator tiny = new WarmupCalibrator(0.001, 0.10, 0, 60 * SECOND, 512 * MB);
        feed(tiny, 10, 10, 10);
        assertThat(tiny.workBytes()).isEqualTo(WarmupCalibrator.FIRST_CHUNK_BYTES);
    }

    @Test
    void refusesANonPositiveTarget() {
        assertThatThrownBy(() -> new WarmupCalibrator(0, 0.1, 0, SECOND, MB)).isInstanceOf(IllegalArgumentException.class);
    }
}
