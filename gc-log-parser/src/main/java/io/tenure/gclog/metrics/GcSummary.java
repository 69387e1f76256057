package io.tenure.gclog.metrics;

import io.tenure.gclog.LogFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Everything {@code tenure analyze} reports about one run of one JVM, as defined in DESIGN.md
 * ("Definitions"); the JSON output is this record. A figure the input cannot give is empty
 * (JSON {@code null}), never 0 or a guess.
 *
 * <p>Units: times in ms unless the name says seconds; rates in MB/s with MB = 2^20 bytes, as the
 * JVM's own logs count them.
 *
 * @param inputs            the files read, in the order they were stitched
 * @param format            the detected format (empty when no input was recognised)
 * @param jvm               what the log says about the JVM that wrote it
 * @param elapsedSeconds    time covered by the log, first to last time stamp
 * @param overheadPercent   total pause time / elapsed time × 100
 * @param throughputPercent 100 − overhead
 * @param allocationRateMBps bytes allocated between consecutive collections that log the heap,
 *                          over the time those gaps span (start to start; see {@link AllocationStats})
 * @param promotionRateMBps bytes young collections promoted into the old generation, over the same time
 * @param run               for the summary of one JVM run: which run, and what started it;
 *                          empty for the summary of a whole log
 * @param runs              for the summary of a whole log: one summary per JVM run in it (a
 *                          rotated set may hold restarts), without survival series; empty in the
 *                          summary of a run
 * @param eventsByKind      event counts by {@link io.tenure.gclog.event.EventKind#label()} (pause
 *                          kinds, {@code concurrent} phases, {@code safepoint}s), every kind present
 */
public record GcSummary(
        List<String> inputs,
        Optional<LogFormat> format,
        JvmSummary jvm,
        OptionalDouble elapsedSeconds,
        PauseStats pauses,
        IntervalStats intervals,
        OptionalDouble overheadPercent,
        OptionalDouble throughputPercent,
        OptionalDouble allocationRateMBps,
        OptionalDouble promotionRateMBps,
        SurvivalStats survival,
        CollectionCounts collections,
        DiagnosticSummary diagnostics,
        Optional<RunInfo> run,
        List<GcSummary> runs,
        Map<String, Long> eventsByKind,
        AllocationStats allocation,
        SafepointStats safepoints,
        HeapStats heap,
        TenuringStats tenuring,
        CpuStats cpu,
        HeapDetailStats heapDetail,
        ConcurrentStats concurrent) {

    public GcSummary {
        inputs = List.copyOf(inputs);
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(elapsedSeconds, "elapsedSeconds");
        Objects.requireNonNull(pauses, "pauses");
        Objects.requireNonNull(intervals, "intervals");
        Objects.requireNonNull(overheadPercent, "overheadPercent");
        Objects.requireNonNull(throughputPercent, "throughputPercent");
        Objects.requireNonNull(allocationRateMBps, "allocationRateMBps");
        Objects.requireNonNull(promotionRateMBps, "promotionRateMBps");
        Objects.requireNonNull(survival, "survival");
        Objects.requireNonNull(collections, "collections");
        Objects.requireNonNull(diagnostics, "diagnostics");
        Objects.requireNonNull(run, "run");
        runs = List.copyOf(runs);
        eventsByKind = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(eventsByKind));
        Objects.requireNonNull(allocation, "allocation");
        Objects.requireNonNull(safepoints, "safepoints");
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(tenuring, "tenuring");
        Objects.requireNonNull(cpu, "cpu");
        Objects.requireNonNull(heapDetail, "heapDetail");
        Objects.requireNonNull(concurrent, "concurrent");
    }

    /** Every figure but the CPU times, the per-area heap and the concurrent cycles' time, which are empty. */
    public GcSummary(List<String> inputs, Optional<LogFormat> format, JvmSummary jvm, OptionalDouble elapsedSeconds,
                     PauseStats pauses, IntervalStats intervals, OptionalDouble overheadPercent,
                     OptionalDouble throughputPercent, OptionalDouble allocationRateMBps,
                     OptionalDouble promotionRateMBps, SurvivalStats survival, CollectionCounts collections,
                     DiagnosticSummary diagnostics, Optional<RunInfo> run, List<GcSummary> runs,
                     Map<String, Long> eventsByKind, AllocationStats allocation, SafepointStats safepoints,
                     HeapStats heap, TenuringStats tenuring) {
        this(inputs, format, jvm, elapsedSeconds, pauses, intervals, overheadPercent, throughputPercent,
                allocationRateMBps, promotionRateMBps, survival, collections, diagnostics, run, runs, eventsByKind,
                allocation, safepoints, heap, tenuring, CpuStats.NONE, HeapDetailStats.NONE, ConcurrentStats.NONE);
    }

    /**
     * The figures of the DESIGN.md contract only, for producers that have nothing more (such as
     * another engine's adapter): every extension is empty.
     */
    public GcSummary(List<String> inputs, Optional<LogFormat> format, JvmSummary jvm, OptionalDouble elapsedSeconds,
                     PauseStats pauses, IntervalStats intervals, OptionalDouble overheadPercent,
                     OptionalDouble throughputPercent, OptionalDouble allocationRateMBps,
                     OptionalDouble promotionRateMBps, SurvivalStats survival, CollectionCounts collections,
                     DiagnosticSummary diagnostics) {
        this(inputs, format, jvm, elapsedSeconds, pauses, intervals, overheadPercent, throughputPercent,
                allocationRateMBps, promotionRateMBps, survival, collections, diagnostics, Optional.empty(),
                List.of(), Map.of(), AllocationStats.NONE, SafepointStats.NONE, HeapStats.NONE, TenuringStats.NONE,
                CpuStats.NONE, HeapDetailStats.NONE, ConcurrentStats.NONE);
    }

    /** True when the log held at least one GC pause or concurrent GC phase. */
    public boolean hasGcEvents() {
        return pauses.count() > 0 || collections.concurrentCycles() > 0 || eventsByKind.getOrDefault("concurrent", 0L) > 0;
    }

    /** The JVM that wrote the log: each field empty when the log does not say. */
    public record JvmSummary(Optional<String> vendor, Optional<String> version, Optional<String> collector) {
        public JvmSummary {
            Objects.requireNonNull(vendor, "vendor");
            Objects.requireNonNull(version, "version");
            Objects.requireNonNull(collector, "collector");
        }
    }

    /** Stop-the-world GC pauses; every statistic is empty when there was no pause. */
    public record PauseStats(
            long count,
            double totalMs,
            OptionalDouble meanMs,
            OptionalDouble p50Ms,
            OptionalDouble p90Ms,
            OptionalDouble p99Ms,
            OptionalDouble p999Ms,
            OptionalDouble maxMs) {
    }

    /** Time from the end of one pause to the start of the next (the study's pause interval). */
    public record IntervalStats(long count, OptionalDouble meanMs, OptionalDouble p50Ms, OptionalDouble p10Ms) {
    }

    /**
     * The study's survival rate over consecutive young-only collections, and copy survival.
     *
     * @param youngCollections how many young collections gave a survival figure
     * @param series           the per-collection survival rates, in time order
     * @param negativeClamped  how many of the values were negative (the heap shrank between the pair:
     *                         the log's rounding, memory freed outside young collections) and count as 0
     */
    public record SurvivalStats(
            long youngCollections,
            OptionalDouble median,
            OptionalDouble mean,
            OptionalDouble copyMedian,
            List<Double> series,
            OptionalDouble copyMean,
            long copyCollections,
            int seriesStride,
            boolean medianExact,
            long negativeClamped) {
        public SurvivalStats {
            series = List.copyOf(series);
            Objects.requireNonNull(copyMean, "copyMean");
            if (seriesStride < 1) {
                throw new IllegalArgumentException("seriesStride < 1: " + seriesStride);
            }
        }

        /** The contract's figures only; {@code series} holds every collection. */
        public SurvivalStats(long youngCollections, OptionalDouble median, OptionalDouble mean,
                             OptionalDouble copyMedian, List<Double> series) {
            this(youngCollections, median, mean, copyMedian, series, OptionalDouble.empty(), 0, 1, true, 0);
        }
    }

    /**
     * What started a JVM run inside a log.
     *
     * @param index      1-based, in time order
     * @param startedBy  {@code "log start"}, {@code "uptime reset"} or {@code "new JVM header"}
     * @param firstUptimeSeconds first time stamp of the run on the JVM's uptime clock, when logged
     * @param firstEpochMillis   first wall-clock time stamp of the run, when logged
     */
    public record RunInfo(int index, String startedBy, OptionalDouble firstUptimeSeconds, OptionalLong firstEpochMillis) {
        public RunInfo {
            Objects.requireNonNull(startedBy, "startedBy");
            Objects.requireNonNull(firstUptimeSeconds, "firstUptimeSeconds");
            Objects.requireNonNull(firstEpochMillis, "firstEpochMillis");
        }
    }

    /**
     * What the allocation and promotion rates were computed from.
     *
     * @param allocatedBytes bytes allocated between consecutive collections that logged the heap
     * @param measuredSeconds the time those allocations spanned (start to start of the collections)
     * @param promotedBytes  bytes young collections promoted within that span, when the log tells
     */
    public record AllocationStats(OptionalLong allocatedBytes, OptionalDouble measuredSeconds, OptionalLong promotedBytes) {
        public static final AllocationStats NONE =
                new AllocationStats(OptionalLong.empty(), OptionalDouble.empty(), OptionalLong.empty());
    }

    /** Time the application was stopped at safepoints (GC or not), when the log records safepoints. */
    public record SafepointStats(long count, OptionalDouble totalStoppedMs, OptionalDouble maxStoppedMs,
                                 OptionalDouble stoppedPercent) {
        public static final SafepointStats NONE =
                new SafepointStats(0, OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty());
    }

    /** Sizes seen in the log: the largest capacities and the highest occupancy left after a collection. */
    public record HeapStats(OptionalLong maxHeapCapacityBytes, OptionalLong maxYoungCapacityBytes,
                            OptionalLong maxOldCapacityBytes, OptionalLong peakHeapAfterGcBytes) {
        public static final HeapStats NONE =
                new HeapStats(OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());
    }

    /**
     * The tenuring (object age) distributions young collections logged.
     *
     * @param distributions     how many were logged
     * @param meanThreshold     mean tenuring threshold the JVM chose, when logged
     * @param meanBytesByAge    index {@code a}: mean bytes of age {@code a + 1} over the distributions
     */
    public record TenuringStats(long distributions, OptionalDouble meanThreshold, List<Double> meanBytesByAge) {
        public static final TenuringStats NONE = new TenuringStats(0, OptionalDouble.empty(), List.of());

        public TenuringStats {
            meanBytesByAge = List.copyOf(meanBytesByAge);
        }
    }

    /**
     * CPU time of the collections that logged it ({@code [Times: ...]}, {@code gc,cpu}, JFR
     * {@code jdk.GCCPUTime}); every figure empty when none did.
     *
     * @param collections  how many pauses carried CPU times
     * @param userMs       GC threads' user time, summed
     * @param sysMs        GC threads' kernel time, summed
     * @param realMs       wall-clock time of those collections, summed
     * @param parallelism  (user + sys) / real over them all: how many threads worked on average
     * @param maxRealMs    the longest collection's real time
     */
    public record CpuStats(long collections, OptionalDouble userMs, OptionalDouble sysMs, OptionalDouble realMs,
                           OptionalDouble parallelism, OptionalDouble maxRealMs) {
        public static final CpuStats NONE = new CpuStats(0, OptionalDouble.empty(), OptionalDouble.empty(),
                OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty());

        public CpuStats {
            Objects.requireNonNull(userMs, "userMs");
            Objects.requireNonNull(sysMs, "sysMs");
            Objects.requireNonNull(realMs, "realMs");
            Objects.requireNonNull(parallelism, "parallelism");
            Objects.requireNonNull(maxRealMs, "maxRealMs");
        }
    }

    /**
     * Occupancy of one memory area (the heap, a generation, metaspace) before and after the
     * pauses that logged it; every figure empty when none did.
     */
    public record AreaStats(long collections, OptionalLong meanBeforeBytes, OptionalLong meanAfterBytes,
                            OptionalLong maxBeforeBytes, OptionalLong maxAfterBytes, OptionalLong maxCapacityBytes) {
        public static final AreaStats NONE = new AreaStats(0, OptionalLong.empty(), OptionalLong.empty(),
                OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());
    }

    /**
     * The live set: heap occupancy after the collections that look at the whole heap (full, mixed,
     * and a concurrent whole-heap cycle whose first pause carries its heap, ZGC and Shenandoah).
     *
     * @param collections         how many such collections logged the heap
     * @param slopeBytesPerHour   least-squares growth of the live set per hour of uptime in the
     *                            last JVM run; empty with fewer than 3 points or when they span less
     *                            than a minute
     */
    public record LiveSetStats(long collections, OptionalLong minBytes, OptionalLong maxBytes, OptionalLong lastBytes,
                               OptionalDouble slopeBytesPerHour) {
        public static final LiveSetStats NONE = new LiveSetStats(0, OptionalLong.empty(), OptionalLong.empty(),
                OptionalLong.empty(), OptionalDouble.empty());
    }

    /**
     * Occupancy per area before and after collections, and the live set. Eden and survivor are the
     * young generation's parts, where the log states them apart (G1, JDK 8 G1's {@code [Eden: …]},
     * JDK 24+ Serial, JFR).
     */
    public record HeapDetailStats(AreaStats heap, AreaStats young, AreaStats eden, AreaStats survivor, AreaStats old,
                                  AreaStats humongous, AreaStats metaspace, LiveSetStats liveSet) {
        public static final HeapDetailStats NONE = new HeapDetailStats(AreaStats.NONE, AreaStats.NONE, AreaStats.NONE,
                AreaStats.NONE, AreaStats.NONE, AreaStats.NONE, AreaStats.NONE, LiveSetStats.NONE);
    }

    /**
     * Wall-clock time of concurrent cycles: each from the start of its first timed concurrent phase
     * to the end of its last, the pauses inside included; every figure empty when no cycle had timed phases.
     *
     * @param cycles  how many cycles had timed phases
     * @param totalMs their times, summed
     */
    public record ConcurrentStats(long cycles, OptionalDouble totalMs, OptionalDouble p50Ms, OptionalDouble maxMs) {
        public static final ConcurrentStats NONE =
                new ConcurrentStats(0, OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty());

        public ConcurrentStats {
            Objects.requireNonNull(totalMs, "totalMs");
            Objects.requireNonNull(p50Ms, "p50Ms");
            Objects.requireNonNull(maxMs, "maxMs");
        }
    }

    /** Collections by kind; a concurrent cycle counts once however many pauses it had. */
    public record CollectionCounts(long young, long mixed, long full, long concurrentCycles) {
    }

    /** Counts of what was not understood, and the first examples. */
    public record DiagnosticSummary(long unparsedLines, long foreignLines, long problems,
                                    List<io.tenure.gclog.Diagnostic> samples, long total, Map<String, Long> countsByCode) {
        public static final DiagnosticSummary NONE = new DiagnosticSummary(0, 0, 0, List.of(), 0, Map.of());

        public DiagnosticSummary {
            samples = List.copyOf(samples);
            countsByCode = Map.copyOf(countsByCode);
        }

        /** The contract's figures only. */
        public DiagnosticSummary(long unparsedLines, long foreignLines, long problems, List<io.tenure.gclog.Diagnostic> samples) {
            this(unparsedLines, foreignLines, problems, samples, samples.size(), Map.of());
        }

        public static DiagnosticSummary of(io.tenure.gclog.Diagnostics diagnostics) {
            return new DiagnosticSummary(diagnostics.unparsedLines(), diagnostics.foreignLines(), diagnostics.problems(),
                    diagnostics.samples(), diagnostics.total(), diagnostics.countsByCode());
        }
    }
}
