package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure predict --log} on a real JDK 17 Serial log (fixture {@code model/}): the survival,
 * overhead and allocation rate it uses are the analyzer's. Skips, saying why, in a build whose
 * GC-log analyzer is still the stub.
 */
class PredictFromLogTest {
    @TempDir
    Path temp;

    @Test
    void predictUsesTheLogsSurvivalAndOverhead() throws IOException {
        Path log = Path.of(System.getProperty("tenure.fixtures"), "model", "jdk17-serial-churn-gc.log");
        GcSummary summary = GcLogAnalyzer.analyze(List.of(log));
        Path bundle = new ContractBundle()
                .platform("serial", true, new double[] {0, 0.25, 0.5, 0.75}, 2, s -> 2 + 8 * s)
                .platform("parallel", true, new double[] {0, 0.25, 0.5, 0.75}, 2, s -> 2.5 + 4 * s)
                .write(temp.resolve("bundle"));
        Path model = temp.resolve("model.json");
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();

        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", log.toString(),
                "--platform", "box/temurin-17/serial/heap256m/young-default", "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.get("survivalSource").asText()).isEqualTo("log");
        double s = Math.min(1, Math.max(0, summary.survival().median().orElseThrow()));
        assertThat(root.get("survival").asDouble()).isEqualTo(s);
        JsonNode program = root.get("program");
        assertThat(program.get("gcOverheadPercent").asDouble())
                .isCloseTo(summary.overheadPercent().orElseThrow(), within(1e-9));
        assertThat(program.get("mode").asText()).isEqualTo("calibrated");
        assertThat(program.get("baseline").asText()).isEqualTo("box/temurin-17/serial/heap256m/young-default");
    }
}
