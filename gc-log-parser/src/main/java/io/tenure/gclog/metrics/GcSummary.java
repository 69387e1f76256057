package io.tenure.gclog.metrics;

import io.tenure.gclog.LogFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

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
 * @param allocationRateMBps bytes allocated between collections / elapsed time
 * @param promotionRateMBps bytes promoted into the old generation / elapsed time
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
        DiagnosticSummary diagnostics) {

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
     */
    public record SurvivalStats(
            long youngCollections,
            OptionalDouble median,
            OptionalDouble mean,
            OptionalDouble copyMedian,
            List<Double> series) {
        public SurvivalStats {
            series = List.copyOf(series);
        }
    }

    /** Collections by kind; a concurrent cycle counts once however many pauses it had. */
    public record CollectionCounts(long young, long mixed, long full, long concurrentCycles) {
    }

    /** Counts of what was not understood, and the first examples. */
    public record DiagnosticSummary(long unparsedLines, long foreignLines, long problems,
                                    List<io.tenure.gclog.Diagnostic> samples) {
        public DiagnosticSummary {
            samples = List.copyOf(samples);
        }
    }
}
