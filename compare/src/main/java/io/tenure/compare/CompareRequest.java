package io.tenure.compare;

import io.tenure.harness.MinHeapTimeout;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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
 *                       this percentage of its median, and a 95 % one ({@code MedianInterval.MIN_VALUES}
 *                       runs or more), or null
 * @param maxRuns        the run budget for {@code untilCiPercent} (measured runs in all)
 * @param minHeap        find each JVM × collector's minimum heap first
 * @param minHeapMaxMB   the largest heap the minimum-heap search tries
 * @param out            the bundle directory
 * @param resume         continue the bundle in {@code out}
 * @param retryFailed    with {@code resume}: run again the failed and timed-out runs of the
 *                       configurations named, instead of keeping them
 * @param toolVersion    tenure's version, recorded
 * @param minHeapTimeout the time limit of each attempt of the minimum-heap search ({@code --min-heap-timeout})
 */
public record CompareRequest(List<ConfigSpec> baseConfigs, List<HeapChoice> heaps, ProgramSpec program, int repeat,
                             int warmupRuns, Double untilCiPercent, int maxRuns, boolean minHeap, long minHeapMaxMB,
                             Path out, boolean resume, boolean retryFailed, String toolVersion,
                             MinHeapTimeout minHeapTimeout) {
    /** Runs per configuration: a few tell configurations apart, hundreds show a distribution. */
    public static final int MAX_RUNS_PER_CONFIG = 1000;
    /** Runs in a whole session (--until-ci's budget). */
    public static final int MAX_RUNS = 100_000;

    /** A request whose minimum-heap search limits its attempts by {@link MinHeapTimeout#DEFAULT}. */
    public CompareRequest(List<ConfigSpec> baseConfigs, List<HeapChoice> heaps, ProgramSpec program, int repeat,
                          int warmupRuns, Double untilCiPercent, int maxRuns, boolean minHeap, long minHeapMaxMB,
                          Path out, boolean resume, boolean retryFailed, String toolVersion) {
        this(baseConfigs, heaps, program, repeat, warmupRuns, untilCiPercent, maxRuns, minHeap, minHeapMaxMB, out, resume,
                retryFailed, toolVersion, MinHeapTimeout.DEFAULT);
    }

    /** A request that keeps failed runs when it resumes. */
    public CompareRequest(List<ConfigSpec> baseConfigs, List<HeapChoice> heaps, ProgramSpec program, int repeat,
                          int warmupRuns, Double untilCiPercent, int maxRuns, boolean minHeap, long minHeapMaxMB,
                          Path out, boolean resume, String toolVersion) {
        this(baseConfigs, heaps, program, repeat, warmupRuns, untilCiPercent, maxRuns, minHeap, minHeapMaxMB, out, resume,
                false, toolVersion);
    }

    public CompareRequest {
        if (retryFailed && !resume) {
            throw new IllegalArgumentException("--retry-failed continues a bundle: add --resume --out DIR");
        }
        // a collector or heap named twice (--gc serial,serial) ran twice under one run id, the second
        // replacing the first's files, and was ranked and paired against itself: each is kept once
        Map<String, ConfigSpec> byId = new LinkedHashMap<>();
        baseConfigs.forEach(c -> byId.putIfAbsent(c.id(), c));
        baseConfigs = List.copyOf(byId.values());
        heaps = List.copyOf(new LinkedHashSet<>(heaps));
        Objects.requireNonNull(program, "program");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(toolVersion, "toolVersion");
        Objects.requireNonNull(minHeapTimeout, "minHeapTimeout");
        if (baseConfigs.isEmpty()) {
            throw new IllegalArgumentException("no configuration to run");
        }
        if (repeat < 1) {
            throw new IllegalArgumentException("--repeat must be at least 1, got " + repeat);
        }
        if (warmupRuns < 0) {
            throw new IllegalArgumentException("--warmup-runs must be 0 or more, got " + warmupRuns);
        }
        if (repeat > MAX_RUNS_PER_CONFIG || warmupRuns > MAX_RUNS_PER_CONFIG) {
            throw new IllegalArgumentException("--repeat and --warmup-runs: at most " + MAX_RUNS_PER_CONFIG
                    + " runs per configuration, got " + repeat + " and " + warmupRuns);
        }
        if (maxRuns > MAX_RUNS) {
            throw new IllegalArgumentException("--max-runs: at most " + MAX_RUNS + " runs in all, got " + maxRuns);
        }
        if (untilCiPercent != null && !(untilCiPercent > 0)) {
            throw new IllegalArgumentException("--until-ci must be a positive percentage, got " + untilCiPercent);
        }
        HeapChoice multiple = heaps.stream().filter(h -> h.multiple() != null).findFirst().orElse(null);
        if (!minHeap && multiple != null) {
            throw new IllegalArgumentException("--heap " + BigDecimal.valueOf(multiple.multiple()).stripTrailingZeros().toPlainString() + "x is a multiple of"
                    + " each collector's minimum heap: add --min-heap to find it, or give sizes such as 512m");
        }
    }
}
