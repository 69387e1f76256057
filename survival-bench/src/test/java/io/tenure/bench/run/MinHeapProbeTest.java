package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.plan.WorkloadTarget;
import org.junit.jupiter.api.Test;

/** How much work a minimum-heap probe does: enough for its long-lived set to fill, and no more than a cell's. */
class MinHeapProbeTest {
    /** p, a FIFO set of {@code lifetimeMB}, {@code warmupMB} of warm-up and {@code workMB} measured. */
    private static WorkloadTarget target(double p, double lifetimeMB, double warmupMB, double workMB) {
        return new WorkloadTarget(p, lifetimeMB, "fifo", "64", "bytes", 64, 1, warmupMB, workMB, 42);
    }

    @Test
    void aSetThatFillsDuringTheWarmUpNeedsTheShortProbe() {
        // 32 MB at p = 0.4 fills after 80 MB, inside the 256 MB warm-up
        assertThat(MinHeapProbe.probeWorkMB(target(0.4, 32, 256, 1024))).isEqualTo(MinHeapProbe.PROBE_WORK_MB);
    }

    @Test
    void aSetThatFillsLaterIsGivenTheWorkToFillItThenTheShortProbe() {
        // 128 MB at p = 0.1 fills after 1280 MB: 1024 MB after the warm-up, then 128 MB more
        assertThat(MinHeapProbe.probeWorkMB(target(0.1, 128, 256, 4096))).isEqualTo(1024 + 128);
    }

    @Test
    void aProbeNeverWorksLongerThanTheCellsItSizes() {
        assertThat(MinHeapProbe.probeWorkMB(target(0.1, 128, 256, 1024))).isEqualTo(1024);
        assertThat(MinHeapProbe.probeWorkMB(target(0.4, 32, 8, 32))).isEqualTo(32);
    }

    @Test
    void withoutLongLivedObjectsTheShortProbeIsEnough() {
        assertThat(MinHeapProbe.probeWorkMB(target(0, 128, 256, 1024))).isEqualTo(MinHeapProbe.PROBE_WORK_MB);
    }
}
