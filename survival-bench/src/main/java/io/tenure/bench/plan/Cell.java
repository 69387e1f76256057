package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.util.Locale;
import java.util.Objects;

/**
 * One point of the matrix: a JVM, a collector, a heap configuration and a workload target, run
 * once per repetition.
 *
 * @param skipReason why the cell is not run at all (e.g. Epsilon with a heap smaller than the
 *                   allocation), or null
 */
public record Cell(JvmTarget jvm, Collector collector, HeapConfig heap, WorkloadTarget target, String skipReason) {
    public Cell {
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(collector, "collector");
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(target, "target");
    }

    /** Stable across invocations (resume matches on it) and safe as a file name. */
    public String id() {
        return String.join("_", jvm.id(), collector.id(), "heap" + heap.heapMB() + "m", heap.label(),
                "p" + String.format(Locale.ROOT, "%.4f", target.survival()));
    }

    /** The young size this cell fixes, or null when the JVM sizes it (or the collector has none). */
    public Long youngMB() {
        return heap.fixesYoungOf(collector) ? heap.youngMB() : null;
    }

    public boolean skipped() {
        return skipReason != null;
    }
}
