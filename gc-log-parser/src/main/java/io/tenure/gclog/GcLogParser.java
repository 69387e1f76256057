package io.tenure.gclog;

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
}
