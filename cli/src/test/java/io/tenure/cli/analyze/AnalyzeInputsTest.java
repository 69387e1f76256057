package io.tenure.cli.analyze;

import io.tenure.cli.Run;
import io.tenure.cli.common.ExitCodes;
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
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure analyze} on every kind of input, run in-process as a shell would run it (standard
 * input replaced where the shell would pipe): what it prints, what it refuses, its exit code.
 */
class AnalyzeInputsTest {
    private static final Path LOG = Path.of(System.getProperty("tenure.fixtures"), "gclogs/cli", "jdk17-serial-gc,safepoint.log");
    private static final Path JFR = Path.of(System.getProperty("tenure.fixtures"), "gclogs/jfr", "jdk17-serial.jfr");

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
    void standardInputIsReadOnceForTheSummaryAndTheReport() throws IOException {
        Path report = dir.resolve("report");

        Run run = withStandardInput(gzip(Files.readAllBytes(LOG)), () -> Run.tenure("analyze", "-", "--html", report.toString()));

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("<stdin>");
        assertThat(run.err()).isEqualTo("tenure analyze: report written; open " + report.resolve("index.html") + "\n");
        long pauses = new ObjectMapper().readTree(Run.tenure("analyze", "--format", "json", LOG.toString()).out())
                .get("pauses").get("count").asLong();
        assertThat(pauses).isPositive();
        assertThat(Files.readString(report.resolve("report.md"))).as("the report read the same bytes again")
                .contains("| pauses | " + pauses + " |");
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

    /** A new output file inside an input directory would be read as an input by the next analysis of it. */
    @Test
    void aNewOutputFileInsideAnInputDirectoryIsRefused() throws IOException {
        Path logs = Files.createDirectory(dir.resolve("logs"));
        Files.copy(LOG, logs.resolve("gc.log"));
        Path events = logs.resolve("events.csv");

        Run analyze = Run.tenure("analyze", logs.toString(), "--events", events.toString());
        Run viaDot = Run.tenure("analyze", logs.toString(), "--events", logs.resolve("sub/../events.csv").toString());
        Run outside = Run.tenure("analyze", logs.toString(), "--events", dir.resolve("events.csv").toString());

        assertThat(analyze.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(analyze.out()).isEmpty();
        assertThat(analyze.err()).isEqualTo("tenure: error: --events " + events + " is inside the input directory " + logs
                + ", where the next analysis of it would read the file as an input; choose a path outside it\n");
        assertThat(viaDot.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(outside.exitCode()).isZero();
        try (var files = Files.list(logs)) {
            assertThat(files.toList()).containsExactly(logs.resolve("gc.log"));
        }
    }

    /**
     * An --events path that is a directory, or an --html path that is a file, cannot be written:
     * a usage error before anything is read, naming the option. They used to be found after the
     * whole analysis, as exit 1 with "tenure: error: /path/afile" or a java.nio exception's text.
     */
    @Test
    void anOutputPathOfTheWrongKindIsAUsageErrorBeforeAnythingIsRead() throws IOException {
        Path log = Files.copy(LOG, dir.resolve("gc.log"));
        Path directory = Files.createDirectory(dir.resolve("out"));
        Path file = Files.writeString(dir.resolve("report"), "keep me", StandardCharsets.UTF_8);

        Run events = Run.tenure("analyze", log.toString(), "--events", directory.toString());
        Run html = Run.tenure("analyze", log.toString(), "--html", file.toString());
        Run diff = Run.tenure("diff", log.toString(), log.toString(), "--html", directory.toString());

        assertThat(events.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(events.out()).isEmpty();
        assertThat(events.err()).isEqualTo("tenure: error: --events " + directory + " is a directory; name the file to write\n");
        assertThat(html.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(html.out()).isEmpty();
        assertThat(html.err()).isEqualTo("tenure: error: --html " + file
                + " is a file; name the directory to write the report into\n");
        assertThat(diff.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(diff.err()).contains("--html " + directory + " is a directory");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("keep me");
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

    /**
     * The report is of one log: two unrelated logs with --html are a usage error before either is
     * read in full (they were analysed, printed, then refused with exit 1).
     */
    @Test
    void anHtmlReportOfTwoUnrelatedLogsIsAUsageErrorBeforeTheAnalysis() throws IOException {
        Path other = Path.of(System.getProperty("tenure.fixtures"), "findings/corpus-gctoolkit-g1-gc-pause-outlier.log");
        Path report = dir.resolve("report");

        Run run = Run.tenure("analyze", LOG.toString(), other.toString(), "--html", report.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tenure: error: --html: the report is of one log or one rotated set, and these"
                + " inputs are 2 logs (").contains(LOG.toString(), other.toString(), "tenure fleet --html");
        assertThat(report).doesNotExist();
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

    @Test
    void aJfrRecordingCutByOneByteIsTruncatedNotEventless() throws IOException {
        byte[] whole = Files.readAllBytes(JFR);
        Path cut = Files.write(dir.resolve("cut.jfr"), Arrays.copyOf(whole, whole.length - 1));

        Run run = Run.tenure("analyze", cut.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).startsWith("tenure: error: " + cut + ":1: truncated JFR recording: the file ends inside its first chunk")
                .doesNotContain("StartFlightRecording");
    }

    @Test
    void aJfrRecordingCutInItsSecondChunkKeepsTheFirstChunksEvents() throws IOException {
        byte[] one = Files.readAllBytes(JFR);
        byte[] two = Arrays.copyOf(one, one.length * 2 - 1);
        System.arraycopy(one, 0, two, one.length, one.length - 1);
        Path cut = Files.write(dir.resolve("two-chunks-cut.jfr"), two);

        Run damaged = Run.tenure("analyze", "--format", "json", cut.toString());
        Run intact = Run.tenure("analyze", "--format", "json", JFR.toString());

        assertThat(damaged.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(new ObjectMapper().readTree(damaged.out()).get("pauses"))
                .isEqualTo(new ObjectMapper().readTree(intact.out()).get("pauses"));
        assertThat(damaged.err()).contains(": truncated JFR recording: recording read up to its chunk 1 (");
    }

    @Test
    void anOpenJ9LogWithADtdIsRefusedAsSuch() throws IOException {
        Path xml = Files.writeString(dir.resolve("verbosegc.xml"), "<?xml version=\"1.0\"?>\n<!DOCTYPE verbosegc [\n"
                + " <!ENTITY lol \"lol\">\n]>\n<verbosegc version=\"&lol;\"></verbosegc>\n");

        Run run = Run.tenure("analyze", xml.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).startsWith("tenure: error: " + xml + ":4: DTDs are refused").doesNotContain("no GC events");
    }

    @Test
    void aSymlinkedDirectoryATarGzRotatedSetAndAnXzLogAreAnalysedLikeTheirFiles() throws IOException {
        Path logs = Files.createDirectory(dir.resolve("logs"));
        Files.copy(LOG, logs.resolve("gc.log"));
        Path link = Files.createSymbolicLink(dir.resolve("linked"), logs);
        Path xz = dir.resolve("gc.log.xz");
        try (OutputStream out = new XZCompressorOutputStream(Files.newOutputStream(xz))) {
            Files.copy(LOG, out);
        }
        Path set = Path.of(System.getProperty("tenure.fixtures"), "gclogs/sets/jdk8-cms-series");
        Path tgz = dir.resolve("set.tar.gz");
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(Files.newOutputStream(tgz)));
             var files = Files.list(set)) {
            for (Path file : files.sorted().toList()) {
                tar.putArchiveEntry(new TarArchiveEntry(file.toFile(), String.valueOf(file.getFileName())));
                Files.copy(file, tar);
                tar.closeArchiveEntry();
            }
        }

        JsonNode plain = json(Run.tenure("analyze", "--format", "json", LOG.toString()));
        assertThat(withoutNames(json(Run.tenure("analyze", "--format", "json", link.toString())))).isEqualTo(withoutNames(plain));
        assertThat(withoutNames(json(Run.tenure("analyze", "--format", "json", xz.toString())))).isEqualTo(withoutNames(plain));
        JsonNode fromTar = json(Run.tenure("analyze", "--format", "json", tgz.toString()));
        assertThat(fromTar.get("inputs")).hasSize(7);
        assertThat(fromTar.get("promotionRateMBps").isNumber()).isTrue();
        assertThat(withoutNames(fromTar)).isEqualTo(withoutNames(json(Run.tenure("analyze", "--format", "json", set.toString()))));
    }

    private static JsonNode json(Run run) throws IOException {
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines()).as("one log").hasSize(1);
        return new ObjectMapper().readTree(run.out());
    }

    private static JsonNode withoutNames(JsonNode summary) {
        ObjectNode copy = summary.deepCopy();
        copy.remove("inputs");
        copy.remove("diagnostics");
        copy.remove("findings"); // their evidence names the files
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
}
