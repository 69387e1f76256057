package io.tenure.gclog.jfr;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * Reads GC events from a JDK Flight Recorder recording ({@code -XX:StartFlightRecording}) with
 * {@code jdk.jfr.consumer.RecordingFile}: every stop-the-world phase ({@code jdk.GCPhasePause}) is
 * one pause, joined with its collection ({@code jdk.GarbageCollection}, {@code jdk.G1GarbageCollection})
 * and heap figures ({@code jdk.GCHeapSummary}); concurrent phases, tenuring distributions,
 * safepoints and the JVM's description are read too. A recording's "line" is the 1-based index
 * of the event in the file. G1's evacuation failures ({@code jdk.EvacuationFailed}) and ZGC's
 * allocation stalls ({@code jdk.ZAllocationStall}) are markers, as a text log's {@code To-space
 * exhausted} and {@code Allocation Stall} lines are, handed to the caller's {@link MarkerSink}.
 */
public final class JfrRecordingParser implements GcLogParser {
    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics) throws IOException {
        return open(file, diagnostics, MarkerSink.NONE);
    }

    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics, MarkerSink markers) throws IOException {
        RecordingSource source = RecordingSource.of(file);
        try {
            return new JfrEventReader(file.name(), source, diagnostics, markers);
        } catch (RuntimeException e) {
            source.close();
            throw e;
        }
    }
}
