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
 * @param cpus       the CPUs each child is pinned to ({@code --cpus}: affinity to the first N of the
 *                   host's CPUs and {@code -XX:ActiveProcessorCount=N}), or null for no affinity
 * @param instances  JVMs run at once ({@code --instances}), sharing {@code heap} and the target's work,
 *                   long-lived set and warm-up equally: each gets {@link #instanceHeap()} and
 *                   {@link #instanceTarget()}; 1 for the usual single JVM
 */
public record Cell(JvmTarget jvm, Collector collector, HeapConfig heap, WorkloadTarget target, String skipReason,
                   String variant, List<String> jvmArgs, Integer cpus, int instances) {
    public Cell {
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(collector, "collector");
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(target, "target");
        jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
        if (cpus != null && cpus < 1) {
            throw new IllegalArgumentException("cpus: " + cpus + ", must be >= 1 or null (no affinity)");
        }
        if (instances < 1) {
            throw new IllegalArgumentException("instances: " + instances + ", must be >= 1");
        }
    }

    /** A cell of one JVM without affinity. */
    public Cell(JvmTarget jvm, Collector collector, HeapConfig heap, WorkloadTarget target, String skipReason,
                String variant, List<String> jvmArgs) {
        this(jvm, collector, heap, target, skipReason, variant, jvmArgs, null, 1);
    }

    /** A cell without user flags. */
    public Cell(JvmTarget jvm, Collector collector, HeapConfig heap, WorkloadTarget target, String skipReason) {
        this(jvm, collector, heap, target, skipReason, null, List.of());
    }

    /** This cell with another workload target (the demo's shorter phases at the ends of its curve). */
    public Cell withTarget(WorkloadTarget other) {
        return new Cell(jvm, collector, heap, other, skipReason, variant, jvmArgs, cpus, instances);
    }

    /** Stable across invocations (resume matches on it) and safe as a file name. */
    public String id() {
        List<String> parts = new ArrayList<>(List.of(jvm.id(), collector.id(), "heap" + heap.heapMB() + "m", heap.label()));
        if (variant != null) {
            parts.add(variant);
        }
        if (cpus != null) {
            parts.add("cpus" + cpus);
        }
        if (instances > 1) {
            parts.add("inst" + instances);
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
        flags.addAll(instanceHeap().flags(collector));
        if (cpus != null) {
            flags.add("-XX:ActiveProcessorCount=" + cpus);
        }
        flags.addAll(jvmArgs);
        return flags;
    }

    /**
     * The heap of each instance: the cell's heap and young generation divided by
     * {@link #instances}, so that the total stays constant (the SAP study's 1/2/4 JVMs).
     *
     * @throws IllegalArgumentException when a share is under HeapConfig's minimum; the planner refuses such cells first
     */
    public HeapConfig instanceHeap() {
        return heap.shared(instances);
    }

    /** What each instance does: the target's work, warm-up and long-lived set divided by {@link #instances}. */
    public WorkloadTarget instanceTarget() {
        return instances == 1 ? target : target.shared(instances);
    }

    /** The young size this cell fixes, or null when the JVM sizes it (or the collector has none). */
    public Long youngMB() {
        return heap.fixesYoungOf(collector) ? heap.youngMB() : null;
    }

    public boolean skipped() {
        return skipReason != null;
    }
}
