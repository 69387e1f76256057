package io.tenure.gclog.metrics;

import io.tenure.gclog.input.DecompressionLimits;
import io.tenure.gclog.input.LogSet;
import java.util.Objects;
import java.util.function.Function;

/**
 * How {@link GcLogAnalyzer} reads and reports.
 *
 * @param limits      bounds on decompressing {@code .gz} and zip inputs
 * @param listener    sees every event in stream order (inside the window)
 * @param seriesLimit most survival values a summary lists (the series is decimated beyond; the
 *                    summary says the stride)
 * @param window      the part of each log to analyse ({@code --from}/{@code --to})
 * @param observers   makes one {@link LogObserver} per log, called in the order the logs are analysed
 */
public record AnalysisOptions(DecompressionLimits limits, EventListener listener, int seriesLimit, TimeWindow window,
                              Function<LogSet, LogObserver> observers) {
    public static final int DEFAULT_SERIES_LIMIT = 10_000;
    public static final AnalysisOptions DEFAULT = new AnalysisOptions(DecompressionLimits.DEFAULT, EventListener.NONE,
            DEFAULT_SERIES_LIMIT, TimeWindow.ALL, set -> LogObserver.NONE);

    public AnalysisOptions {
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(observers, "observers");
        if (seriesLimit < 0) {
            throw new IllegalArgumentException("seriesLimit < 0: " + seriesLimit);
        }
    }

    public AnalysisOptions(DecompressionLimits limits, EventListener listener, int seriesLimit) {
        this(limits, listener, seriesLimit, TimeWindow.ALL, set -> LogObserver.NONE);
    }

    public AnalysisOptions withListener(EventListener other) {
        return new AnalysisOptions(limits, other, seriesLimit, window, observers);
    }

    public AnalysisOptions withLimits(DecompressionLimits other) {
        return new AnalysisOptions(other, listener, seriesLimit, window, observers);
    }

    public AnalysisOptions withWindow(TimeWindow other) {
        return new AnalysisOptions(limits, listener, seriesLimit, other, observers);
    }

    public AnalysisOptions withObservers(Function<LogSet, LogObserver> other) {
        return new AnalysisOptions(limits, listener, seriesLimit, window, other);
    }
}
