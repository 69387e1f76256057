package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One point of the matrix: a JVM, a collector, a heap configuration, a flag variant and a
 * workload target, run once per repetition.
 *
 * @param skipReason why the cell is not run at all (e.g. Epsilon with a heap smaller than the
 *                   allocation), or null
 * @param variant    the {@code --variant} name, or null when the matrix has no variants
 * @param jvmArgs    the user's flags for this cell: every {@code --jvm-arg}, then the variant's
 */
public record Cell(JvmTarget jvm, Collector collector, HeapConfig heap, WorkloadTarget target, String skipReason,
                   String variant, List<String> jvmArgs) {
    public Cell {
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(collector, "collector");
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(target, "target");
        jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
    }

    /** A cell without user flags. */
    public Cell(JvmTarget jvm, Collector collector, HeapConfig heap, WorkloadTarget target, String skipReason) {
        this(jvm, collector, heap, target, skipReason, null, List.of());
    }

    /** Stable across invocations (resume matches on it) and safe as a file name. */
    public String id() {
        List<String> parts = new ArrayList<>(List.of(jvm.id(), collector.id(), "heap" + heap.heapMB() + "m", heap.label()));
        if (variant != null) {
            parts.add(variant);
        }
        parts.add("p" + String.format(Locale.ROOT, "%.4f", target.survival()));
        String dimensions = target.dimensionsLabel();
        if (!dimensions.isEmpty()) {
            parts.add(dimensions);
        }
        return String.join("_", parts);
    }

    /**
     * The flags that make this cell's platform, in command-line order: the collector's, the
     * heap configuration's, then the user's; logging and JFR flags are not part of it.
     */
    public List<String> flags() {
        List<String> flags = new ArrayList<>(jvm.collectorFlags(collector));
        flags.addAll(heap.flags(collector));
        flags.addAll(jvmArgs);
        return flags;
    }

    /** The young size this cell fixes, or null when the JVM sizes it (or the collector has none). */
    public Long youngMB() {
        return heap.fixesYoungOf(collector) ? heap.youngMB() : null;
    }

    public boolean skipped() {
        return skipReason != null;
    }
}
