package io.tenure.gclog.jrockit;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * Reads Oracle (BEA) JRockit R28 verbose GC output ({@code -Xverbose:memory,gcpause}): one
 * summary line per young ({@code YC}) or old ({@code OC}) collection, and with {@code gcpause}
 * each of its pauses and concurrent phases. Streaming: memory is bounded by the collections
 * open at once.
 */
public final class JRockitLogParser implements GcLogParser {
    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics) throws IOException {
        return open(file, diagnostics, MarkerSink.NONE, null);
    }

    @Override
    public boolean readsLines() {
        return true;
    }

    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics, MarkerSink markers, LineTap lines)
            throws IOException {
        return new JRockitEventReader(file.name(), new LineReader(file.open(), lines), diagnostics);
    }
}
