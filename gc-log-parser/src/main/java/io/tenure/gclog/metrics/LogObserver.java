package io.tenure.gclog.metrics;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;

/**
 * Follows one log of an analysis (one file or rotated set): sees the events its figures are made
 * of (those inside the {@link TimeWindow}), in stream order, with where each JVM run starts. An
 * analysis creates one per log through {@link AnalysisOptions#observers()}.
 */
public interface LogObserver {
    LogObserver NONE = (event, runIndex, runSeconds) -> { };

    /**
     * @param event      the event
     * @param runIndex   1-based JVM run the event belongs to
     * @param runSeconds when it started on the run's time line (see {@link TimeWindow}), NaN when unknown
     */
    void onEvent(GcEvent event, int runIndex, double runSeconds);

    /**
     * Offered before {@link #onFileStart} when every line of {@code file} belongs to the analysis (no
     * time window) and {@code format}'s parser reads it line by line: a tap that sees each line as
     * the parser reads it (in order, each once, all of them when the parse ends), or null for none.
     * An observer that takes the lines here needs no pass of its own over the file.
     */
    default LineTap lines(LogFile file, LogFormat format) {
        return null;
    }

    /**
     * Tells the observer that {@code file} of the log is about to be read with {@code format}'s
     * parser; {@code wholeFile} when every line of it belongs to the analysis (no time window),
     * so that the observer may start its own pass over the file now rather than after it was read.
     */
    default void onFileStart(LogFile file, LogFormat format, boolean wholeFile) {
    }

    /**
     * Sees a marker the parser read itself (a JFR recording's failure events; a text log's markers
     * are lines, which the observer reads itself after {@link #onFileRead}), inside the window, in
     * stream order among the events.
     */
    default void onMarker(Marker marker) {
    }

    /** Tells the observer which lines of a file held the window's events (for inputs other than events). */
    default void onFileRead(String file, long firstLineInWindow, long lastLineInWindow) {
    }
}
