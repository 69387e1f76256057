package io.tenure.program;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.tenure.model.ModelInputException;
import io.tenure.model.ProgramFactors;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A program's profile from its GC log (and JFR recording): what {@code tenure profile} prints
 * ({@value #SCHEMA}, docs/schemas/tenure-profile-1.schema.json) and what a model predicts from
 * ({@link #factors()}). Every figure the inputs cannot give is null, never 0 or a guess.
 *
 * @param inputs   the log files read, in the order they were stitched
 * @param jfr      the JFR recording read, or null
 * @param jvm      the JVM and collector the log says it came from
 * @param maxHeapMB the maximum heap: the log header's, else the largest heap capacity it logged
 * @param elapsedSeconds time the log covers, first to last time stamp
 * @param unknown  factors no input can show, each with what to do about it
 * @param notes    how figures were obtained where that is not obvious
 */
public record LogProfile(String schema, String tool, String version, List<String> inputs, String jfr, Jvm jvm,
                         Double maxHeapMB, Double elapsedSeconds, Survival survival, Allocation allocation,
                         LiveSet liveSet, GcTime gcTime, ConcurrentCycles concurrentCycles, Threads threads,
                         List<Unknown> unknown, List<String> notes) {
    public static final String SCHEMA = "tenure-profile/1";

    public LogProfile {
        if (!SCHEMA.equals(schema)) {
            throw new IllegalArgumentException("schema must be " + SCHEMA + ", got " + schema);
        }
        inputs = List.copyOf(inputs);
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(survival, "survival");
        Objects.requireNonNull(allocation, "allocation");
        Objects.requireNonNull(liveSet, "liveSet");
        Objects.requireNonNull(gcTime, "gcTime");
        Objects.requireNonNull(concurrentCycles, "concurrentCycles");
        Objects.requireNonNull(threads, "threads");
        unknown = List.copyOf(unknown);
        notes = List.copyOf(notes);
    }

    /** This profile with the JVM {@code jvm}, found elsewhere than in the log, and a note saying where. */
    LogProfile withJvm(Jvm jvm, String note) {
        List<String> withNote = new ArrayList<>(notes);
        withNote.add(note);
        return new LogProfile(schema, tool, version, inputs, jfr, jvm, maxHeapMB, elapsedSeconds, survival, allocation,
                liveSet, gcTime, concurrentCycles, threads, unknown, withNote);
    }

    /**
     * @param major     the JVM's feature version (17 of 17.0.15+6), or null
     * @param collector the collector's display name as the log names it ({@code G1}), or null
     */
    public record Jvm(String vendor, String version, Integer major, String collector) {
    }

    /**
     * The study's survival rate over consecutive young-only collections, as a distribution.
     *
     * @param median           median over the young collections (gc-log-parser's figure)
     * @param p10              10th percentile of the per-collection rates
     * @param p90              90th percentile
     * @param youngCollections how many young collections gave a rate
     */
    public record Survival(Double median, Double p10, Double p90, long youngCollections) {
    }

    /**
     * @param rateMBps allocation rate, MB/s (gc-log-parser's figure)
     * @param totalMB  the rate × the elapsed time: what the program allocated over its run
     */
    public record Allocation(Double rateMBps, Double totalMB) {
    }

    /**
     * What old and full collections leave: the live set.
     *
     * @param maxMB            the largest heap occupancy after a full collection (mixed
     *                         collections when the log has no full one)
     * @param medianMB         the median of those occupancies
     * @param collections      how many collections gave one
     * @param source           {@code full} or {@code mixed}, or null with no such collection
     * @param fractionOfMaxHeap maxMB / the maximum heap, or null
     */
    public record LiveSet(Double maxMB, Double medianMB, long collections, String source, Double fractionOfMaxHeap) {
    }

    /**
     * The GC's share of time on the platform the log came from.
     *
     * @param pauseSeconds     total stop-the-world pause time
     * @param wallFraction     pause time / elapsed time
     * @param cpuSeconds       GC threads' CPU time (log {@code gc+cpu} lines), or null
     * @param cpuFraction      cpuSeconds over the process's CPU time (JFR), or over the CPU capacity
     *                         (elapsed × available CPUs) when only the log gives CPU figures; null otherwise
     * @param cpuFractionBasis {@code process-cpu} or {@code cpu-capacity} (a lower bound), null with no fraction
     */
    public record GcTime(Double pauseSeconds, Double wallFraction, Double cpuSeconds, Double cpuFraction,
                         String cpuFractionBasis) {
    }

    /**
     * Concurrent collection cycles (G1 marking, CMS, ZGC, Shenandoah).
     *
     * @param perMinute count over the elapsed time, per minute
     */
    public record ConcurrentCycles(long count, Double perMinute) {
    }

    /**
     * @param cpus            CPUs available to the JVM: the log header's, else the JFR recording's
     * @param cpusSource      {@code log} or {@code jfr}, null when neither says
     * @param gcWorkers       parallel GC threads (log header)
     * @param javaThreadsPeak most live Java threads at once (JFR), JVM-internal ones included
     * @param perCore         javaThreadsPeak / cpus
     * @param allocatingThreads the effective number of threads that allocate (JFR; {@link JfrFacts}):
     *                        what the benchmark's {@code --threads} knob sets
     * @param allocatingPerCpu allocatingThreads / cpus: what a model compares with its design's
     *                        threads per CPU
     */
    public record Threads(Integer cpus, String cpusSource, Integer gcWorkers, Integer javaThreadsPeak, Double perCore,
                          Double allocatingThreads, Double allocatingPerCpu) {
    }

    /** A factor no input shows, and what to do about it. */
    public record Unknown(String factor, String note) {
    }

    /**
     * The profile as a model's input: survival clamped to [0, 1] (a log's median can stray just
     * outside through rounding of heap sizes), threads as allocating threads per CPU (not every
     * live thread: the JVM's own threads do not allocate), reference stores unknown.
     *
     * @throws ModelInputException when the log gives no survival rate
     */
    @JsonIgnore
    public ProgramFactors factors() {
        if (survival.median() == null) {
            // ZGC or Shenandoah without generations makes no young collection at all: say so, and what to do instead
            String collector = jvm == null ? null : jvm.collector();
            boolean whole = "ZGC".equals(collector) || "Shenandoah".equals(collector);
            throw new ModelInputException("the log gives no survival rate (no consecutive young-only collections"
                    + (whole ? "; " + collector + " without generations makes none" : "") + "): use a log of the program"
                    + " under a generational collector (G1, Parallel), or --survival S to rank the model's platforms at S");
        }
        return new ProgramFactors(clamp(survival.median()), clampOrNull(survival.p10()), clampOrNull(survival.p90()),
                allocation.rateMBps(), clampOrNull(gcTime.wallFraction()), clampOrNull(gcTime.cpuFraction()),
                clampOrNull(liveSet.fractionOfMaxHeap()), threads.allocatingPerCpu(), null);
    }

    private static double clamp(double fraction) {
        return Math.min(1, Math.max(0, fraction));
    }

    private static Double clampOrNull(Double fraction) {
        return fraction == null ? null : clamp(fraction);
    }
}
