package io.tenure.compare;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.RunStatus;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The smallest heap (-Xms = -Xmx) in which the program completes under one JVM and collector,
 * by bisection, as GC research sizes heaps (Blackburn et al., "Myths and Realities", 2004; the
 * DaCapo harness): first a bracket (from {@value #START_MB} MB, halving while runs complete,
 * doubling while they fail, up to a limit), then bisection until the failing and completing
 * heaps are within 2 % of the completing one or 1 MB, whichever is larger. A run that times out
 * counts as not completing (a heap so small the collector thrashes). One run per heap: an
 * out-of-memory error is a property of the heap, not of the machine's noise.
 */
final class MinHeapSearch {
    static final long START_MB = 64;
    static final long SMALLEST_MB = 2;
    static final double RESOLUTION = 0.02;

    /** Runs one probe: the configuration at a heap size, under a run id. */
    interface Prober {
        CompareRun probe(ConfigSpec config, String runId) throws IOException, InterruptedException;
    }

    private MinHeapSearch() {
    }

    static MinHeap search(ConfigSpec base, long maxMB, Prober prober) throws IOException, InterruptedException {
        List<MinHeap.Probe> probes = new ArrayList<>();
        Long ok = null;
        Long failed = null;
        long heap = Math.min(START_MB, maxMB);
        while (true) {
            boolean completed = probe(base, heap, prober, probes);
            if (completed) {
                ok = heap;
                if (failed != null || heap <= SMALLEST_MB) {
                    break;
                }
                heap = Math.max(SMALLEST_MB, heap / 2);
            } else {
                failed = heap;
                if (ok != null) {
                    break;
                }
                if (heap >= maxMB) {
                    return new MinHeap(base.jvm().id(), base.collector().id(), null, 1, probes);
                }
                heap = Math.min(maxMB, heap * 2);
            }
        }
        if (failed == null) {
            return new MinHeap(base.jvm().id(), base.collector().id(), ok, 1, probes);
        }
        while (ok - failed > resolution(ok)) {
            long mid = failed + (ok - failed) / 2;
            if (probe(base, mid, prober, probes)) {
                ok = mid;
            } else {
                failed = mid;
            }
        }
        return new MinHeap(base.jvm().id(), base.collector().id(), ok, resolution(ok), probes);
    }

    /** 2 % of the heap or 1 MB, whichever is larger. */
    static long resolution(long heapMB) {
        return Math.max(1, (long) Math.floor(heapMB * RESOLUTION));
    }

    private static boolean probe(ConfigSpec base, long heapMB, Prober prober, List<MinHeap.Probe> probes)
            throws IOException, InterruptedException {
        ConfigSpec config = base.withHeapMB(heapMB);
        CompareRun run = prober.probe(config, "minheap-" + config.id());
        boolean completed = run.status() == RunStatus.OK;
        String reason = completed ? null : firstLine(run.reason());
        probes.add(new MinHeap.Probe(heapMB, completed, run.totalWallSeconds() == null ? 0 : run.totalWallSeconds(), reason));
        return completed;
    }

    private static String firstLine(String text) {
        return text == null ? null : text.lines().findFirst().orElse(text);
    }
}
