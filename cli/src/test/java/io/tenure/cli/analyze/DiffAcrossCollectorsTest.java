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
