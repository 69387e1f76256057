package io.tenure.gclog.legacy;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LineLogParser;
import io.tenure.gclog.input.LineReader;

/**
 * Reads HotSpot JDK 6-8 GC logs ({@code -verbose:gc}, {@code -XX:+PrintGCDetails} and the flags
 * that interleave into them) for Serial, ParNew, Parallel, CMS, G1 and the Shenandoah JDK 8
 * backport. Streaming: memory is bounded by the longest collection record, not the log.
 */
public final class LegacyLogParser implements LineLogParser {
    @Override
    public EventReader reader(String fileName, LineReader lines, Diagnostics diagnostics) {
        return new LegacyEventReader(fileName, lines, diagnostics);
    }
}
