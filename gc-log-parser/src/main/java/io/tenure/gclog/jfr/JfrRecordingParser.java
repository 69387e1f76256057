package io.tenure.gclog.jfr;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.LogFile;

/** Placeholder until this format's parser lands: reads nothing. */
public final class JfrRecordingParser implements GcLogParser {
    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics) {
        return new EventReader() {
            @Override
            public GcEvent next() {
                return null;
            }

            @Override
            public Timestamp firstSeen() {
                return Timestamp.unknown();
            }

            @Override
            public Timestamp lastSeen() {
                return Timestamp.unknown();
            }

            @Override
            public void close() {
            }
        };
    }
}
