package io.tenure.gclog.unified;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LineLogParser;
import io.tenure.gclog.input.LineReader;

/**
 * Reads HotSpot unified logging ({@code -Xlog:gc*}, JDK 9 and later) of every collector, with
 * any selection of tags and levels and any decorations, streaming and in bounded memory.
 *
 * <p>Each line's decorations are scanned by bytes, its message is classified by literal prefix
 * ({@link LineRule}), and only the lines that carry data are parsed further, so most lines of a
 * trace-level log cost a few byte comparisons. The lines of one {@code GC(n)} are assembled into
 * its pause event (heap lines before the pause line, age tables).
 */
public final class UnifiedLogParser implements LineLogParser {
    @Override
    public EventReader reader(String fileName, LineReader lines, Diagnostics diagnostics) {
        return new UnifiedEventReader(fileName, lines, diagnostics);
    }
}
