package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenure report} and {@code tenure analyze --html} in-process: files, output, exit codes. */
class ReportCommandTest {
    static final Path LOG = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
            "gclogs/hotspot/unified/jdk17-parallel-gcstar_gc+age=trace-uptime_level_tags.log");

    @TempDir
    static Path tmp;
    static Path bundle;

    record Result(int exitCode, String out, String err) {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cmd = TenureCommand.commandLine();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(args);
        return new Result(code, out.toString(), err.toString());
    }

    /** A real bundle (see fixtures/reports/SOURCES.md), copied so the test cannot change the fixture. */
    @BeforeAll
    static void bundle() throws IOException {
        Path fixture = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
                "reports", "bundles", "temurin-25");
        bundle = tmp.resolve("bundle");
        try (var walk = Files.walk(fixture)) {
            for (Path source : walk.toList()) {
                Files.copy(source, bundle.resolve(fixture.relativize(source).toString()));
            }
        }
    }

    /**
     * A compare bundle's report takes no model, no GC log and no other bundle: they were dropped
     * without a word (a missing --log file too), or the pair was called "not one of tenure bench or demo".
     */
    @Test
    void aCompareBundleRefusesWhatItsReportWouldDrop() {
        Path compare = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
                "model", "compare-javac-g1-parallel");
        Result log = run("report", compare.toString(), "--log", tmp.resolve("no-such.log").toString(),
                "--out", tmp.resolve("c1").toString());
        assertThat(log.exitCode()).as(log.out() + log.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(log.err()).isEqualTo("tenure: error: --log does not apply to a tenure compare bundle (" + compare
                + "): its report shows the runs it measured; to put a model's prediction beside them, run its tenure"
                + " compare again with --model FILE --resume (no run is repeated)\n");
        Result model = run("report", compare.toString(), "--model", tmp.resolve("m.json").toString(),
                "--out", tmp.resolve("c2").toString());
        assertThat(model.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(model.err()).startsWith("tenure: error: --model does not apply to a tenure compare bundle");
        Result two = run("report", compare.toString(), bundle.toString(), "--out", tmp.resolve("c3").toString());
        assertThat(two.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(two.err()).isEqualTo("tenure: error: " + compare + " is a tenure compare bundle, whose report stands"
                + " alone: run tenure report on it by itself, with an --out of its own\n");
        assertThat(tmp.resolve("c1")).doesNotExist();
        assertThat(tmp.resolve("c3")).doesNotExist();
    }

    @Test
    void writesEveryFormatAndNamesThePage() throws IOException {
        Path out = tmp.resolve("all");
        Result r = run("report", bundle.toString(), "--out", out.toString(), "--bootstrap", "50");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).startsWith("tenure report: ").contains(out.resolve("index.html").toString());
        assertThat(out.resolve("index.html")).isRegularFile();
        assertThat(out.resolve("report.md")).isRegularFile();
        assertThat(out.resolve("charts/relative-execution-time.svg")).isRegularFile();
        assertThat(out.resolve("csv/gaps.csv")).isRegularFile();
        JsonNode json = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertThat(json.path("schema").asText()).isEqualTo("tenure-report/1");
        assertThat(json.path("provenance").path("commandLine").get(1).asText()).isEqualTo("report");
        try (var files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no temporary file is left")
                    .noneMatch(n -> n.endsWith(".tmp"));
        }
    }

    /**
     * As the launcher runs it (the subcommand alone, {@link TenureCommand#forArgs}), the provenance
     * still names the subcommand: it read "command: tenure BUNDLE --out DIR", a command that does not run.
     */
    @Test
    void provenanceNamesTheSubcommandAsTheLauncherRunsIt() throws IOException {
        Path out = tmp.resolve("launcher");
        CommandRun r = CommandRun.of("report", bundle.toString(), "--out", out.toString(), "--format", "markdown,json",
                "--bootstrap", "20");
        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertThat(json.path("provenance").path("commandLine").get(0).asText()).isEqualTo("tenure");
        assertThat(json.path("provenance").path("commandLine").get(1).asText()).isEqualTo("report");
        assertThat(json.path("provenance").path("commandLine").get(2).asText()).isEqualTo(bundle.toString());
        assertThat(Files.readString(out.resolve("report.md"))).contains("- command: tenure report " + bundle);
    }

    @Test
    void writesOnlyTheFormatsAsked() {
        Path out = tmp.resolve("some");
        Result r = run("report", bundle.toString(), "--out", out.toString(), "--format", "markdown,JSON", "--bootstrap", "20");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(out.resolve("report.md")).isRegularFile();
        assertThat(out.resolve("report.json")).isRegularFile();
        assertThat(out.resolve("index.html")).doesNotExist();
        assertThat(out.resolve("csv")).doesNotExist();
    }

    @Test
    void aMissingBundleIsAUsageError() {
        Result r = run("report", tmp.resolve("nowhere").toString(), "--out", tmp.resolve("x").toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: no such file: " + tmp.resolve("nowhere") + System.lineSeparator());
    }

    @Test
    void aDirectoryThatIsNotABundleIsNamed() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Result r = run("report", empty.toString(), "--out", tmp.resolve("y").toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(r.err()).isEqualTo("tenure: error: " + empty + ": not a result bundle: results.json is missing"
                + System.lineSeparator());
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        Result r = run("report", bundle.toString(), "--out", tmp.resolve("w").toString(), "--format", "pdf");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --format: unknown format 'pdf' (html, markdown, csv, json)"
                + System.lineSeparator());
    }

    @Test
    void outIsRequired() {
        Result r = run("report", bundle.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).contains("Missing required option: '--out=DIR'");
    }

    @Test
    void analyzeHtmlWritesTheLogReportAndSaysSoOnStderr() {
        Path out = tmp.resolve("analyze");
        Result r = run("analyze", "--html", out.toString(), LOG.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).isEqualTo("tenure analyze: report written; open " + out.resolve("index.html")
                + System.lineSeparator());
        assertThat(out.resolve("index.html")).isRegularFile();
        assertThat(out.resolve("csv/pause-percentiles.csv")).isRegularFile();
        assertThat(out.resolve("charts/pause-timeline.svg")).isRegularFile();
    }

    @Test
    void analyzeHtmlOfAFileThatIsNoGcLogFails() throws IOException {
        Path text = Files.writeString(tmp.resolve("notes.txt"), "hello\nworld\n");
        Result r = run("analyze", "--html", tmp.resolve("z").toString(), text.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(r.err()).startsWith("tenure: error: " + text).contains("not a GC log");
    }
}
