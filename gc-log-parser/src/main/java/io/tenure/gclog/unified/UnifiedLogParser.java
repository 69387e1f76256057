package io.tenure.gclog.unified;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * Reads HotSpot unified logging ({@code -Xlog:gc*}, JDK 9 and later) of every collector, with
 * any selection of tags and levels and any decorations, streaming and in bounded memory.
 *
 * <p>Each line's decorations are scanned by bytes, its message is classified by literal prefix
 * ({@link LineRule}), and only the lines that carry data are parsed further, so most lines of a
 * trace-level log cost a few byte comparisons. The lines of one {@code GC(n)} are assembled into
 * its pause event (heap lines before the pause line, age tables).
 */
public final class UnifiedLogParser implements GcLogParser {
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
        return new UnifiedEventReader(file.name(), new LineReader(file.open(), lines), diagnostics);
    }
}
