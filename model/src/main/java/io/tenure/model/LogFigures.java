package io.tenure.model;

/**
 * What a program's GC log says, as {@code tenure analyze} measured it; each figure is null when
 * the log cannot give it.
 *
 * @param survivalMedian     median survival rate over consecutive young-only collections
 * @param allocationRateMBps allocation rate, MB/s
 * @param overheadPercent    total pause time / elapsed time, percent
 */
public record LogFigures(Double survivalMedian, Double allocationRateMBps, Double overheadPercent) {
}
