package io.tenure.gclog.jrockit;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LineLogParser;
import io.tenure.gclog.input.LineReader;

/**
 * Reads Oracle (BEA) JRockit R28 verbose GC output ({@code -Xverbose:memory,gcpause}): one
 * summary line per young ({@code YC}) or old ({@code OC}) collection, and with {@code gcpause}
 * each of its pauses and concurrent phases. Streaming: memory is bounded by the collections
 * open at once.
 */
public final class JRockitLogParser implements LineLogParser {
    @Override
    public EventReader reader(String fileName, LineReader lines, Diagnostics diagnostics) {
        return new JRockitEventReader(fileName, lines, diagnostics);
    }
}
