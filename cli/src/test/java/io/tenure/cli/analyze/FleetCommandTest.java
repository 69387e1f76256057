package io.tenure.cli.analyze;

import io.tenure.cli.CommandRun;
import io.tenure.cli.Main;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.VersionProvider;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.gclog.findings.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.io.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure fleet} on real corpus logs: one row per JVM run with the figures analyze gives that
 * run (never pooled), group medians, robust z-scores, JSON golden ({@code fixtures/fleet/},
 * {@code -Dgolden.update=true}), CSV, HTML; and 1,000 generated files read in a -Xmx128m child.
 */
class FleetCommandTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures"));
    private static final Path UNIFIED = FIXTURES.resolve("gclogs/hotspot/unified");
    private static final Path G1 = UNIFIED.resolve("corpus-gcviewer-g1-gcstar_safepoint_os+cpu-uptime_level_tags.log");
    private static final Path G1_TOOLKIT = UNIFIED.resolve("corpus-gctoolkit-g1-time_level_tags.log");
    private static final Path PARALLEL = UNIFIED.resolve("corpus-gcviewer-parallel-gcstar_safepoint_os+cpu-uptime_level_tags.log");

    @Test
    void threePodsGiveThreeRowsWithTheirOwnFiguresNeverPooled() throws IOException {
        CommandRun run = CommandRun.of("fleet", G1.toString(), G1_TOOLKIT.toString(), PARALLEL.toString(), "--format",
                "json", "--group-by", "collector", "--threads", "2");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = Json.mapper().readTree(run.out());
        assertThat(json.get("schema").asText()).isEqualTo("tenure-fleet/1");
        assertThat(json.get("runs")).hasSize(3);
        List<Path> logs = List.of(G1, G1_TOOLKIT, PARALLEL);
        for (int i = 0; i < 3; i++) {
            RunAnalysis alone = RunAnalyzer.analyzeAll(List.of(logs.get(i)), AnalysisOptions.DEFAULT).logs().get(0);
            JsonNode row = json.get("runs").get(i);
            assertThat(row.get("inputs").get(0).asText()).isEqualTo(logs.get(i).toString());
            assertThat(row.get("pauseP99Ms").decimalValue()).isEqualByComparingTo(
                    AnalyzeReport.number(alone.figures().pauses().p99Ms(), 3));
            assertThat(row.get("pauses").asLong()).isEqualTo(alone.figures().pauses().count());
        }
        // groups are the median of the per-run figures: two G1 runs -> the mean of their two p99s
        JsonNode g1 = json.get("groups").get(0);
        assertThat(g1.get("key").asText()).isEqualTo("G1");
        assertThat(g1.get("runs").asInt()).isEqualTo(2);
        double expected = (json.get("runs").get(0).get("pauseP99Ms").asDouble() + json.get("runs").get(1).get("pauseP99Ms").asDouble()) / 2;
        assertThat(g1.get("pauseP99Ms").asDouble()).isCloseTo(expected, org.assertj.core.data.Offset.offset(0.001));

        String pretty = Json.toPrettyString(Json.mapper().readTree(run.out().replace(VersionProvider.version(), "golden")))
                .replace(FIXTURES.toString(), "fixtures");
        Path golden = FIXTURES.resolve("fleet").resolve("three-pods.json");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, pretty, StandardCharsets.UTF_8);
            return;
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(pretty).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    @Test
    void anOutlierRunIsFlaggedByItsRobustZScore() {
        List<FleetRow> rows = new ArrayList<>();
        double[] p99 = {10, 11, 9, 10.5, 9.5, 10.2, 80};
        for (double v : p99) {
            rows.add(new FleetRow(List.of("pod.log"), 1, "17", "G1", java.util.OptionalDouble.of(60), 100,
                    java.util.OptionalDouble.of(v / 2), java.util.OptionalDouble.of(v), java.util.OptionalDouble.of(v),
                    java.util.OptionalDouble.empty(), java.util.OptionalDouble.empty(), java.util.OptionalDouble.empty(), 0, 0, 0));
        }
        Fleet fleet = Fleet.of(rows, null);
        for (int i = 0; i < rows.size(); i++) {
            assertThat(Fleet.outlier(fleet.zScores().get(i).get("pauseP99Ms"))).as("row %d", i).isEqualTo(i == 6);
            assertThat(fleet.zScores().get(i).get("overheadPercent")).isEmpty();
        }
    }

    @Test
    void csvAndHtmlHoldOneRowPerRunAndEscapeNames(@TempDir Path temp) throws IOException {
        Path dir = Files.createDirectory(temp.resolve("logs"));
        Path odd = dir.resolve("<b>pod&1.log");
        Files.copy(G1, odd);
        Files.copy(PARALLEL, dir.resolve("pod2.log"));
        Path page = temp.resolve("fleet.html"); // beside the logs' directory: inside it, it would be refused
        CommandRun run = CommandRun.of("fleet", dir.toString(), "--format", "csv", "--html", page.toString(),
                "--group-by", "pod(\\d)");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("file,run,jvm,collector");
        String html = Files.readString(page);
        assertThat(html).contains("&lt;b&gt;pod&amp;1.log").doesNotContain("<b>pod").doesNotContain("http")
                .contains("<script>");
        // --group-by's table, as the text and JSON have it (the page had the runs only); "<b>pod&1.log" has no digit right after "pod"
        assertThat(html).contains("<h2>Groups by pod(\\d)</h2>", "<table id=\"groups\" class=\"sortable\">",
                "<tr><td>(no match)</td><td>1</td>", "<tr><td>2</td><td>1</td>");
    }

    /**
     * garbagecat's numbered corpus files are unrelated JVMs: each is a row of its own, a log
     * without GC events is named as an error (exit 1) instead of vanishing from the table, and a
     * long collector name keeps the figures in their columns.
     */
    @Test
    void numberedUnrelatedLogsAreRowsOfTheirOwnAndALogWithoutEventsIsNamed() {
        Path corpus = FIXTURES.resolve("corpus/garbagecat");
        Path initOnly = corpus.resolve("src__test__resources__data__dataset237.txt");
        Path g1 = corpus.resolve("src__test__resources__data__dataset57.txt");
        Path zgc = corpus.resolve("src__test__resources__data__dataset272.txt");
        CommandRun run = CommandRun.of("fleet", initOnly.toString(), g1.toString(), zgc.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).contains(initOnly + ": no GC events in this hotspot-unified log");
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(2)).contains("dataset57.txt G1 ");
        assertThat(lines.get(3)).contains("dataset272.txt ZGC (generational) ");
        int elapsedEnds = lines.get(1).indexOf("elapsed") + "elapsed".length();
        assertThat(lines.subList(2, 4)).allSatisfy(row -> assertThat(row.charAt(elapsedEnds - 1)).isEqualTo('s'));
    }

    /**
     * {@code --html} naming one of the logs (here a file of the directory given) is refused before
     * anything is read, as tenure analyze and diff refuse it; it used to replace the GC log with
     * the page.
     */
    @Test
    void anHtmlPathThatNamesAnInputIsRefusedAndTheLogKept(@TempDir Path dir) throws IOException {
        Files.copy(G1, dir.resolve("a.log"));
        Files.copy(PARALLEL, dir.resolve("b.log"));
        byte[] log = Files.readAllBytes(dir.resolve("b.log"));

        CommandRun run = CommandRun.of("fleet", dir.toString(), "--html", dir.resolve("b.log").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--html " + dir.resolve("b.log") + " names the input " + dir);
        assertThat(run.out()).isEmpty();
        assertThat(Files.readAllBytes(dir.resolve("b.log"))).isEqualTo(log);
    }

    /**
     * A gzip cut short and a log without GC events among the fleet's files: the table keeps what
     * could be read, and each is named on stderr with exit 1 (the help's "a log could not be
     * read"); they used to be a shorter table, or a missing row, and exit 0 without a word.
     */
    @Test
    void aDamagedOrEventlessLogIsNamedAndExitsOne(@TempDir Path dir) throws IOException {
        Files.copy(G1, dir.resolve("a.log"));
        Files.copy(FIXTURES.resolve("corpus/garbagecat/src__test__resources__data__dataset237.txt"), dir.resolve("b.log"));
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(buffer)) {
            gzip.write(Files.readAllBytes(PARALLEL));
        }
        Files.write(dir.resolve("c.log.gz"), Arrays.copyOf(buffer.toByteArray(), buffer.size() / 2));

        CommandRun run = CommandRun.of("fleet", dir.toString(), "--format", "csv");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out().lines().skip(1)).hasSize(2);
        assertThat(run.err()).contains("tenure: error: " + dir.resolve("b.log") + ": no GC events in this hotspot-unified log")
                .contains("tenure: error: " + dir.resolve("c.log.gz") + ":").contains("truncated gzip stream");
    }

    @Test
    void aBadGroupByIsAUsageError() {
        CommandRun run = CommandRun.of("fleet", G1.toString(), "--group-by", "pod(");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--group-by 'pod('").doesNotContain("Exception");
    }

    @Test
    void aThousandFilesAreReadInABoundedHeap(@TempDir Path dir) throws IOException, InterruptedException {
        byte[] log = Files.readAllBytes(G1);
        for (int i = 0; i < 1000; i++) {
            Files.write(dir.resolve(String.format(java.util.Locale.ROOT, "pod-%04d.log", i)), log);
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path out = dir.resolve("fleet.csv");
        Process p = new ProcessBuilder(java.toString(), "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "fleet", dir.toString(), "--format", "csv", "--threads", "2")
                .redirectOutput(out.toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).as("finishes in 5 minutes").isTrue();
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("err.txt"))).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(1001);
        // identical pods: identical rows, so no outlier (MAD 0 gives no z-score)
        assertThat(lines.subList(1, 1001)).allSatisfy(l -> assertThat(l).endsWith(","));
    }
}
