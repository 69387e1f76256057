package io.tenure.cli.analyze;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.VersionProvider;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.io.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure diff} on real corpus logs: text, JSON ({@code tenure-diff/1}, golden in
 * {@code fixtures/diff/}, regenerated with {@code -Dgolden.update=true}), verdicts, sides of several
 * runs, a side that mixes collectors, and {@code --fail-on}.
 */
class DiffCommandTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures"));
    private static final Path UNIFIED = FIXTURES.resolve("gclogs/hotspot/unified");
    private static final Path G1_SLOW = UNIFIED.resolve("corpus-gcviewer-jdk17-g1-gcstar_safepoint_os+cpu-time_uptimemillis_level_tags.log");
    private static final Path G1_FAST = UNIFIED.resolve("corpus-gcviewer-g1-gcstar_safepoint_os+cpu-uptime_level_tags.log");
    private static final Path PARALLEL = UNIFIED.resolve("corpus-gcviewer-parallel-gcstar_safepoint_os+cpu-uptime_level_tags.log");

    @Test
    void jsonIsAsGoldenAndTheVerdictFollowsTheFigures() throws IOException {
        CommandRun run = CommandRun.of("diff", G1_SLOW.toString(), G1_FAST.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = Json.mapper().readTree(run.out());
        assertThat(json.get("schema").asText()).isEqualTo("tenure-diff/1");
        // the verdict is what the judged directions say, whatever they are
        long better = 0;
        long worse = 0;
        for (JsonNode m : json.get("metrics")) {
            better += m.get("direction").asText("").equals("better") ? 1 : 0;
            worse += m.get("direction").asText("").equals("worse") ? 1 : 0;
            if (!m.get("base").get("value").isNull() && !m.get("new").get("value").isNull()) {
                assertThat(m.get("change").decimalValue()).isEqualByComparingTo(
                        m.get("new").get("value").decimalValue().subtract(m.get("base").get("value").decimalValue()));
            }
        }
        better += json.get("findings").get("disappeared").size();
        worse += json.get("findings").get("appeared").size();
        String expected = better == 0 && worse == 0 ? "no change" : worse == 0 ? "better" : better == 0 ? "worse" : "mixed";
        assertThat(json.get("verdict").asText()).isEqualTo(expected);

        String pretty = Json.toPrettyString(Json.mapper().readTree(run.out().replace(VersionProvider.version(), "golden")))
                .replace(FIXTURES.toString(), "fixtures");
        Path golden = FIXTURES.resolve("diff").resolve("g1-jdk17-vs-g1.json");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, pretty, StandardCharsets.UTF_8);
            return;
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(pretty).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    @Test
    void aLogAgainstItselfIsNoChange() {
        CommandRun run = CommandRun.of("diff", G1_FAST.toString(), G1_FAST.toString(), "--fail-on", "worse",
                "--fail-on", "p99>+1%");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("Verdict: no change\n").contains("pauseP99Ms").contains("Appeared      no finding");
    }

    @Test
    void swappingTheSidesSwapsBetterAndWorse() throws IOException {
        JsonNode forward = Json.mapper().readTree(CommandRun.of("diff", G1_SLOW.toString(), G1_FAST.toString(), "--format", "json").out());
        JsonNode backward = Json.mapper().readTree(CommandRun.of("diff", G1_FAST.toString(), G1_SLOW.toString(), "--format", "json").out());
        for (int i = 0; i < forward.get("metrics").size(); i++) {
            String f = forward.get("metrics").get(i).get("direction").asText("");
            String b = backward.get("metrics").get(i).get("direction").asText("");
            assertThat(b).isEqualTo(f.equals("better") ? "worse" : f.equals("worse") ? "better" : f);
        }
        assertThat(backward.get("findings").get("appeared")).isEqualTo(forward.get("findings").get("disappeared"));
    }

    @Test
    void aRegressionGateTripsWithExitThreeAndSaysWhy() throws IOException {
        JsonNode json = Json.mapper().readTree(CommandRun.of("diff", G1_FAST.toString(), G1_SLOW.toString(), "--format", "json").out());
        JsonNode p99 = null;
        for (JsonNode m : json.get("metrics")) {
            if (m.get("name").asText().equals("pauseP99Ms")) {
                p99 = m;
            }
        }
        assertThat(p99).isNotNull();
        double percent = p99.get("changePercent").asDouble();
        assertThat(percent).as("the fixtures differ in p99").isNotZero();
        String below = String.format(java.util.Locale.ROOT, "p99>+%.1f%%", Math.abs(percent) - 0.5);
        String above = String.format(java.util.Locale.ROOT, "p99>+%.1f%%", Math.abs(percent) + 0.5);
        CommandRun trips = CommandRun.of("diff", percent > 0 ? G1_FAST.toString() : G1_SLOW.toString(),
                percent > 0 ? G1_SLOW.toString() : G1_FAST.toString(), "--fail-on", below);
        assertThat(trips.exitCode()).isEqualTo(ExitCodes.GATE);
        assertThat(trips.err()).contains("gate tripped: --fail-on " + below).contains("pauseP99Ms");
        CommandRun passes = CommandRun.of("diff", percent > 0 ? G1_FAST.toString() : G1_SLOW.toString(),
                percent > 0 ? G1_SLOW.toString() : G1_FAST.toString(), "--fail-on", above);
        assertThat(passes.exitCode()).as(passes.err()).isZero();
    }

    @Test
    void aBadGateIsAUsageError() {
        CommandRun run = CommandRun.of("diff", G1_FAST.toString(), G1_SLOW.toString(), "--fail-on", "p99>+10parsecs");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--fail-on 'p99>+10parsecs'").doesNotContain("Exception");
    }

    @Test
    void aSideOfSeveralRunsIsTheirMedianWithARange(@TempDir Path dir) throws IOException {
        Path base = Files.createDirectories(dir.resolve("base"));
        Files.copy(G1_FAST, base.resolve("a.log"));
        Files.copy(G1_SLOW, base.resolve("b.log"));
        Files.copy(UNIFIED.resolve("corpus-gctoolkit-g1-time_level_tags.log"), base.resolve("c.log"));
        CommandRun run = CommandRun.of("diff", base.toString(), G1_FAST.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = Json.mapper().readTree(run.out());
        assertThat(json.get("base").get("runs").asInt()).isEqualTo(3);
        JsonNode max = json.get("metrics").get(2);
        assertThat(max.get("name").asText()).isEqualTo("pauseMaxMs");
        JsonNode range = max.get("base").get("range");
        assertThat(range.isNull()).isFalse();
        double median = max.get("base").get("value").asDouble();
        assertThat(median).isBetween(range.get("min").asDouble(), range.get("max").asDouble());
        assertThat(max.get("new").get("range").isNull()).isTrue();
    }

    @Test
    void aSideThatMixesCollectorsIsRefusedWithAClearMessage(@TempDir Path dir) throws IOException {
        Files.copy(G1_FAST, dir.resolve("g1.log"));
        Files.copy(PARALLEL, dir.resolve("parallel.log"));
        CommandRun run = CommandRun.of("diff", dir.toString(), G1_FAST.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("BASE").contains("several collectors").contains("G1").doesNotContain("Exception");
    }

    /**
     * A side's directory holding a file that is not a GC log and a gzip cut short: the comparison of
     * what could be read is printed, but neither input is dropped in silence (each named on stderr,
     * with the side) and the exit code is 1, which outranks a tripped gate, as in tenure analyze.
     */
    @Test
    void anInputASideCouldNotReadIsNamedAndExitsOne(@TempDir Path dir) throws IOException {
        Path side = Files.createDirectories(dir.resolve("new"));
        Files.copy(G1_FAST, side.resolve("a.log"));
        Files.writeString(side.resolve("notes.txt"), "deployed at 10:00, nothing else\n", StandardCharsets.UTF_8);
        byte[] gzip = gzip(Files.readAllBytes(G1_SLOW));
        Files.write(side.resolve("b.log.gz"), Arrays.copyOf(gzip, gzip.length / 2));

        CommandRun run = CommandRun.of("diff", G1_FAST.toString(), side.toString(), "--fail-on", "worse");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out()).startsWith("Verdict: ");
        assertThat(run.err()).contains("tenure: note: NEW: skipped 1 files that are not GC logs: " + side.resolve("notes.txt"))
                .contains("tenure: error: NEW: " + side.resolve("b.log.gz") + ":")
                .contains("truncated gzip stream")
                .doesNotContain("Exception");
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        var buffer = new ByteArrayOutputStream();
        try (var out = new GZIPOutputStream(buffer)) {
            out.write(bytes);
        }
        return buffer.toByteArray();
    }
}
