package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure analyze} on every kind of input, run in-process as a shell would run it (standard
 * input replaced where the shell would pipe): what it prints, what it refuses, its exit code.
 */
class AnalyzeInputsTest {
    private static final Path LOG = Path.of(System.getProperty("tenure.fixtures"), "gclogs/cli", "jdk17-serial-gc,safepoint.log");

    @TempDir
    Path dir;

    @Test
    void aGzipStreamOnStandardInputIsAnalysedLikeTheFile() throws IOException {
        Run fromFile = Run.tenure("analyze", "--format", "json", LOG.toString());
        Run fromPipe = withStandardInput(gzip(Files.readAllBytes(LOG)), () -> Run.tenure("analyze", "--format", "json", "-"));

        assertThat(fromPipe.exitCode()).as(fromPipe.err()).isZero();
        assertThat(fromFile.exitCode()).isZero();
        JsonNode pipe = new ObjectMapper().readTree(fromPipe.out());
        assertThat(pipe.get("inputs").toString()).isEqualTo("[\"<stdin>\"]");
        assertThat(withoutNames(pipe)).isEqualTo(withoutNames(new ObjectMapper().readTree(fromFile.out())));
    }

    @Test
    void anEventsFileThatNamesTheInputIsRefusedAndTheLogIsUntouched() throws IOException {
        Path log = Files.copy(LOG, dir.resolve("gc.log"));
        Path link = Files.createSymbolicLink(dir.resolve("link.csv"), log);
        byte[] before = Files.readAllBytes(log);

        Run same = Run.tenure("analyze", log.toString(), "--events", log.toString());
        Run viaLink = Run.tenure("analyze", log.toString(), "--events", link.toString());
        Run inDirectory = Run.tenure("analyze", dir.toString(), "--events", log.toString());

        for (Run run : List.of(same, viaLink, inDirectory)) {
            assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.out()).isEmpty();
            assertThat(run.err()).startsWith("tenure: error: --events ").contains("names the input");
        }
        assertThat(Files.readAllBytes(log)).isEqualTo(before);
    }

    @Test
    void anHtmlDirectoryThatIsAnInputIsRefused() throws IOException {
        Path logs = Files.createDirectory(dir.resolve("logs"));
        Files.copy(LOG, logs.resolve("gc.log"));

        Run run = Run.tenure("analyze", logs.toString(), "--html", logs.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tenure: error: --html " + logs + " names the input " + logs
                + "; refusing to overwrite it (choose another path)\n");
        try (var files = Files.list(logs)) {
            assertThat(files.toList()).containsExactly(logs.resolve("gc.log"));
        }
    }

    @Test
    void oneBrokenInputAmongSeveralIsReportedAndTheOthersArePrintedWithExit1() throws IOException {
        Path broken = Files.write(dir.resolve("logs.zip"), new byte[] {'P', 'K', 3, 4, 9, 9});

        Run run = Run.tenure("analyze", "--format", "csv", broken.toString(), LOG.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out().lines().toList()).hasSize(2);
        assertThat(run.out().lines().skip(1).findFirst().orElseThrow()).contains(LOG.toString());
        assertThat(run.err()).startsWith("tenure: error: " + broken + ": not a readable zip archive");
    }

    @Test
    void aTruncatedGzipPrintsTheEventsBeforeTheDamageAndNamesTheFileWithExit1() throws IOException {
        byte[] whole = gzip(Files.readAllBytes(LOG));
        Path cut = Files.write(dir.resolve("gc.log.gz"), Arrays.copyOf(whole, whole.length * 2 / 3));

        Run run = Run.tenure("analyze", "--format", "json", cut.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("pauses").get("count").asLong()).isPositive();
        assertThat(run.err()).matches("tenure: error: " + java.util.regex.Pattern.quote(cut.toString())
                + ":\\d+: truncated gzip stream after \\d+ bytes; events before the damage are kept\n");
    }

    @Test
    void formulaTextFromALogIsDefusedInEveryCsv() throws IOException {
        Path log = Files.writeString(dir.resolve("gc.log"), String.join("\n",
                "[0.010s][info][gc,init] Version: =1+1 (release)",
                "[0.011s][info][gc] Using Serial",
                "[1.000s][info][gc] GC(0) Pause Young (=HYPERLINK(\"http://x\")) 3M->1M(31M) 1.454ms",
                "[2.000s][info][gc] GC(1) Pause Young (@SUM(A1)) 4M->1M(31M) 1.001ms", ""));
        Path events = dir.resolve("events.csv");

        Run run = Run.tenure("analyze", "--format", "csv", "--events", events.toString(), log.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        String csv = Files.readString(events);
        assertThat(csv).contains(",\"'=HYPERLINK(\"\"http://x\"\")\",").contains(",'@SUM(A1),");
        assertThat(csv.lines()).noneMatch(l -> Arrays.stream(l.split(",")).anyMatch(c -> c.startsWith("=") || c.startsWith("@")));
        assertThat(run.out()).contains(",'=1+1");
    }

    private static JsonNode withoutNames(JsonNode summary) {
        ObjectNode copy = summary.deepCopy();
        copy.remove("inputs");
        copy.remove("diagnostics");
        copy.withArray("runs").forEach(r -> ((ObjectNode) r).remove("inputs"));
        return copy;
    }

    private interface Command {
        Run run() throws IOException;
    }

    private static Run withStandardInput(byte[] bytes, Command command) throws IOException {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(bytes));
        try {
            return command.run();
        } finally {
            System.setIn(saved);
        }
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream gz = new GZIPOutputStream(out)) {
            gz.write(bytes);
        }
        return out.toByteArray();
    }

    static String utf8(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
