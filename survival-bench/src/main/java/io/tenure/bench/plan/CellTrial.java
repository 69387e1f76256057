package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.util.List;
import java.util.Objects;

/**
 * A cell as the planner builds it from the options' values: the heap as {@code --heap} and
 * {@code --young} give it (shared by {@code instances} JVMs), and the workload point before the
 * heap is applied to it (a {@code --live-set} fraction, a {@code --lifetime} in MB, or a set derived
 * per heap). A refusal tries each value its fix names on a copy of the cell, so that the value
 * named is one the planner accepts.
 *
 * @param heap      the cell's heap, before it is shared among {@code instances} JVMs
 * @param point     the workload point: its long-lived set is replaced per heap by {@link #target()}
 * @param survivals the sweep's survivals, which a derived long-lived set serves
 */
record CellTrial(Collector collector, HeapConfig heap, WorkloadTarget point, List<Double> survivals, boolean deriveLifetime,
                 boolean designedLiveSet, int instances) {
    CellTrial {
        Objects.requireNonNull(collector, "collector");
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(point, "point");
        survivals = List.copyOf(survivals);
        if (instances < 1) {
            throw new IllegalArgumentException("instances: " + instances + ", must be >= 1");
        }
    }

    /** The workload target of the whole cell: the point with its heap-dependent knobs set for {@link #heap}. */
    WorkloadTarget target() {
        return LiveSetRule.atHeap(point, heap, survivals, deriveLifetime);
    }

    /** One JVM's heap: the heap and young generation divided by {@link #instances} (as {@link Cell#instanceHeap()}). */
    HeapConfig instanceHeap() {
        return heap.shared(instances);
    }

    /** What one JVM does (as {@link Cell#instanceTarget()}). */
    WorkloadTarget instanceTarget() {
        return instances == 1 ? target() : target().shared(instances);
    }

    /** Whether the planner runs this cell: the heap can be shared, and the long-lived set serves p. */
    boolean accepted() {
        return Planner.instancesRefusal(heap, instances).isEmpty()
                && LiveSetRule.broken(collector, instanceHeap(), instanceTarget()).isEmpty();
    }

    CellTrial withHeap(HeapConfig other) {
        return new CellTrial(collector, other, point, survivals, deriveLifetime, designedLiveSet, instances);
    }

    /** With another point; a derived set then serves that point's survival alone (never more than a sweep's would). */
    CellTrial withPoint(WorkloadTarget other, boolean derive) {
        return new CellTrial(collector, heap, other, List.of(other.survival()), derive, designedLiveSet, instances);
    }
}
