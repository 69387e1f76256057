package io.tenure.gclog.metrics;

import io.tenure.gclog.input.DecompressionLimits;
import java.util.Objects;

/**
 * How {@link GcLogAnalyzer} reads and reports.
 *
 * @param limits      bounds on decompressing {@code .gz} and zip inputs
 * @param listener    sees every event in stream order
 * @param seriesLimit most survival values a summary lists (the series is decimated beyond; the
 *                    summary says the stride)
 */
public record AnalysisOptions(DecompressionLimits limits, EventListener listener, int seriesLimit) {
    public static final int DEFAULT_SERIES_LIMIT = 10_000;
    public static final AnalysisOptions DEFAULT =
            new AnalysisOptions(DecompressionLimits.DEFAULT, EventListener.NONE, DEFAULT_SERIES_LIMIT);

    public AnalysisOptions {
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(listener, "listener");
        if (seriesLimit < 0) {
            throw new IllegalArgumentException("seriesLimit < 0: " + seriesLimit);
        }
    }

    public AnalysisOptions withListener(EventListener other) {
        return new AnalysisOptions(limits, other, seriesLimit);
    }
}
