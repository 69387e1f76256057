package io.tenure.gclog.unified;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** A whole log read through {@link UnifiedLogParser}, for assertions. */
record Parsed(List<GcEvent> events, Diagnostics diagnostics, Timestamp firstSeen, Timestamp lastSeen) {

    static Parsed fixture(String name) throws IOException {
        return file(GoldenFiles.fixtures().resolve("gclogs/hotspot/unified").resolve(name));
    }

    static Parsed file(Path path) throws IOException {
        return file(PlainLogFile.of(path));
    }

    static Parsed file(LogFile log) throws IOException {
        Diagnostics diagnostics = new Diagnostics(Integer.MAX_VALUE);
        List<GcEvent> events = new ArrayList<>();
        try (EventReader reader = LogFormat.HOTSPOT_UNIFIED.parser().open(log, diagnostics)) {
            for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                events.add(e);
            }
            return new Parsed(events, diagnostics, reader.firstSeen(), reader.lastSeen());
        }
    }

    /** Parses {@code text} written to a file in {@code dir}. */
    static Parsed text(Path dir, String text) throws IOException {
        Path log = Files.createTempFile(dir, "gc", ".log");
        Files.write(log, text.getBytes(StandardCharsets.ISO_8859_1));
        return file(log);
    }

    <T extends GcEvent> List<T> all(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).collect(Collectors.toList());
    }

    List<PauseEvent> pauses() {
        return all(PauseEvent.class);
    }

    List<PauseEvent> pauses(EventKind kind) {
        return pauses().stream().filter(p -> p.kind() == kind).collect(Collectors.toList());
    }

    PauseEvent pause(long gcId) {
        return pauses().stream().filter(p -> p.gcId().orElse(-1) == gcId).findFirst()
                .orElseThrow(() -> new AssertionError("no pause GC(" + gcId + ")"));
    }
}
