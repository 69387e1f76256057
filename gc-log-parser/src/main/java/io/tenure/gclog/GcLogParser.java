package io.tenure.gclog;

import io.tenure.gclog.event.MarkerSink;
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
     * findings' marker pass reads from the file itself; only a binary format (JFR) has no lines
     * and reports them here.
     */
    default EventReader open(LogFile file, Diagnostics diagnostics, MarkerSink markers) throws IOException {
        return open(file, diagnostics);
    }
}
