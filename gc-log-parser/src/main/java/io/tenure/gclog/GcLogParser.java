package io.tenure.gclog;

import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/** Reads one log format. Stateless; every {@link #open} returns an independent reader. */
public interface GcLogParser {
    /**
     * Starts reading {@code file}.
     *
     * @param diagnostics where lines that are not understood are reported
     * @throws IOException only when the file cannot be opened or read
     */
    EventReader open(LogFile file, Diagnostics diagnostics) throws IOException;

    /**
     * Starts reading {@code file}, handing {@code markers} what the input records beside its events
     * as the events are read. Text formats hand nothing here: their markers are lines, which the
     * findings' marker search reads (from the parser's lines, {@link #open(LogFile, Diagnostics,
     * MarkerSink, LineTap)}, or from the file itself); only a binary format (JFR) has no lines
     * and reports them here.
     */
    default EventReader open(LogFile file, Diagnostics diagnostics, MarkerSink markers) throws IOException {
        return open(file, diagnostics);
    }

    /**
     * Whether this format's readers read the file line by line and can show each line to a
     * {@link LineTap} ({@link #open(LogFile, Diagnostics, MarkerSink, LineTap)}): the text formats.
     */
    default boolean readsLines() {
        return false;
    }

    /**
     * Starts reading {@code file} as {@link #open(LogFile, Diagnostics, MarkerSink)} does, showing
     * every line of the file to {@code lines} as the reader reads it, in order, each once, so that
     * another reader of the lines (the findings' marker search) needs no pass of its own ({@code
     * lines} null: to nothing). Only for a format that {@link #readsLines()}; its readers read the
     * file to its end.
     */
    default EventReader open(LogFile file, Diagnostics diagnostics, MarkerSink markers, LineTap lines) throws IOException {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " does not read lines");
    }
}
