package io.tenure.gclog.metrics;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.LogFile;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Stands in for a format parser in tests of the analysis (the parsers are tested on real logs
 * in their own packages): each file name yields the given events, and first/last seen bound the
 * file's lines.
 */
final class ListParser implements GcLogParser {
    record FileContent(List<GcEvent> events, Timestamp firstSeen, Timestamp lastSeen) {
    }

    private final Map<String, FileContent> files;

    ListParser(Map<String, FileContent> files) {
        this.files = files;
    }

    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics) {
        FileContent content = files.get(file.name());
        Iterator<GcEvent> events = content.events().iterator();
        return new EventReader() {
            private boolean done;

            @Override
            public GcEvent next() {
                if (events.hasNext()) {
                    return events.next();
                }
                done = true;
                return null;
            }

            @Override
            public Timestamp firstSeen() {
                return content.firstSeen();
            }

            @Override
            public Timestamp lastSeen() {
                return done ? content.lastSeen() : Timestamp.unknown();
            }

            @Override
            public void close() {
            }
        };
    }
}
