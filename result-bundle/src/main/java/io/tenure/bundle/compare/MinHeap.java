package io.tenure.bundle.compare;

import java.util.List;
import java.util.Objects;

/**
 * The smallest heap in which the program completed, per JVM and collector, found by bisection.
 *
 * @param jvm          the JVM id
 * @param collector    the collector id
 * @param minHeapMB    the smallest heap that completed, or null when none up to the limit did
 * @param resolutionMB the bisection stopped when the failing and completing heaps were this close
 * @param probes       every heap tried, in order
 */
public record MinHeap(String jvm, String collector, Long minHeapMB, long resolutionMB, List<Probe> probes) {
    public MinHeap {
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(collector, "collector");
        probes = List.copyOf(probes);
    }

    /**
     * One heap tried.
     *
     * @param heapMB      -Xms = -Xmx in MB
     * @param completed   exit code 0 within the time limit
     * @param wallSeconds how long it ran
     * @param reason      why it did not complete (first line), or null
     */
    public record Probe(long heapMB, boolean completed, double wallSeconds, String reason) {
    }
}
