package io.tenure.gclog.legacy;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * Reads HotSpot JDK 6-8 GC logs ({@code -verbose:gc}, {@code -XX:+PrintGCDetails} and the flags
 * that interleave into them) for Serial, ParNew, Parallel, CMS, G1 and the Shenandoah JDK 8
 * backport. Streaming: memory is bounded by the longest collection record, not the log.
 */
public final class LegacyLogParser implements GcLogParser {
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
        return new LegacyEventReader(file.name(), new LineReader(file.open(), lines), diagnostics);
    }
}
