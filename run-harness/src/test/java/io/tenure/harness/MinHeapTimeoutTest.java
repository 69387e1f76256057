package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.harness.MinHeapBisection.Attempt;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The time limit of each attempt of the minimum-heap search: attempts with wall times, and the limits they give. */
class MinHeapTimeoutTest {
    private static final Duration TIMEOUT = Duration.ofMinutes(15);

    @Test
    void beforeAnyAttemptCompletedOnlyTheRunTimeoutApplies() {
        assertThat(MinHeapTimeout.DEFAULT.limit(List.of(), TIMEOUT)).isEqualTo(TIMEOUT);
        assertThat(MinHeapTimeout.DEFAULT.limit(List.of(new Attempt(64, false, 2.0, "exit code 1")), TIMEOUT))
                .isEqualTo(TIMEOUT);
    }

    @Test
    void fiveTimesTheFastestCompletedAttemptSoFar() {
        List<Attempt> attempts = List.of(new Attempt(64, true, 4.0, null), new Attempt(128, true, 3.2, null),
                new Attempt(32, false, 1.0, "exit code 1"));
        assertThat(MinHeapTimeout.DEFAULT.limit(attempts, TIMEOUT)).isEqualTo(Duration.ofMillis(16_000));
    }

    @Test
    void atLeastTheFloorAndNeverAboveTheRunTimeout() {
        List<Attempt> fast = List.of(new Attempt(64, true, 0.4, null));
        assertThat(MinHeapTimeout.DEFAULT.limit(fast, TIMEOUT)).isEqualTo(MinHeapTimeout.FLOOR);
        assertThat(MinHeapTimeout.DEFAULT.limit(fast, Duration.ofSeconds(3))).isEqualTo(Duration.ofSeconds(3));
        List<Attempt> slow = List.of(new Attempt(64, true, 300, null));
        assertThat(MinHeapTimeout.DEFAULT.limit(slow, TIMEOUT)).isEqualTo(TIMEOUT);
    }

    @Test
    void aFixedLimitOrAnotherMultipleFromTheOption() {
        List<Attempt> attempts = List.of(new Attempt(64, true, 4.0, null));
        assertThat(MinHeapTimeout.parse("2m").limit(List.of(), TIMEOUT)).isEqualTo(Duration.ofMinutes(2));
        assertThat(MinHeapTimeout.parse("2m").limit(attempts, Duration.ofSeconds(30))).isEqualTo(Duration.ofSeconds(30));
        assertThat(MinHeapTimeout.parse("10X").limit(attempts, TIMEOUT)).isEqualTo(Duration.ofSeconds(40));
        for (String bad : List.of("1x", "0.5x", "x", "fast", "0s", "-1m")) {
            assertThatThrownBy(() -> MinHeapTimeout.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("--min-heap-timeout: ");
        }
    }

    @Test
    void theBisectionCountsAnAttemptKilledAtItsOwnLimitAsThrashing() throws Exception {
        // completes from 20 MB; below 40 MB it runs past any limit (the collector thrashes) and is killed
        List<Duration> limits = new ArrayList<>();
        MinHeapBisection.Result found = MinHeapBisection.search(8, 1024, TIMEOUT, MinHeapTimeout.DEFAULT, (heapMB, limit) -> {
            limits.add(limit);
            if (heapMB < 20) {
                return Attempt.of(heapMB, false, 0.5, "exit code 1\n  java.lang.OutOfMemoryError");
            }
            return heapMB >= 40 ? Attempt.of(heapMB, true, 3.0, null)
                    : Attempt.of(heapMB, false, true, limit.toMillis() / 1000.0, "timed out after 15 m (--timeout)");
        });
        assertThat(found.minHeapMB()).isEqualTo(40);
        assertThat(limits.get(0)).isEqualTo(TIMEOUT);
        assertThat(limits.subList(1, limits.size())).containsOnly(Duration.ofSeconds(15));
        Attempt at32 = found.attempts().get(1);
        assertThat(at32.heapMB()).isEqualTo(32);
        assertThat(at32.completed()).isFalse();
        assertThat(at32.reason()).isEqualTo(
                "thrashing (took more than 5x the 3.0 s at 64 MB; killed after 15 s, --min-heap-timeout)");
    }

    @Test
    void anAttemptKilledAtTheRunTimeoutKeepsItsOwnReason() throws Exception {
        Duration timeout = Duration.ofSeconds(12);
        MinHeapBisection.Result found = MinHeapBisection.search(8, 1024, timeout, MinHeapTimeout.DEFAULT, (heapMB, limit) ->
                heapMB >= 64 ? Attempt.of(heapMB, true, 3.0, null)
                        : Attempt.of(heapMB, false, true, 12.0, "timed out after 12 s (--timeout) and was killed"));
        assertThat(found.attempts().get(1).reason()).isEqualTo("timed out after 12 s (--timeout) and was killed");
    }
}
