package io.tenure.gclog.legacy;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/** Parsing helpers shared by the legacy parser's tests. */
final class LegacyFixtures {
    private LegacyFixtures() {
    }

    static Path dir() {
        return GoldenFiles.fixtures().resolve("gclogs/hotspot/legacy");
    }

    /** Everything one parse yields. */
    record Parsed(List<GcEvent> events, Diagnostics diagnostics, Timestamp firstSeen, Timestamp lastSeen) {
        <T extends GcEvent> List<T> of(Class<T> type) {
            return events.stream().filter(type::isInstance).map(type::cast).toList();
        }
    }

    static Parsed parse(String fixture) throws IOException {
        return parse(PlainLogFile.of(dir().resolve(fixture)));
    }

    static Parsed parseText(String text) throws IOException {
        return parse(bytes("inline.log", text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    static LogFile bytes(String name, byte[] content) {
        return new LogFile() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public InputStream open() {
                return new ByteArrayInputStream(content);
            }
        };
    }

    /** {@code text} (no line terminator in it) as the {@link Line} a {@link LineReader} hands out. */
    static Line line(String text) {
        try {
            Line line = new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1))).next();
            return line != null ? line : new LineReader(new ByteArrayInputStream(new byte[] {'\n'})).next();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every line of every legacy log of the real-log corpus and of the fixtures, as text. */
    static List<String> corpusAndFixtureLines() throws IOException {
        List<String> lines = new ArrayList<>();
        List<Path> files = new ArrayList<>(LegacyGoldenFilesTest.fixtures().toList());
        LegacyCorpusTest.legacyLogs().map(RealLogCorpus::file).forEach(files::add);
        for (Path file : files) {
            InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
            try (LineReader reader = new LineReader(file.toString().endsWith(".gz") ? new GZIPInputStream(in) : in)) {
                for (Line line = reader.next(); line != null; line = reader.next()) {
                    lines.add(line.toString());
                }
            }
        }
        return lines;
    }

    static Parsed parse(LogFile file) throws IOException {
        Diagnostics diagnostics = new Diagnostics(Integer.MAX_VALUE);
        List<GcEvent> events = new ArrayList<>();
        try (EventReader reader = LogFormat.HOTSPOT_LEGACY.parser().open(file, diagnostics)) {
            for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                events.add(e);
            }
            return new Parsed(events, diagnostics, reader.firstSeen(), reader.lastSeen());
        }
    }
}
