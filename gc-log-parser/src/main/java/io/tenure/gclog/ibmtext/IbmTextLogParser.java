package io.tenure.gclog.ibmtext;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * Reads the text {@code -verbose:gc} of IBM's classic JVMs (IBM JDK 1.3 to 1.4.2 and the
 * pre-J9 releases up to 6 on some platforms): one {@code <GC(n): ...>} block per whole-heap
 * mark-sweep-compact collection, inside an {@code <AF[n]: ...>} allocation-failure block when an
 * allocation started it. Streaming: memory is bounded by one collection.
 */
public final class IbmTextLogParser implements GcLogParser {
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
        return new IbmTextEventReader(file.name(), new LineReader(file.open(), lines), diagnostics);
    }
}
