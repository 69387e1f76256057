package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.cli.CommandRun;
import io.tenure.io.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure diff} of a G1 log against a ZGC log of the corpus: it said "Verdict: better" because
 * pause overhead fell from 0.67 % to 0.04 %, with no word that a concurrent collector pays in CPU
 * and cycles. Now it says the collectors differ, first, and gives no verdict on pauses alone.
 */
class DiffAcrossCollectorsTest {
    private static final Path CORPUS = Path.of(System.getProperty("tenure.fixtures"), "corpus", "garbagecat");
    private static final Path G1 = CORPUS.resolve("src__test__resources__data__dataset282.txt");
    private static final Path ZGC = CORPUS.resolve("src__test__resources__data__dataset243.txt");

    @Test
    void textSaysTheCollectorsDifferFirstAndJudgesNoOverhead() {
        CommandRun run = CommandRun.of("diff", G1.toString(), ZGC.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        String[] lines = run.out().split("\n");
        assertThat(lines[0]).startsWith("The collectors differ: BASE ran G1, NEW ran ZGC.");
        assertThat(lines[1]).isEqualTo("Verdict: not judged (the collectors differ)");
        assertThat(run.out()).doesNotContain("Verdict: better").doesNotContain("pauseP50Ms");
        assertThat(line(run.out(), "GC overhead")).endsWith("(not judged: collectors differ)");
        // pause latency is wall-clock time for the application whatever the collector: still judged
        assertThat(line(run.out(), "pause p99")).endsWith("better");
        assertThat(run.out()).contains("concurrent cycles");
    }

    @Test
    void jsonKeepsItsKeysAndHasNoVerdict() throws IOException {
        CommandRun run = CommandRun.of("diff", G1.toString(), ZGC.toString(), "--format", "json");

        JsonNode json = Json.mapper().readTree(run.out());
        assertThat(json.get("verdict").asText()).isEqualTo("not judged");
        assertThat(json.get("collectorsDiffer").asBoolean()).isTrue();
        JsonNode overhead = metric(json, "overheadPercent");
        assertThat(overhead.get("direction").isNull()).isTrue();
        assertThat(overhead.get("change").isNull()).isFalse();
        assertThat(metric(json, "pauseP50Ms").get("direction").asText()).isEqualTo("better");
    }

    @Test
    void htmlSaysSoToo(@TempDir Path dir) throws IOException {
        Path page = dir.resolve("diff.html");
        CommandRun run = CommandRun.of("diff", G1.toString(), ZGC.toString(), "--html", page.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertThat(html).contains("The collectors differ").contains("Verdict: not judged").contains("pause p50")
                .contains("not judged: the collectors differ").doesNotContain(">pauseP50Ms<");
    }

    /**
     * The concurrent cost side by side: a JDK 9 G1 log with gc,cpu lines and one concurrent cycle
     * ({@code GC(6) Concurrent Cycle 20.140ms}) against a JDK 17 ZGC log whose six cycles time their
     * phases ({@code GC(1) Concurrent Mark 3.643ms} … {@code Concurrent Relocate 2.640ms}) and log no CPU.
     */
    @Test
    void concurrentCyclesAndGcCpuAreComparedWhereTheLogsHaveThem() throws IOException {
        Path g1 = Path.of(System.getProperty("tenure.fixtures"), "corpus", "gcviewer",
                "src__test__resources__openjdk__unified-jvm-logging__sample-ujl-g1-gc-all_safepoint_os+cpu.txt");
        Path zgc = Path.of(System.getProperty("tenure.fixtures"), "gclogs", "hotspot", "unified",
                "jdk17-zgc-gcstar_safepoint-time_uptime_level_tags.log");
        JsonNode json = Json.mapper().readTree(CommandRun.of("diff", g1.toString(), zgc.toString(), "--format", "json").out());

        assertThat(metric(json, "concurrentMaxMs").get("base").get("value").asDouble()).isEqualTo(20.14);
        assertThat(metric(json, "concurrentTotalMs").get("new").get("value").isNull()).isFalse();
        assertThat(metric(json, "concurrentP50Ms").get("direction").isNull()).isTrue();
        // 13 gc,cpu lines: user 0.09 s and sys 0.14 s in all; ZGC logs no CPU time
        assertThat(metric(json, "gcCpuMs").get("base").get("value").asDouble()).isEqualTo(230.0);
        assertThat(metric(json, "gcCpuMs").get("new").get("value").isNull()).isTrue();
        assertThat(metric(json, "gcParallelism").get("unit").asText()).isEqualTo("threads");

        String text = CommandRun.of("diff", g1.toString(), zgc.toString()).out();
        assertThat(line(text, "concurrent cycle max")).contains("20.1 ms");
        assertThat(line(text, "GC CPU user+sys")).contains("230 ms").contains(" - ");
    }

    @Test
    void oneCollectorStillGetsAVerdict() {
        CommandRun run = CommandRun.of("diff", G1.toString(), G1.toString());

        assertThat(run.out()).startsWith("Verdict: no change").doesNotContain("collectors differ");
    }

    private static String line(String text, String label) {
        return text.lines().filter(l -> l.strip().startsWith(label + " ")).findFirst().orElseThrow().strip();
    }

    private static JsonNode metric(JsonNode json, String name) {
        for (JsonNode m : json.get("metrics")) {
            if (m.get("name").asText().equals(name)) {
                return m;
            }
        }
        throw new AssertionError(name);
    }
}
