package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.input.LogPassEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command parses each log once: the parser's passes over a log, counted by the input layer's
 * JFR event ({@link LogPassEvent}, recorded in this JVM while the command runs in-process).
 * {@code analyze --html} parsed its log twice (the report read it again).
 */
class LogPassesTest {
    /** A JDK 17 Parallel log with uptime stamps, 0.039 s to 0.123 s of collections. */
    private static final Path LOG = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
            "gclogs/hotspot/unified/jdk17-parallel-gcstar_gc+age=trace-uptime_level_tags.log");

    @TempDir
    Path tmp;

    @Test
    void analyzeWithItsReportAndEventsParsesTheLogOnce() throws IOException {
        String log = LOG.toString();
        List<RecordedEvent> passes = passes(() -> Run.tenure("analyze", log, "--html", tmp.resolve("html").toString(),
                "--events", tmp.resolve("events.csv").toString(), "--from", "0.05"));
        assertThat(parses(passes)).containsExactly(log);
    }

    @Test
    void reportParsesEachLogOnce() throws IOException {
        Path bundle = copyOfBundle(tmp.resolve("bundle"));
        String log = LOG.toString();
        List<RecordedEvent> passes = passes(() -> Run.tenure("report", bundle.toString(), "--log", log, "--out",
                tmp.resolve("report").toString(), "--bootstrap", "20"));
        List<String> parsed = parses(passes);
        assertThat(parsed).contains(log).doesNotHaveDuplicates();
    }

    /** profile's header figures (CPUs, maximum heap, GC workers, GC CPU) come from the lines of its one parse. */
    @Test
    void profileParsesTheLogOnce() throws IOException {
        String log = LOG.toString();
        List<RecordedEvent> passes = passes(() -> Run.tenure("profile", log, "--format", "json"));
        assertThat(parses(passes)).containsExactly(log);
    }

    /** A real bundle (fixtures/reports/SOURCES.md), copied so that the test cannot change it. */
    private static Path copyOfBundle(Path target) throws IOException {
        Path fixture = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
                "reports", "bundles", "temurin-25");
        try (var walk = Files.walk(fixture)) {
            for (Path source : walk.toList()) {
                Files.copy(source, target.resolve(fixture.relativize(source).toString()));
            }
        }
        return target;
    }

    private List<RecordedEvent> passes(Supplier<Run> command) throws IOException {
        Path file = tmp.resolve("passes.jfr");
        Run run;
        try (Recording recording = new Recording()) {
            recording.enable(LogPassEvent.NAME);
            recording.start();
            run = command.get();
            recording.stop();
            recording.dump(file);
        }
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<RecordedEvent> events = RecordingFile.readAllEvents(file);
        Files.delete(file);
        return events;
    }

    /** The files a parser read, once per pass (the findings' marker pass is a line filter beside it, not counted). */
    private static List<String> parses(List<RecordedEvent> passes) {
        return passes.stream().filter(e -> e.getString("purpose").equals(LogPassEvent.EVENTS))
                .map(e -> e.getString("file")).toList();
    }
}
