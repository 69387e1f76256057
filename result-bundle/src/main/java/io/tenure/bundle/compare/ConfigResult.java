package io.tenure.bundle.compare;

import io.tenure.model.stats.MedianInterval;
import java.util.List;
import java.util.Objects;

/**
 * One configuration (JVM × collector × heap × variant) and its runs.
 *
 * @param id        {@code <jvm>-<collector>[-<heap>m][-<variant>]}, unique in the bundle
 * @param jvm       the JVM
 * @param collector the collector's id ({@code g1}, {@code zgc} ...)
 * @param heapMB    the fixed heap (-Xms = -Xmx), or null for the JVM's default sizing
 * @param variant   the {@code --variant} name, or null
 * @param flags     every option tenure put before the program's arguments, logging excluded
 * @param runs      the runs, in the order they ran
 * @param summary   medians and intervals over the measured runs
 */
public record ConfigResult(String id, JvmInfo jvm, String collector, Long heapMB, String variant, List<String> flags,
                           List<CompareRun> runs, ConfigSummary summary) {
    public ConfigResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(collector, "collector");
        flags = List.copyOf(flags);
        runs = List.copyOf(runs);
        Objects.requireNonNull(summary, "summary");
    }

    /**
     * Medians over the measured (ok, not warm-up) runs, each null when no run gives the figure.
     *
     * @param measuredRuns   ok runs that count
     * @param failedRuns     failed or timed-out runs (warm-ups included)
     * @param wallSeconds    median wall time with its order-statistic interval
     * @param cpuSeconds     median CPU time
     * @param gcPauseSeconds median total pause
     * @param gcCpuSeconds   median GC-thread CPU
     * @param peakRssMB      median peak resident set
     * @param readySeconds   median start-up time (with {@code --ready})
     */
    public record ConfigSummary(int measuredRuns, int failedRuns, @MedianFigure MedianInterval wallSeconds,
                                @MedianFigure MedianInterval cpuSeconds, @MedianFigure MedianInterval gcPauseSeconds,
                                @MedianFigure MedianInterval gcCpuSeconds, @MedianFigure MedianInterval peakRssMB,
                                @MedianFigure MedianInterval readySeconds) {
        public ConfigSummary {
            // what the file records, so that a summary reads back as it was written
            wallSeconds = figures(wallSeconds);
            cpuSeconds = figures(cpuSeconds);
            gcPauseSeconds = figures(gcPauseSeconds);
            gcCpuSeconds = figures(gcCpuSeconds);
            peakRssMB = figures(peakRssMB);
            readySeconds = figures(readySeconds);
        }

        private static MedianInterval figures(MedianInterval m) {
            return m == null ? null : m.figures();
        }
    }
}
