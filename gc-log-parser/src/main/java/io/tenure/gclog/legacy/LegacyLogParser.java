package io.tenure.gclog.legacy;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LineLogParser;
import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.AheadLineReader;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * Reads HotSpot JDK 6-8 GC logs ({@code -verbose:gc}, {@code -XX:+PrintGCDetails} and the flags
 * that interleave into them) for Serial, ParNew, Parallel, CMS, G1 and the Shenandoah JDK 8
 * backport. Streaming: memory is bounded by the longest collection record, not the log.
 *
 * <p>When nothing else watches the lines, they are read on a thread beside the parse
 * ({@link AheadLineReader}), which also passes over the G1 phase detail lines that would change
 * nothing ({@link LegacyEventReader#passedOver()}: each one after the first of a run of them,
 * about four lines in five of a G1 log), which the parse then never sees.
 */
public final class LegacyLogParser implements LineLogParser {
    @Override
    public EventReader reader(String fileName, LineReader lines, Diagnostics diagnostics) {
        return new LegacyEventReader(fileName, lines, diagnostics);
    }

    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics, MarkerSink markers, LineTap lines) throws IOException {
        if (lines != null) {
            return LineLogParser.super.open(file, diagnostics, markers, lines); // the tap sees every line, on the parse's thread
        }
        return new LegacyEventReader(file.name(), new AheadLineReader(file.open(), LegacyEventReader.passedOver(), "tenure-lines"),
                diagnostics);
    }
}
