package io.tenure.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The analytic byte count the guard relies on, checked against the JVM's own counter in this JVM. */
class WorkerAllocationTest {
    private static WorkloadConfig config(String... extra) {
        String[] base = {"survival=0.3", "lifetimeMB=4", "warmupMB=0", "workMB=8", "result=unused.json"};
        String[] all = new String[base.length + extra.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(extra, 0, all, base.length, extra.length);
        return WorkloadConfig.parse(all);
    }

    private static Worker assertCounted(WorkloadConfig config) {
        AllocationMeter meter = new AllocationMeter();
        ObjectLayout layout = new ObjectLayout(config.shape, meter);
        SizeTable table = SizeTable.of(layout, config);
        Worker worker = new Worker(config, layout, table, 0);
        worker.allocate(8 << 20); // let the JIT compile the loop first
        long before = meter.currentThreadAllocatedBytes();
        long analytic = worker.allocate(32 << 20);
        long counted = meter.currentThreadAllocatedBytes() - before;
        assertThat(analytic).isGreaterThanOrEqualTo(32 << 20);
        assertThat((double) Math.abs(counted - analytic) / analytic).isLessThan(SurvivalWorkload.ALLOCATION_TOLERANCE);
        assertThat((double) worker.keptBytes()).isCloseTo(0.3 * (40 << 20), org.assertj.core.data.Percentage.withPercentage(1));
        return worker;
    }

    @Test
    void referenceStoresAndComputeAllocateNothingAndAreCountedAsAsked() {
        Worker worker = assertCounted(config("objectBytes=64", "refStores=16", "oldToYoung=0.25", "overwrite=0.5",
                "compute=100"));
        StoreMix mix = worker.stores();
        double kb = (40 << 20) / 1024.0;
        assertThat((double) mix.stores()).isCloseTo(16 * kb, org.assertj.core.data.Offset.offset(1.0));
        assertThat((double) mix.oldToYoungStores()).isCloseTo(0.25 * mix.stores(), org.assertj.core.data.Offset.offset(1.0));
        assertThat((double) mix.overwrites()).isCloseTo(0.5 * mix.stores(), org.assertj.core.data.Offset.offset(1.0));
        assertThat((double) mix.computeUnits()).isCloseTo(100 * kb, org.assertj.core.data.Offset.offset(1.0));
    }

    @Test
    void noStoresByDefault() {
        Worker worker = assertCounted(config("objectBytes=64"));
        assertThat(worker.stores().stores()).isZero();
        assertThat(worker.stores().computeUnits()).isZero();
    }

    @Test
    void byteArraysOfOneSize() {
        assertCounted(config("objectBytes=64"));
    }

    @Test
    void byteArraysOfARange() {
        assertCounted(config("objectBytes=24-1000"));
    }

    @Test
    void nodesInChains() {
        assertCounted(config("shape=nodes", "objectBytes=48", "chains=16"));
    }

    @Test
    void smallObjectsOfTheNamedDistribution() {
        Worker worker = assertCounted(config("objectBytes=small"));
        long[] counts = worker.sizeCounts();
        assertThat(counts).hasSize(9).doesNotContain(0L);
        // 16 to 48 bytes: 83 % of the objects by the distribution's weights
        long all = java.util.Arrays.stream(counts).sum();
        assertThat((double) (counts[0] + counts[1] + counts[2] + counts[3] + counts[4]) / all).isCloseTo(0.83,
                org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void mixedSizesHoldTheirByteSharesIncludingOneMebibyteArrays() {
        WorkloadConfig config = config("objectBytes=mixed");
        AllocationMeter meter = new AllocationMeter();
        ObjectLayout layout = new ObjectLayout(config.shape, meter);
        SizeTable table = SizeTable.of(layout, config);
        assertThat(table.name).isEqualTo("mixed");
        assertThat(table.maxSizeBytes()).isGreaterThanOrEqualTo(1 << 20);
        assertThat(table.byteShareAtLeast(SizeTable.LARGE_THRESHOLD_BYTES)).isCloseTo(0.1, org.assertj.core.data.Offset.offset(0.001));
        assertThat(table.byteShareAtLeast(512)).isCloseTo(0.3, org.assertj.core.data.Offset.offset(0.001));
        Worker worker = new Worker(config, layout, table, 0);
        worker.allocate(8 << 20);
        long[] before = worker.sizeCounts();
        long start = meter.currentThreadAllocatedBytes();
        long analytic = worker.allocate(256 << 20);
        long counted = meter.currentThreadAllocatedBytes() - start;
        assertThat((double) Math.abs(counted - analytic) / analytic).isLessThan(SurvivalWorkload.ALLOCATION_TOLERANCE);
        long[] after = worker.sizeCounts();
        long bytes = 0;
        long large = 0;
        for (int i = 0; i < after.length; i++) {
            bytes += (after[i] - before[i]) * table.sizes[i];
            large += table.sizes[i] >= SizeTable.LARGE_THRESHOLD_BYTES ? (after[i] - before[i]) * table.sizes[i] : 0;
        }
        assertThat(bytes).as("the histogram accounts for every allocated byte").isEqualTo(analytic);
        assertThat((double) large / bytes).as("1 MiB arrays, about 24 of them").isBetween(0.04, 0.18);
    }

    @Test
    void measuredSizeOfAByteArrayMatchesItsTarget() {
        ObjectLayout layout = new ObjectLayout(WorkloadConfig.Shape.BYTES, new AllocationMeter());
        assertThat(layout.sizeOf(layout.lengthFor(64))).isEqualTo(64);
    }

    @Test
    void badArgumentsAreNamed() {
        assertThatThrownBy(() -> WorkloadConfig.parse(new String[] {"survival=2", "result=x"}))
                .hasMessageContaining("survival must be in [0,1]");
        assertThatThrownBy(() -> WorkloadConfig.parse(new String[] {"survival=0.5", "colour=red", "result=x"}))
                .hasMessageContaining("unknown argument 'colour'");
        assertThatThrownBy(() -> WorkloadConfig.parse(new String[] {"survival=0.5"}))
                .hasMessageContaining("result=FILE is required");
        assertThatThrownBy(() -> WorkloadConfig.parse(new String[] {"survival=0.5", "shape=nodes", "lifetime=exponential", "result=x"}))
                .hasMessageContaining("shape=nodes needs lifetime=fifo or first-gc");
        assertThatThrownBy(() -> WorkloadConfig.parse(new String[] {"survival=0.5", "oldToYoung=0.6", "overwrite=0.5", "result=x"}))
                .hasMessageContaining("sum is at most 1");
        assertThatThrownBy(() -> WorkloadConfig.parse(new String[] {"survival=0.5", "objectBytes=huge", "result=x"}))
                .hasMessageContaining("objectBytes must be N, MIN-MAX, small, mixed or large");
    }
}
