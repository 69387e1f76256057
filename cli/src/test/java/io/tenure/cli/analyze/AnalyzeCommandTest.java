package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.cli.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure analyze} end to end, in-process: exact messages and exit codes.
 */
class AnalyzeCommandTest {
    private static final String SUPPORTED = "Supported formats: hotspot-unified (HotSpot unified logging, JDK 9+ (-Xlog:gc*)), "
            + "hotspot-legacy (HotSpot JDK 6-8 (-verbose:gc, -XX:+PrintGCDetails)), "
            + "openj9-xml (OpenJ9 / IBM J9 verbose GC XML (-Xverbosegclog)), "
            + "jfr (JDK Flight Recorder recording (-XX:StartFlightRecording)), "
            + "ibm-text (IBM classic JVM 1.3-6 text verbose GC (-verbose:gc)), "
            + "jrockit (Oracle JRockit R28 verbose GC (-Xverbose:memory,gcpause))";

    @TempDir
    Path dir;

    private static Path fixture(String name) {
        return Path.of(System.getProperty("tenure.fixtures"), "gclogs/cli", name);
    }

    @Test
    void aMissingFileExits2NamingIt() {
        Path missing = dir.resolve("gc.log");

        Run run = Run.tenure("analyze", missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tenure: error: no such file: " + missing + "\n");
    }

    @Test
    void aMissingFileExits2EvenWhenEventsAreWritten() {
        Path missing = dir.resolve("gc.log");

        Run run = Run.tenure("analyze", "--events", dir.resolve("events.csv").toString(), missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tenure: error: no such file: " + missing + "\n");
        assertThat(dir.resolve("events.csv")).doesNotExist();
    }

    @Test
    void aFileInAnUnknownFormatExits1ListingTheSupportedFormats() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "hello\n");

        Run run = Run.tenure("analyze", notes.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tenure: error: " + notes + ": not a GC log in a format tenure reads. " + SUPPORTED + "\n");
    }

    @Test
    void aLogWithoutGcEventsExits1NamingItsFormatAndTheFlagsThatLogEvents() {
        Path log = fixture("jdk17-g1-gc*-header-only.log");

        Run run = Run.tenure("analyze", log.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tenure: error: " + log + ": no GC events in this hotspot-unified log; a JVM writes"
                + " them with -Xlog:gc*,safepoint:file=gc.log:time,uptime,level,tags (JDK 9+)\n");
    }

    @Test
    void aDirectoryWithoutLogsExits1() throws IOException {
        Files.writeString(dir.resolve("README"), "nothing here\n");

        Run run = Run.tenure("analyze", dir.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tenure: error: no GC log found in [" + dir + "] (1 files are not GC logs). "
                + SUPPORTED + "\n");
    }

    @Test
    void anUnknownOutputFormatIsAUsageError() {
        Run run = Run.tenure("analyze", "--format", "xml", "gc.log");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("Invalid value for option '--format': expected one of [text, json, csv]"
                + " (case-insensitive) but was 'xml'");
    }

    @Test
    void theGcViewerEngineHasNoEventStream() {
        Run run = Run.tenure("analyze", "--engine", "gcviewer", "--events", dir.resolve("e.csv").toString(),
                fixture("jdk17-serial-gc,safepoint.log").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tenure: error: --events needs the tenure engine; GCViewer yields no event stream\n");
        assertThat(dir.resolve("e.csv")).doesNotExist();
    }

    @Test
    void aFindingGateNeedsTheTenureEngine() {
        // GCViewer's figures come without findings: the gate would pass on every log, silently
        Run run = Run.tenure("analyze", "--engine", "gcviewer", "--fail-on", "system-gc", outlierLog().toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tenure: error: --fail-on system-gc: findings need the tenure engine (--engine"
                + " gcviewer gives figures only); a figure gate such as 'p99>200ms' works with either\n");
    }

    @Test
    void theGcViewerEngineSaysItDidNotLookForFindings() throws IOException {
        Run tenure = Run.tenure("analyze", outlierLog().toString());
        Run text = Run.tenure("analyze", "--engine", "gcviewer", outlierLog().toString());
        Run json = Run.tenure("analyze", "--engine", "gcviewer", "--format", "json", outlierLog().toString());

        assertThat(tenure.out()).contains("[system-gc]");
        assertThat(text.exitCode()).isZero();
        assertThat(text.out()).contains("\n  Findings      not looked for: --engine gcviewer gives figures only"
                + " (the default engine finds them)\n").doesNotContain("no rule of docs/FINDINGS.md fired");
        assertThat(json.exitCode()).isZero();
        assertThat(new ObjectMapper().readTree(json.out()).get("findings").isNull()).isTrue();
    }

    private static Path outlierLog() {
        return Path.of(System.getProperty("tenure.fixtures"), "findings/corpus-gctoolkit-g1-gc-pause-outlier.log");
    }

    @Test
    void anEventsFileInAMissingDirectoryIsAUsageError() {
        Path events = dir.resolve("no/such/dir/events.csv");

        Run run = Run.tenure("analyze", "--events", events.toString(), fixture("jdk17-serial-gc,safepoint.log").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tenure: error: --events " + events + ": directory " + events.getParent()
                + " does not exist\n");
    }

    @Test
    void aFailedAnalysisLeavesNoEventsFile() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        Path events = dir.resolve("events.csv");

        Run run = Run.tenure("analyze", "--events", events.toString(), notes.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).toList()).containsExactly("notes.txt");
        }
    }

    /** The oracle is the log's own text: one {@code Pause} line per pause. */
    @Test
    void jsonSummaryOfARealLogCountsEveryPauseTheLogShows() throws IOException {
        Path log = fixture("jdk17-serial-gc,safepoint.log");
        long pauseLines = grep(log, "\\[gc *\\] GC\\(\\d+\\) Pause .* \\d+\\.\\d+ms$");
        long safepointLines = grep(log, "\\[safepoint *\\] Safepoint \"");
        Path events = dir.resolve("events.csv");

        Run run = Run.tenure("analyze", "--format", "json", "--strict", "--events", events.toString(), log.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("format").asText()).isEqualTo("hotspot-unified");
        assertThat(json.get("jvm").get("collector").asText()).isEqualTo("Serial");
        assertThat(json.get("pauses").get("count").asLong()).isEqualTo(pauseLines).isGreaterThan(50);
        assertThat(json.get("intervals").get("count").asLong()).isEqualTo(pauseLines - 1);
        assertThat(json.get("survival").get("youngCollections").asLong()).isPositive();
        assertThat(json.get("throughputPercent").asDouble()).isBetween(0.0, 100.0);
        List<String> rows = Files.readAllLines(events, StandardCharsets.UTF_8);
        assertThat(rows.get(0)).isEqualTo("file,line,uptimeSeconds,gcId,kind,name,cause,durationMs,heapBeforeBytes,"
                + "heapAfterBytes,heapCapacityBytes,youngBeforeBytes,youngAfterBytes,time,oldBeforeBytes,oldAfterBytes,"
                + "humongousBeforeBytes,humongousAfterBytes,metaspaceBeforeBytes,metaspaceAfterBytes,userMs,sysMs,realMs,"
                + "edenBeforeBytes,edenAfterBytes,survivorBeforeBytes,survivorAfterBytes");
        assertThat(rows).hasSize((int) (1 + pauseLines + safepointLines));
        assertThat(rows.get(1)).startsWith("\"" + log + "\",2,");
    }

    /** A line it cannot read is a warning, which --strict refuses. */
    @Test
    void strictExits1WhenALineWasNotUnderstoodAndTextShowsWhere() throws IOException {
        Path fixture = fixture("jdk17-serial-gc,safepoint.log");
        Path log = dir.resolve("gc.log");
        Files.copy(fixture, log);
        long lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1).size();
        Files.writeString(log, "[0.200s][info][gc       ] GC(99) Pause Young (Allocation Failure) 9M->x7M(31M) 0.538ms\n",
                java.nio.file.StandardOpenOption.APPEND);

        Run lenient = Run.tenure("analyze", log.toString());
        Run strict = Run.tenure("analyze", "--strict", log.toString());

        assertThat(lenient.exitCode()).isZero();
        assertThat(lenient.out()).contains("  Diagnostics   1 problem (1 unparsed line), 0 foreign lines skipped\n  "
                + log + ":" + (lines + 1) + ": warning: [unparsed-line] ");
        assertThat(strict.exitCode()).isEqualTo(1);
        assertThat(strict.out()).isEqualTo(lenient.out());
        assertThat(strict.err()).isEqualTo("tenure: error: 1 diagnostic (warnings or errors) and --strict is set\n");
    }

    /** Two unrelated logs: two JSON objects, one per line. */
    @Test
    void unrelatedLogsPrintOneJsonObjectPerLine() throws IOException {
        Path log = fixture("jdk17-serial-gc,safepoint.log");
        Path other = Files.copy(log, dir.resolve("other-jvm.log"));

        Run run = Run.tenure("analyze", "--format", "json", log.toString(), other.toString());

        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2);
        ObjectMapper json = new ObjectMapper();
        assertThat(json.readTree(lines.get(0)).get("inputs").get(0).asText()).isEqualTo(log.toString());
        assertThat(json.readTree(lines.get(1)).get("inputs").get(0).asText()).isEqualTo(other.toString());
        assertThat(json.readTree(lines.get(1)).get("pauses")).isEqualTo(json.readTree(lines.get(0)).get("pauses"));
    }

    @Test
    void aGzipBombOfGcLinesExits1NamingTheFile() throws IOException {
        Path bomb = dir.resolve("gc.log.gz");
        byte[] line = "[0.010s][info][gc] Using G1\n".getBytes(StandardCharsets.US_ASCII);
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(bomb))) {
            for (int i = 0; i < (64 << 20) / line.length; i++) {
                out.write(line);
            }
        }

        Run run = Run.tenure("analyze", bomb.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("tenure: error: " + bomb + ": decompresses more than 400:1")
                .endsWith("refusing it as a likely decompression bomb\n");
    }

    /** A rotated set of the real-log corpus ({@code fixtures/corpus}). */
    @Test
    void aRotatedSetWithRestartsIsOneLogWithOneCsvRowPerJvmRun() throws IOException {
        Path corpus = Path.of(System.getProperty("tenure.fixtures"), "corpus/gctoolkit");
        Path base = corpus.resolve("gctoolkit-gclogs-rolling__rolling__jdk14__rollinglogs__short_restart_4.log");
        assertThat(base).as("corpus file").isRegularFile();
        List<String> set = List.of(base + ".3", base.toString(), base + ".1", base + ".4", base + ".2");

        Run run = Run.tenure(concat(List.of("analyze", "--format", "csv"), set));

        assertThat(run.exitCode()).isZero();
        List<String> rows = run.out().lines().toList();
        assertThat(rows).hasSize(6);
        assertThat(rows.subList(1, 6)).extracting(r -> r.split(",")[1] + " " + r.split(",")[2]).containsExactly(
                "1 log start", "2 uptime reset", "3 uptime reset", "4 uptime reset", "5 uptime reset");
        assertThat(rows.subList(1, 6)).allSatisfy(r -> assertThat(Double.parseDouble(r.split(",")[22])).isBetween(0.0, 100.0));
    }

    private static String[] concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toArray(String[]::new);
    }

    private static long grep(Path log, String regex) throws IOException {
        Pattern pattern = Pattern.compile(regex);
        try (var lines = Files.lines(log, StandardCharsets.ISO_8859_1)) {
            return lines.filter(l -> pattern.matcher(l).find()).count();
        }
    }
}
