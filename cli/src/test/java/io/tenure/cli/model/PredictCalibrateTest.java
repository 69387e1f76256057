package io.tenure.cli.model;

import io.tenure.cli.CommandRun;
import io.tenure.cli.ContractBundle;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure predict --log --calibrate}: a real program's log (javac on JDK 17 under G1) and its
 * real compare bundle under G1 and Parallel calibrate the store rate of a model v2 fitted on a real
 * design bundle (fixtures {@code model/}); the answer names the rate and the ratios it came from,
 * and every misuse is refused with what to do.
 */
class PredictCalibrateTest {
    private static final Path MODEL_FIXTURES = Path.of(System.getProperty("tenure.fixtures")).resolve("model");
    private static final Path DESIGN = MODEL_FIXTURES.resolve("design-jdk17-parallel-g1-lhs8");
    private static final Path COMPARE = MODEL_FIXTURES.resolve("compare-javac-g1-parallel");
    private static final Path LOG = COMPARE.resolve("javac-openjdk-17-g1-384m-r0.measured.log");

    @TempDir
    Path temp;
    Path model;

    @BeforeEach
    void fit() {
        model = temp.resolve("model.json");
        CommandRun run = CommandRun.of("fit", DESIGN.toString(), "--out", model.toString(), "--bootstrap", "50");
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void theMeasuredRatioCalibratesTheStoreRateAndTheAnswerSaysFromWhat() throws IOException {
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--calibrate", COMPARE.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.at("/observed/platform").asText()).isEqualTo("vm/openjdk-17/g1/heap128m/young16m");
        JsonNode calibration = root.get("calibration");
        assertThat(calibration.get("source").asText()).isEqualTo(COMPARE.toString());
        JsonNode measured = calibration.get("measured").get(0);
        assertThat(measured.get("platform").asText()).isEqualTo("vm/openjdk-17/parallel/heap128m/young16m");
        assertThat(measured.get("config").asText()).isEqualTo("openjdk-17-parallel-384m");
        assertThat(measured.get("observedConfig").asText()).isEqualTo("openjdk-17-g1-384m");
        assertThat(measured.get("wallRatio").asDouble()).isCloseTo(0.9255, within(1e-4));
        assertThat(measured.get("pairedRuns").asInt()).isEqualTo(10);
        double rate = calibration.get("refStoresPerKB").asDouble();
        assertThat(rate).isBetween(0.0, 64.0);
        JsonNode parallel = root.get("predictions").get(0);
        assertThat(parallel.get("notes").toString()).contains("reference-store rate calibrated on the program's measured",
                "measured: 0.926");

        CommandRun text = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--calibrate", COMPARE.toString());
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("Calibrated on " + COMPARE + ": ",
                " reference stores per KB, from the measured openjdk-17-parallel-384m/openjdk-17-g1-384m = 0.926 (10 paired runs)")
                .doesNotContain("refStoresPerKB: unknown");
    }

    @Test
    void misusesAreRefusedWithWhatToDo() throws IOException {
        CommandRun survival = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.3",
                "--calibrate", COMPARE.toString());
        assertThat(survival.exitCode()).isEqualTo(2);
        assertThat(survival.err()).contains("--calibrate applies to --log");

        Path empty = Files.createDirectories(temp.resolve("not-a-bundle"));
        CommandRun none = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--calibrate", empty.toString());
        assertThat(none.exitCode()).isEqualTo(1);
        assertThat(none.err()).contains("no results.json (--calibrate takes a bundle written by tenure compare)")
                .doesNotContain("Exception");

        // a path that is not there is a usage error (exit 2), as a missing --log is; it was exit 1
        CommandRun missing = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--calibrate", temp.resolve("no-such-bundle").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("tenure: error: --calibrate: no such directory: " + temp.resolve("no-such-bundle")
                + " (it takes a bundle directory written by tenure compare)\n");

        // a Parallel log: the bundle's pair is of G1 and Parallel, so Parallel is observed and G1 calibrates
        // (the other way round); but a model v1 has no store rate to calibrate at all
        Path v1 = MODEL_FIXTURES.resolve("v1-validation-2026-11-22-jdk17-model.json");
        CommandRun old = CommandRun.of("predict", "--model", v1.toString(), "--log", LOG.toString(),
                "--calibrate", COMPARE.toString());
        assertThat(old.exitCode()).isEqualTo(1);
        assertThat(old.err()).contains("--calibrate needs a model v2");
    }
}
