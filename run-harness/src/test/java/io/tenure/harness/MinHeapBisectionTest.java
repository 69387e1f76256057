package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.MinHeap;
import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** The bisection alone, against a rule "completes iff heap ≥ m"; bench's and compare's tests run it on real JVMs. */
class MinHeapBisectionTest {
    private static final long SMALLEST_MB = 2;
    private static final Duration TIMEOUT = Duration.ofMinutes(15);

    @Property(tries = 300)
    void findsTheThresholdWithinTwoPercentOrOneMegabyte(@ForAll @LongRange(min = 2, max = 20000) long threshold)
            throws Exception {
        MinHeap found = MinHeapBisection.minHeap("jdk", "serial", SMALLEST_MB, 65536, TIMEOUT, MinHeapTimeout.DEFAULT,
                (heapMB, limit) -> MinHeapBisection.Attempt.of(heapMB, heapMB >= threshold, 1.0, "exit code 1\n  OutOfMemoryError"));
        assertThat(found.minHeapMB()).isBetween(threshold, threshold + Math.max(1, threshold / 50));
        // the heap just below the answer was tried and failed: the answer is a bracket, not a guess
        // (unless the smallest heap the search tries completed)
        long below = found.probes().stream().filter(p -> !p.completed()).mapToLong(MinHeap.Probe::heapMB).max()
                .orElse(SMALLEST_MB - 1);
        assertThat(found.minHeapMB() - below).isLessThanOrEqualTo(MinHeapBisection.resolution(found.minHeapMB()));
        assertThat(found.jvm()).isEqualTo("jdk");
        assertThat(found.collector()).isEqualTo("serial");
    }

    @Property(tries = 20)
    void saysNoneWhenEvenTheLimitFails(@ForAll @LongRange(min = 64, max = 4096) long limit) throws Exception {
        MinHeap found = MinHeapBisection.minHeap("jdk", "serial", SMALLEST_MB, limit, TIMEOUT, MinHeapTimeout.DEFAULT,
                (heapMB, l) -> MinHeapBisection.Attempt.of(heapMB, false, null, null));
        assertThat(found.minHeapMB()).isNull();
        assertThat(found.probes().get(found.probes().size() - 1).heapMB()).isEqualTo(limit);
    }

    @Test
    void startsAtSixtyFourMegabytesAndHalvesWhileRunsComplete() throws Exception {
        MinHeapBisection.Result found = MinHeapBisection.search(8, 1024, TIMEOUT, MinHeapTimeout.DEFAULT, (heapMB, limit) -> MinHeapBisection.Attempt.of(heapMB,
                heapMB >= 20, 1.0, null));
        assertThat(found.attempts()).extracting(MinHeapBisection.Attempt::heapMB).startsWith(64L, 32L, 16L);
        assertThat(found.minHeapMB()).isEqualTo(20);
    }

    @Test
    void anAttemptKeepsTheFirstLineOfWhyItFailedAndNothingWhenItCompleted() {
        assertThat(MinHeapBisection.Attempt.of(8, false, null, "exit code 1\n  java.lang.OutOfMemoryError"))
                .isEqualTo(new MinHeapBisection.Attempt(8, false, 0, "exit code 1"));
        assertThat(MinHeapBisection.Attempt.of(8, true, 2.5, "warning")).isEqualTo(new MinHeapBisection.Attempt(8, true, 2.5, null));
    }
}
