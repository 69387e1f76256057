package io.tenure.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LivePoolTest {
    @Test
    void fifoObjectDiesWhenCapacityOfNewerBytesArrived() {
        LivePool.Fifo pool = new LivePool.Fifo(1000, 100);
        Object first = new Object();
        pool.add(first, 100);
        for (int i = 0; i < 9; i++) {
            pool.add(new Object(), 100);
        }
        assertThat(pool.oldest()).isSameAs(first);
        assertThat(pool.liveBytes()).isEqualTo(1000);
        pool.add(new Object(), 100);
        assertThat(pool.oldest()).isNotSameAs(first);
        assertThat(pool.liveBytes()).isEqualTo(1000);
    }

    @Test
    void fifoWithMixedSizesNeverExceedsCapacity() {
        LivePool.Fifo pool = new LivePool.Fifo(10_000, 16);
        for (int i = 0; i < 5_000; i++) {
            pool.add(new Object(), 16 + (i * 37) % 500);
            assertThat(pool.liveBytes()).isLessThanOrEqualTo(10_000);
        }
        assertThat(pool.liveBytes()).isGreaterThan(10_000 - 516);
    }

    @Test
    void randomReplacementGivesExponentialLifetimes() {
        int slots = 1000;
        LivePool.RandomReplacement pool = new LivePool.RandomReplacement(slots * 64L, 64, 7);
        int inserted = 20 * slots;
        for (int i = 0; i < inserted; i++) {
            pool.add(i, 64);
        }
        Map<Integer, Boolean> alive = new HashMap<>();
        for (Object o : pool.contents()) {
            alive.put((Integer) o, true);
        }
        // An object inserted a slots-count ago survives with probability (1 - 1/N)^a = exp(-a/N).
        for (double age : new double[] {0.5, 1, 2}) {
            int from = inserted - (int) (age * slots) - 100;
            int survivors = 0;
            for (int i = from; i < from + 200; i++) {
                survivors += alive.containsKey(i) ? 1 : 0;
            }
            double expected = Math.exp(-(age * slots + 0) / slots);
            assertThat(survivors / 200.0).as("survival at age %s", age).isCloseTo(expected, org.assertj.core.data.Offset.offset(0.12));
        }
        assertThat(pool.liveBytes()).isEqualTo(slots * 64L);
    }

    @Test
    void firstGcPoolDropsItsBatchAfterACollection() {
        LivePool pool = LivePool.create(WorkloadConfig.Lifetime.FIRST_GC, 1 << 20, 64, 64, 1);
        for (int i = 0; i < 100; i++) {
            pool.add(new byte[48], 64);
        }
        assertThat(pool.liveBytes()).isEqualTo(6400);
        System.gc();
        pool.add(new byte[48], 64);
        assertThat(pool.liveBytes()).as("the batch that survived a collection is dropped").isEqualTo(64);
    }
}
