package io.tenure.cli.report;

import io.tenure.cli.CommandRun;
import io.tenure.cli.ContractBundle;
import io.tenure.cli.TenureCommand;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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

    /**
     * With five runs per platform at s = 0.437 (and one at each end, as tenure demo runs them) the ranking follows the runs, and its table showed
     * their medians under "time", introduced as "every platform's fitted time": beside the gaps
     * table's fitted time for the same platform and s, a second number with no word of why. The
     * curve here is a line through three levels of a parabola, so the two differ.
     */
    @Test
    void theRankingTableSaysItShowsTheRunsMedians() throws IOException {
        double[] ends = {0, 0.8};
        double[] study = {0.437};
        Path runs = new ContractBundle().platform("serial", true, ends, 1, s -> 2 + 8 * s * s)
                .platform("serial", true, study, 5, s -> 2 + 8 * s * s)
                .platform("parallel", true, ends, 1, s -> 3 + 8 * s * s)
                .platform("parallel", true, study, 5, s -> 3 + 8 * s * s).write(tmp.resolve("five-runs"));
        Path out = tmp.resolve("five-runs-report");

        Result r = run("report", runs.toString(), "--out", out.toString(), "--format", "json", "--bootstrap", "20");

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode verdict = new ObjectMapper().readTree(out.resolve("report.json").toFile()).path("sections").get(0);
        JsonNode table = verdict.path("tables").get(0);
        assertThat(table.path("columns").get(2).path("name").asText()).isEqualTo("median time");
        assertThat(table.path("rows").get(0).get(2).asDouble()).isCloseTo(2 + 8 * 0.437 * 0.437, within(1e-9));
        assertThat(verdict.path("paragraphs").get(0).asText()).contains("the median of its runs there")
                .doesNotContain("fitted time");
    }

    /**
     * A model fitted from other bundles: the report ranked the model's platforms, none of which the
     * bundle ran, under "2 platforms from 1 bundle", without a word.
     */
    @Test
    void aModelOfOtherPlatformsIsRefusedAndAPartialOneIsNamed() throws IOException {
        Path other = new ContractBundle().platform("serial", true, new double[] {0, 0.5, 0.8}, 2, s -> 2 + 8 * s)
                .write(tmp.resolve("other-bundle"));
        Path otherModel = tmp.resolve("other-model.json");
        Path bothModel = tmp.resolve("both-model.json");
        assertThat(run("fit", other.toString(), "--out", otherModel.toString(), "--bootstrap", "20").exitCode()).isZero();
        assertThat(run("fit", other.toString(), bundle.toString(), "--out", bothModel.toString(), "--bootstrap", "20")
                .exitCode()).isZero();

        Result none = run("report", bundle.toString(), "--model", otherModel.toString(), "--out",
                tmp.resolve("none").toString(), "--format", "json");
        Result some = run("report", bundle.toString(), "--model", bothModel.toString(), "--out",
                tmp.resolve("some-model").toString(), "--format", "json");

        assertThat(none.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(none.err()).startsWith("tenure: error: " + otherModel + ": the model has none of the bundles' platforms"
                + " (model: box/temurin-17/serial/heap256m/young-default; bundles: ");
        assertThat(some.exitCode()).as(some.err()).isZero();
        JsonNode summary = new ObjectMapper().readTree(tmp.resolve("some-model").resolve("report.json").toFile())
                .path("summary");
        assertThat(summary.get(1).asText()).isEqualTo("Warning: the model " + bothModel + " has platforms no bundle here"
                + " measured (box/temurin-17/serial/heap256m/young-default): they are ranked without their runs.");
    }

    /**
     * A report written over an earlier one left the earlier one's csv/logs.csv (from --log) beside
     * its own tables, as if part of it. What tenure did not write there (a user's note) stays.
     */
    @Test
    void aReportOverAnEarlierOneLeavesNoneOfItsTables() throws IOException {
        Path out = tmp.resolve("over");
        Result first = run("report", bundle.toString(), "--log", LOG.toString(), "--out", out.toString(), "--bootstrap", "20");
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(out.resolve("csv/logs.csv")).isRegularFile();
        Files.writeString(out.resolve("csv/notes.txt"), "mine");

        Result second = run("report", bundle.toString(), "--out", out.toString(), "--bootstrap", "20");

        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(out.resolve("csv/logs.csv")).doesNotExist();
        assertThat(out.resolve("csv/gaps.csv")).isRegularFile();
        assertThat(out.resolve("csv/notes.txt")).hasContent("mine");
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
