package io.tenure.bench.run;

import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.harness.MinHeapBisection;
import io.tenure.harness.MinHeapTimeout;
import io.tenure.platforms.Collector;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code tenure bench --heap Nx}: the minimum heap of every JVM and collector of a sweep, measured
 * by {@link MinHeapProbe} one pair after the other, or taken from the bundle when a session that
 * has it is resumed (its cells are multiples of that one).
 */
public final class MinHeapSearch {
    private MinHeapSearch() {
    }

    /** What the search reports as it goes, for the console. */
    public interface Listener {
        /** A pair's search starts (it was not in the bundle). */
        void measuring(JvmTarget jvm, Collector collector, WorkloadTarget probe);

        /** One probe of the bisection ended. */
        void probed(MinHeapBisection.Attempt attempt);

        /** A pair's minimum heap is known, measured now or read from the bundle. */
        void found(JvmTarget jvm, Collector collector, MinHeap minHeap);
    }

    /**
     * The minimum heap of each {@code jvm/collector} (the key), in the order of {@code jvms} and
     * their collectors.
     *
     * @param probe  the workload the minimum is for: the sweep's highest survival and its long-lived set
     * @param resume take the pairs the bundle in {@code dir} already has from it
     * @throws io.tenure.bundle.BundleException the bundle cannot be read
     */
    public static Map<String, MinHeap> measure(List<? extends JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors,
                                               WorkloadTarget probe, Path dir, boolean resume, Duration timeout,
                                               MinHeapTimeout limits, long maxMB, Listener listener) throws IOException, InterruptedException {
        Map<String, MinHeap> earlier = new LinkedHashMap<>();
        if (resume) {
            new BundleWriter(dir).read().map(BenchResults::minHeaps).orElse(List.of())
                    .forEach(m -> earlier.put(m.jvm() + "/" + m.collector(), m));
        }
        Map<String, MinHeap> found = new LinkedHashMap<>();
        for (JvmTarget jvm : jvms) {
            for (Collector collector : collectors.apply(jvm)) {
                String key = jvm.id() + "/" + collector.id();
                MinHeap known = earlier.get(key);
                if (known == null) {
                    listener.measuring(jvm, collector, probe);
                    known = MinHeapProbe.measure(jvm, collector, probe, dir, timeout, limits, maxMB,
                            (j, c, attempt) -> listener.probed(attempt));
                }
                found.put(key, known);
                listener.found(jvm, collector, known);
            }
        }
        return found;
    }
}
