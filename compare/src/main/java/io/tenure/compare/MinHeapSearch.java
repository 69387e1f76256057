package io.tenure.compare;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.platforms.launch.MinHeapBisection;
import java.io.IOException;

/**
 * {@code --min-heap}: the smallest heap in which the program completes under one JVM and
 * collector, by {@link MinHeapBisection} (shared with {@code tenure bench --heap 2x}). A run
 * that times out counts as not completing (a heap so small the collector thrashes).
 */
final class MinHeapSearch {
    static final long START_MB = MinHeapBisection.START_MB;
    static final long SMALLEST_MB = 2;

    /** Runs one probe: the configuration at a heap size, under a run id. */
    interface Prober {
        CompareRun probe(ConfigSpec config, String runId) throws IOException, InterruptedException;
    }

    private MinHeapSearch() {
    }

    static MinHeap search(ConfigSpec base, long maxMB, Prober prober) throws IOException, InterruptedException {
        MinHeapBisection.Result found = MinHeapBisection.search(SMALLEST_MB, maxMB, heapMB -> {
            ConfigSpec config = base.withHeapMB(heapMB);
            CompareRun run = prober.probe(config, "minheap-" + config.id());
            boolean completed = run.status() == RunStatus.OK;
            return new MinHeapBisection.Attempt(heapMB, completed,
                    run.totalWallSeconds() == null ? 0 : run.totalWallSeconds(), completed ? null : firstLine(run.reason()));
        });
        return new MinHeap(base.jvm().id(), base.collector().id(), found.minHeapMB(), found.resolutionMB(),
                found.attempts().stream().map(a -> new MinHeap.Probe(a.heapMB(), a.completed(), a.wallSeconds(), a.reason()))
                        .toList());
    }

    /** 2 % of the heap or 1 MB, whichever is larger. */
    static long resolution(long heapMB) {
        return MinHeapBisection.resolution(heapMB);
    }

    private static String firstLine(String text) {
        return text == null ? null : text.lines().findFirst().orElse(text);
    }
}
