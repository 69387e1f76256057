package io.tenure.cli.model;

import io.tenure.cli.CommandRun;
import io.tenure.cli.ContractBundle;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure predict --log} answers for the program: on a real JDK 17 Serial log (fixture
 * {@code model/}) against a model of Serial and ZGC on a JDK 17, the observed platform is found
 * from the log (no key typed), the factors are the analyzer's, every ratio is relative to it, and
 * the "no difference" baseline and the panel error (or "not validated") stand beside them.
 */
class PredictFromLogTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures"));
    private static final Path LOG = FIXTURES.resolve("model/jdk17-serial-churn-gc.log");

    @TempDir
    Path temp;
    Path model;

    @BeforeEach
    void fit() throws IOException {
        Path bundle = new ContractBundle()
                .platform("serial", true, new double[] {0, 0.25, 0.5, 0.75}, 2, s -> 2 + 8 * s)
                .platform("parallel", true, new double[] {0, 0.25, 0.5, 0.75}, 2, s -> 2.5 + 4 * s)
                .write(temp.resolve("bundle"));
        model = temp.resolve("model.json");
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();
    }

    @Test
    void theObservedPlatformIsFoundFromTheLogAndTheFactorsAreTheAnalyzers() throws IOException {
        GcSummary summary = GcLogAnalyzer.analyze(List.of(LOG));
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.get("schema").asText()).isEqualTo("tenure-predict/2");
        assertThat(root.get("predictor").asText()).isEqualTo("survival-transfer/1");
        assertThat(root.at("/observed/platform").asText()).isEqualTo(FitPredictCommandTest.SERIAL);
        assertThat(root.at("/observed/source").asText()).isEqualTo("log");
        JsonNode factors = root.at("/program/factors");
        assertThat(factors.get("survival").asDouble())
                .isEqualTo(Math.min(1, Math.max(0, summary.survival().median().orElseThrow())));
        assertThat(factors.get("gcWallFraction").asDouble())
                .isCloseTo(summary.overheadPercent().orElseThrow() / 100, within(1e-12));
        assertThat(root.get("predictions")).hasSize(1);
        JsonNode parallel = root.get("predictions").get(0);
        assertThat(parallel.get("platform").asText()).isEqualTo("box/temurin-17/parallel/heap256m/young-default");
        assertThat(parallel.get("sameJvm").asBoolean()).isTrue();
        assertThat(parallel.get("sentence").asText()).startsWith("under Parallel this program would take ")
                .endsWith(" of its time under Serial");
        assertThat(root.at("/noDifference/wallRatio").asDouble()).isEqualTo(1.0);
        // the built-in panel figures (docs/VALIDATION.md's, built from docs/validation-error.json) are this predictor's or none
        assertThat(root.get("validated").asBoolean()).isEqualTo(!root.get("validation").isNull());
        if (root.get("validated").asBoolean()) {
            assertThat(root.at("/validation/predictor").asText()).isEqualTo("survival-transfer/1");
        }
    }

    @Test
    void theTextLeadsWithTheProgramAndItsPanelError() {
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--validation-error", Path.of("src/test/resources/validation-error/tenure-validation-error-1.json").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        // -Xlog:gc names no JVM version: any JVM's Serial platform may match, the nearest heap wins
        assertThat(lines.get(0)).isEqualTo("Program: " + LOG + " (Serial, heap 63 MB)");
        assertThat(lines.get(2)).isEqualTo("Observed platform: " + FitPredictCommandTest.SERIAL
                + " (found from the log: collector Serial, JVM not in the log, heap 256 MB (log: 63 MB))");
        assertThat(lines.get(3)).endsWith("error on the validation panel: 12.5 % mean absolute error over 5 programs"
                + " (40 pairs), against 11.0 % for \"no difference\" (a test fixture of the file's format, not a measurement)");
        assertThat(lines.get(5)).startsWith("  under Parallel this program would take ");
        assertThat(lines.get(6)).isEqualTo("  \"no difference\" answer: 1.00× under every platform"
                + " (11.0 % mean absolute error on the panel)");
        assertThat(run.out()).doesNotContain("Benchmark");
    }

    /** One file for every predictor validated: the one the model uses is the one printed. */
    @Test
    void aFileWithOneEntryPerPredictorGivesThisPredictorsFigures(@TempDir Path dir) throws IOException {
        Path both = dir.resolve("validation-error.json");
        Files.writeString(both, """
                [{"schema": "tenure-validation-error/1", "predictor": "multi-factor/2", "programs": 5, "pairs": 50,
                  "meanAbsErrorPercent": 6.0, "noDifferenceMeanAbsErrorPercent": 9.0, "fastestNamedCorrectly": 3,
                  "source": "a test fixture"},
                 {"schema": "tenure-validation-error/1", "predictor": "survival-transfer/1", "programs": 5, "pairs": 30,
                  "meanAbsErrorPercent": 7.5, "noDifferenceMeanAbsErrorPercent": 8.2, "fastestNamedCorrectly": 2,
                  "source": "a test fixture"}]
                """);
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--validation-error", both.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.at("/validation/predictor").asText()).isEqualTo("survival-transfer/1");
        assertThat(root.at("/validation/meanAbsErrorPercent").asDouble()).isEqualTo(7.5);

        Files.writeString(both, "[{\"schema\": \"tenure-validation-error/1\"}]");
        CommandRun broken = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--validation-error", both.toString());
        assertThat(broken.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(broken.err()).contains("not a tenure-validation-error/1 file");
    }

    @Test
    void theObservedKeyStaysAnOverride() throws IOException {
        String parallel = "box/temurin-17/parallel/heap256m/young-default";
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--observed", parallel, "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.at("/observed/platform").asText()).isEqualTo(parallel);
        assertThat(root.at("/observed/source").asText()).isEqualTo("option");

        CommandRun unknown = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--observed", "no/such/key");
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).startsWith("tenure: error: no platform 'no/such/key' in ");
    }

    @Test
    void aLogOfAPlatformTheModelLacksIsAnInputProblemThatSaysWhatToDo() {
        Path g1 = FIXTURES.resolve("corpus/gcviewer/src__test__resources__openjdk__unified-jvm-logging__"
                + "sample-ujl-g1-gc-all_safepoint_os+cpu.txt");
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", g1.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).contains("is not in the model").contains("give --observed KEY");
        // no G1 platform at all: --observed alone would name another collector
        assertThat(run.err()).contains("; the model has no G1 platform: make a model with one, e.g. ./tenure demo --gc"
                + " g1,shenandoah and its DIR/tenure-model.json, or give --observed KEY to name the platform it ran on");
    }

    /**
     * A log of Shenandoah without generations (a demo's own run, or a server's) has no young
     * collections: the error said only that, with no way forward, where the other answers name one.
     */
    @Test
    void aLogOfACollectorWithoutGenerationsSaysWhyItHasNoSurvivalAndWhatToDo() throws IOException {
        Path bundle = new ContractBundle()
                .platform("g1", true, new double[] {0, 0.25, 0.5, 0.75}, 2, s -> 2 + 4 * s)
                .platform("shenandoah", false, new double[] {0, 0.25, 0.5, 0.75}, 2, s -> 3 + 5 * s)
                .write(temp.resolve("concurrent"));
        Path concurrent = temp.resolve("concurrent.json");
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", concurrent.toString(), "--bootstrap", "20").exitCode())
                .isZero();
        Path shenandoah = FIXTURES.resolve("gclogs/hotspot/unified/jdk17-shenandoah-gc-uptime.log");
        CommandRun run = CommandRun.of("predict", "--model", concurrent.toString(), "--log", shenandoah.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).isEqualTo("tenure: error: the log gives no survival rate (no consecutive young-only"
                + " collections; Shenandoah without generations makes none): use a log of the program under a generational"
                + " collector (G1, Parallel), or --survival S to rank the model's platforms at S" + System.lineSeparator());
    }

    /**
     * A log cut short (a gzip stream cut in half) still gets its answer from what was read, and the
     * damage is said on stderr with exit 1, as profile and analyze say it; it used to be exit 0
     * without a word.
     */
    @Test
    void aDamagedLogIsAnsweredUpToTheDamageAndExitsOne() throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(buffer)) {
            gzip.write(Files.readAllBytes(LOG));
        }
        Path cut = temp.resolve("gc.log.gz");
        Files.write(cut, Arrays.copyOf(buffer.toByteArray(), buffer.size() / 2));

        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", cut.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out()).startsWith("Program: " + cut).contains("of its time under Serial");
        assertThat(run.err()).contains("tenure: error: damaged input: " + cut + ":").contains("truncated gzip stream");
    }
}
