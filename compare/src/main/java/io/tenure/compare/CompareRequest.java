package io.tenure.compare;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Everything {@link CompareRunner#run} needs.
 *
 * @param baseConfigs    JVM × collector × variant, without a heap (the heaps are applied here)
 * @param heaps          the heap sizes or multiples; empty for the JVM's default sizing
 * @param program        the user's program
 * @param repeat         measured repetitions (at least 1)
 * @param warmupRuns     warm-up runs per configuration before the measured ones
 * @param untilCiPercent repeat until every configuration's wall-time interval is narrower than
 *                       this percentage of its median, or null
 * @param maxRuns        the run budget for {@code untilCiPercent} (measured runs in all)
 * @param minHeap        find each JVM × collector's minimum heap first
 * @param minHeapMaxMB   the largest heap the minimum-heap search tries
 * @param out            the bundle directory
 * @param resume         continue the bundle in {@code out}
 * @param toolVersion    tenure's version, recorded
 */
public record CompareRequest(List<ConfigSpec> baseConfigs, List<HeapChoice> heaps, ProgramSpec program, int repeat,
                             int warmupRuns, Double untilCiPercent, int maxRuns, boolean minHeap, long minHeapMaxMB,
                             Path out, boolean resume, String toolVersion) {
    public CompareRequest {
        baseConfigs = List.copyOf(baseConfigs);
        heaps = List.copyOf(heaps);
        Objects.requireNonNull(program, "program");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(toolVersion, "toolVersion");
        if (baseConfigs.isEmpty()) {
            throw new IllegalArgumentException("no configuration to run");
        }
        if (repeat < 1) {
            throw new IllegalArgumentException("--repeat must be at least 1, got " + repeat);
        }
        if (warmupRuns < 0) {
            throw new IllegalArgumentException("--warmup-runs must be 0 or more, got " + warmupRuns);
        }
        if (untilCiPercent != null && !(untilCiPercent > 0)) {
            throw new IllegalArgumentException("--until-ci must be a positive percentage, got " + untilCiPercent);
        }
        if (!minHeap && heaps.stream().anyMatch(h -> h.multiple() != null)) {
            throw new IllegalArgumentException("--heap multiples (2x) need --min-heap");
        }
    }
}
