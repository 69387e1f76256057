package io.tenure.gclog.ibmtext;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LineLogParser;
import io.tenure.gclog.input.LineReader;

/**
 * Reads the text {@code -verbose:gc} of IBM's classic JVMs (IBM JDK 1.3 to 1.4.2 and the
 * pre-J9 releases up to 6 on some platforms): one {@code <GC(n): ...>} block per whole-heap
 * mark-sweep-compact collection, inside an {@code <AF[n]: ...>} allocation-failure block when an
 * allocation started it. Streaming: memory is bounded by one collection.
 */
public final class IbmTextLogParser implements LineLogParser {
    @Override
    public EventReader reader(String fileName, LineReader lines, Diagnostics diagnostics) {
        return new IbmTextEventReader(fileName, lines, diagnostics);
    }
}
