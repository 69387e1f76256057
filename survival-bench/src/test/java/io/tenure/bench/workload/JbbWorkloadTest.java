package io.tenure.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class JbbWorkloadTest {
    @Test
    void responseTimeBucketsBoundTheirTimesWithinAQuarterOctave() {
        for (long nanos : new long[] {1, 3, 100, 1_000, 12_345, 1_000_000, 987_654_321L}) {
            double upper = JbbWorkload.upperBound(JbbWorkload.bucket(nanos));
            assertThat(upper).as("%d ns", nanos).isGreaterThanOrEqualTo(nanos).isLessThanOrEqualTo(nanos * 1.5 + 1);
        }
    }

    @Test
    void percentilesComeFromTheHistogram() {
        long[] histogram = new long[4 * 48];
        for (int i = 1; i <= 100; i++) {
            histogram[JbbWorkload.bucket(i * 1000L)]++;
        }
        assertThat(JbbWorkload.percentile(histogram, 100, 0.5)).isBetween(50_000.0, 50_000 * 1.25);
        assertThat(JbbWorkload.percentile(histogram, 100, 0.99)).isBetween(99_000.0, 99_000 * 1.25);
        assertThat(JbbWorkload.percentile(histogram, 0, 0.5)).isNaN();
    }

    @Test
    void ordersAreRetainedForTheConfiguredAllocationAndTheMixRunsEveryTransaction() {
        // 1000 bytes of allocation clock per transaction, a retention of 100,000 bytes: the
        // orders of about the last 100 transactions (45 % new orders) stay, the rest are dropped.
        JbbWorkload.Warehouse warehouse = new JbbWorkload.Warehouse(100, 100_000);
        JbbWorkload.Terminal terminal = new JbbWorkload.Terminal(warehouse, 7, new AllocationMeter());
        for (int i = 0; i < 20_000; i++) {
            warehouse.clock += 1000;
            terminal.transaction();
        }
        assertThat(warehouse.retainedOrders()).isBetween(30L, 45L + 10 * 15);
        assertThat(warehouse.histories.size()).isBetween(30, 43 + 10);
        assertThat(warehouse.ytd).as("payments ran").isPositive();
        assertThat(java.util.Arrays.stream(warehouse.oldestUndelivered).min().orElse(0)).as("deliveries ran").isPositive();

        JbbWorkload.Warehouse keeping = new JbbWorkload.Warehouse(100, Long.MAX_VALUE / 2);
        JbbWorkload.Terminal all = new JbbWorkload.Terminal(keeping, 7, new AllocationMeter());
        for (int i = 0; i < 20_000; i++) {
            keeping.clock += 1000;
            all.transaction();
        }
        assertThat(keeping.retainedOrders()).as("every order within the retention").isEqualTo(20_000 * 45 / 100);
        assertThat(keeping.order(0, 0)).as("the first order of a district, still retained").isNotNull();
    }

    @Test
    void badArgumentsAreNamed() {
        assertThatThrownBy(() -> JbbWorkload.parse(new String[] {"survival=0.4", "result=x"}))
                .hasMessageContaining("unknown argument 'survival'");
        assertThatThrownBy(() -> JbbWorkload.parse(new String[] {"threads=1"})).hasMessageContaining("result=FILE");
    }
}
