package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.RunStatus;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/** The bisection alone, against a rule "completes iff heap ≥ m"; {@code CompareIT} runs it on a real program. */
class MinHeapSearchTest {
    @Property(tries = 300)
    void findsTheThresholdWithinTwoPercentOrOneMegabyte(@ForAll @LongRange(min = 2, max = 20000) long threshold)
            throws Exception {
        MinHeap found = MinHeapSearch.search(TestConfigs.current("serial"), 65536, (config, runId) ->
                run(runId, config.heapMB() >= threshold));
        assertThat(found.minHeapMB()).isBetween(threshold, threshold + Math.max(1, threshold / 50));
        // the heap just below the answer was tried and failed: the answer is a bracket, not a guess
        // (unless the smallest heap the search tries completed)
        long below = found.probes().stream().filter(p -> !p.completed()).mapToLong(MinHeap.Probe::heapMB).max()
                .orElse(MinHeapSearch.SMALLEST_MB - 1);
        assertThat(found.minHeapMB() - below).isLessThanOrEqualTo(MinHeapSearch.resolution(found.minHeapMB()));
    }

    @Property(tries = 20)
    void saysNoneWhenEvenTheLimitFails(@ForAll @LongRange(min = 64, max = 4096) long limit) throws Exception {
        MinHeap found = MinHeapSearch.search(TestConfigs.current("serial"), limit, (config, runId) -> run(runId, false));
        assertThat(found.minHeapMB()).isNull();
        assertThat(found.probes().get(found.probes().size() - 1).heapMB()).isEqualTo(limit);
    }

    private static CompareRun run(String runId, boolean ok) {
        return new CompareRun(runId, 0, true, 0, ok ? RunStatus.OK : RunStatus.FAILED,
                ok ? null : "exit code 1\n  java.lang.OutOfMemoryError: Java heap space", List.of("java"), "2026-01-01T00:00:00Z",
                null, ok ? 0 : 1, 1.0, 1.0, true, 0.0, 0L, null, null, 10.0, null, 1.0,
                new CompareRun.RunFiles(null, null, null, null));
    }
}
