package io.tenure.cli.model;

import io.tenure.cli.CommandRun;
import io.tenure.cli.ContractBundle;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure fit} and {@code tenure predict} on bundles built from the contract. The data are
 * noise-free lines (Serial: 2 + 8·s, ZGC: 3 + 2·s s/GB), so every figure is known: at s = 0.437
 * Serial takes 5.496 s/GB (2.748 × its time at s = 0), ZGC 3.874 (1.291 ×), the gap is 1.419,
 * and the curves cross at s = 1/6.
 */
class FitPredictCommandTest {
    private static final double[] LEVELS = {0, 0.25, 0.5, 0.75};
    static final String SERIAL = "box/temurin-17/serial/heap256m/young-default";
    private static final String ZGC = "box/temurin-17/zgc/heap256m/young-default";
    private static final String EPSILON = "box/temurin-17/epsilon/heap256m/young-default";

    @TempDir
    Path temp;
    Path bundle;
    Path model;

    /** The bundle of the class comment, with a failed Epsilon cell, written to {@code dir}. */
    static Path serialZgcBundle(Path dir) throws IOException {
        ContractBundle contract = new ContractBundle()
                .platform("serial", true, LEVELS, 2, s -> 2 + 8 * s)
                .platform("zgc", false, LEVELS, 2, s -> 3 + 2 * s);
        contract.cell("Epsilon", 0.25, "failed", "OutOfMemoryError: Java heap space");
        return contract.write(dir);
    }

    @BeforeEach
    void writeBundle() throws IOException {
        bundle = serialZgcBundle(temp.resolve("bundle"));
        model = temp.resolve("model.json");
    }

    @Test
    void fitPrintsFitsRankingGapsAndCrossoversAndSavesTheModel() {
        CommandRun run = CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "50");
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("tenure fit: 2 platforms fitted from 1 bundle\n");
        assertThat(run.out()).contains(
                "  " + SERIAL + "\n"
                + "    model       linear: a + b*s with a=2.000, b=8.000\n"
                + "    quality     R²=1.000  residual SE=0.000  LOO error=0.000  (8 runs, 4 survival levels, s 0.000–0.750)\n",
                "  " + ZGC + "  (survival = target p)\n"
                + "    model       linear: a + b*s with a=3.000, b=2.000\n",
                "Not fitted:\n  " + EPSILON + ": no cell succeeded (1 cell: 1× failed: OutOfMemoryError: Java heap space)\n",
                "Ranking at s = 0.437 (95% intervals: 50 bootstrap replicates over runs, seed 42):\n",
                "  1    " + ZGC + "     3.874      [3.874, 3.874]         1.000 [1.000, 1.000]       1.291\n"
                + "  2    " + SERIAL + "  5.496      [5.496, 5.496]         1.419 [1.419, 1.419]       2.748\n",
                "Gaps at s = 0.437 (slower / faster):\n  " + SERIAL + " / " + ZGC + " = 1.419 [1.419, 1.419]\n",
                "Crossovers in [0, 1]:\n  " + SERIAL + " vs " + ZGC + ": s = 0.1667 [0.1667, 0.1667], faster below: "
                        + SERIAL + ", 100% of replicates cross\n",
                ZGC + ": no measured survival (no young collections); the workload's target survival p is used");
        assertThat(run.out()).endsWith("Model saved to " + model + "\n");
        assertThat(model).exists();
    }

    @Test
    void fitJsonIsReproducibleForTheSameSeed() throws IOException {
        String[] args = {"fit", bundle.toString(), "--out", model.toString(), "--format", "json", "--bootstrap", "30", "--seed", "9"};
        CommandRun first = CommandRun.of(args);
        CommandRun second = CommandRun.of(args);
        assertThat(first.exitCode()).isZero();
        assertThat(second.out()).isEqualTo(first.out());
        JsonNode root = ContractBundle.JSON.readTree(first.out());
        assertThat(root.get("survival").asDouble()).isEqualTo(0.437);
        assertThat(root.get("gaps").get(0).get("ratio").get("value").asDouble()).isCloseTo((2 + 8 * 0.437) / (3 + 2 * 0.437), within(1e-12));
        assertThat(root.get("crossovers").get(0).get("crossings").get(0).get("survival").get("value").asDouble()).isCloseTo(1.0 / 6, within(1e-9));
        assertThat(root.get("unfitted").get(0).get("platform").asText()).isEqualTo(EPSILON);
        JsonNode serialTime = root.get("fits").get(0); // sorted by key, then response: Serial's time first
        assertThat(serialTime.get("platform").asText()).isEqualTo(SERIAL);
        assertThat(serialTime.get("response").asText()).isEqualTo("time");
        assertThat(serialTime.get("model").asText()).isEqualTo("linear");
        assertThat(serialTime.get("parameters").get("b").asDouble()).isEqualTo(8.0);
        assertThat(serialTime.get("quality").get("cvMeanAbsError").asDouble()).isEqualTo(0.0);
        JsonNode serialBand = root.get("bands").get(0);
        assertThat(serialBand.get("platform").asText()).isEqualTo(SERIAL);
        JsonNode band = serialBand.get("points");
        assertThat(band).hasSize(21);
        assertThat(band.get(10).get("survival").asDouble()).isEqualTo(0.5);
        assertThat(band.get(10).get("value").get("value").asDouble()).isEqualTo(6.0);
        assertThat(band.get(10).get("value").get("ci95Low").asDouble()).isEqualTo(6.0);
    }

    @Test
    void predictGivesRankingRelativeTimesGapsAndCrossoversAsJson() throws IOException {
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.5", "--format", "json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.get("survival").asDouble()).isEqualTo(0.5);
        assertThat(root.get("survivalSource").asText()).isEqualTo("given");
        JsonNode first = root.get("predictions").get(0);
        JsonNode second = root.get("predictions").get(1);
        assertThat(first.get("platform").asText()).isEqualTo(ZGC);
        JsonNode zgc = root.get("platforms").get(1);
        assertThat(zgc.get("key").asText()).isEqualTo(ZGC);
        assertThat(zgc.get("collector").asText()).isEqualTo("ZGC");
        assertThat(zgc.get("jvm").asText()).isEqualTo("Eclipse Adoptium 17.0.15 server");
        assertThat(first.get("relativeTime").get("value").asDouble()).isEqualTo(1.0);
        assertThat(second.get("relativeTime").get("value").asDouble()).isCloseTo(6.0 / 4.0, within(1e-12));
        assertThat(second.get("relativeTime").get("ci95Low").asDouble()).isCloseTo(1.5, within(1e-12));
        assertThat(second.get("relativeTime").get("ci95High").asDouble()).isCloseTo(1.5, within(1e-12));
        assertThat(root.get("gaps")).hasSize(1);
        assertThat(root.get("crossovers").get(0).get("crossings")).hasSize(1);
        assertThat(root.get("warnings")).isEmpty();
    }

    @Test
    void predictWarnsOutsideTheMeasuredRange() {
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.9");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEqualTo(
                "tenure: warning: s=0.900 is outside the survival range " + SERIAL
                        + " was measured at (0.000–0.750); its value is extrapolated\n"
                + "tenure: warning: s=0.900 is outside the survival range " + ZGC
                        + " was measured at (0.000–0.750); its value is extrapolated\n");
        assertThat(run.out()).startsWith("Survival s = 0.900 (given)\n");
        assertThat(run.out()).contains("1.917 [1.917, 1.917]       4.600  (extrapolated)\n"); // 9.2 / 4.8, 9.2 / 2
    }

    /** --survival with an option of --log's ran and exited 0, the option ignored (a --jfr that did not exist). */
    @Test
    void predictAtASurvivalRefusesTheOptionsOfALog() {
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();

        CommandRun jfr = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.3", "--jfr", "no-such.jfr");
        CommandRun two = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.3", "--observed", SERIAL,
                "--validation-error", "no-such.json");

        assertThat(jfr.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(jfr.err()).isEqualTo("tenure: error: --jfr applies to --log, not to --survival: give the program's GC"
                + " log with --log, or leave it out\n");
        assertThat(jfr.out()).isEmpty();
        assertThat(two.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(two.err()).startsWith("tenure: error: --observed, --validation-error apply to --log, not to --survival");
    }

    /**
     * Platforms the runs cannot tell apart share a rank, as in the report of the same bundles: fit
     * numbered them 1, 2, 3, 4 while the report ranked them 1, 1, 1, 4 (the last one's interval to
     * the one above holds 1, but not that to Serial on openjdk-17, so ties do not chain to it).
     */
    @Test
    void fitSharesTheRankOfPlatformsTheRunsCannotTellApart() {
        Path bundles = Path.of(System.getProperty("tenure.fixtures"), "reports", "bundles");

        CommandRun run = CommandRun.of("fit", bundles.resolve("openjdk-17").toString(),
                bundles.resolve("temurin-25").toString(), "--out", model.toString(), "--bootstrap", "200");

        assertThat(run.exitCode()).as(run.err()).isZero();
        String ranking = run.out().substring(run.out().indexOf("Ranking at s"), run.out().indexOf("Gaps at s"));
        List<String> rows = ranking.lines().skip(2).filter(l -> !l.isBlank()).toList();
        assertThat(rows).extracting(row -> row.substring(0, 7)).containsExactly("  1    ", "  1    ", "  1    ", "  4    ");
        assertThat(rows.subList(1, 3)).allSatisfy(row -> assertThat(row).endsWith("(tie with the one above)"));
        assertThat(rows.get(3)).startsWith("  4    vm/temurin-25/parallel/")
                .endsWith("(not told apart from the one above, but from vm/openjdk-17/serial/heap96m/young12m)");
    }

    @Test
    void aMissingBundleIsAUsageError() {
        CommandRun run = CommandRun.of("fit", temp.resolve("nope").toString(), "--out", model.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tenure: error: no such file: " + temp.resolve("nope") + "\n");
    }

    @Test
    void aDirectoryThatIsNotABundleIsAnInputProblem() throws IOException {
        Path empty = Files.createDirectories(temp.resolve("empty"));
        CommandRun run = CommandRun.of("fit", empty.toString(), "--out", model.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tenure: error: " + empty + ": not a result bundle: results.json is missing\n");
        assertThat(model).doesNotExist();
    }

    @Test
    void aBundleWhoseCellsAllFailedIsReportedAndNothingIsSaved() throws IOException {
        ContractBundle failing = new ContractBundle();
        failing.cell("G1", 0.1, "timeout", "no result in 600 s");
        failing.cell("G1", 0.3, "failed", "exit code 1");
        Path dir = failing.write(temp.resolve("failing"));
        CommandRun run = CommandRun.of("fit", dir.toString(), "--out", model.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tenure: error: no platform could be fitted:\n"
                + "  box/temurin-17/g1/heap256m/young-default: no cell succeeded (2 cells: 1× timeout: no result in 600 s;"
                + " 1× failed: exit code 1)\n");
        assertThat(model).doesNotExist();
    }

    /**
     * Each unfitted platform's reason once, and a failed cell's by its first line: a bundle of one
     * survival level printed the same line once per response (six times), and timed-out cells were
     * never counted together because their reasons end in each one's own command.
     */
    @Test
    void whyNothingWasFittedIsSaidOncePerPlatformAndCause() throws IOException {
        Path one = new ContractBundle().platform("serial", true, new double[] {0.3}, 1, s -> 2 + 8 * s)
                .write(temp.resolve("one-level"));
        CommandRun run = CommandRun.of("fit", one.toString(), "--out", model.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("tenure: error: no platform could be fitted:\n  ")
                .containsOnlyOnce("a curve needs at least 2 distinct survival values");

        ContractBundle timeouts = new ContractBundle();
        timeouts.cell("G1", 0.1, "timeout", "timed out after 2 s and was killed\ncommand: java -XX:+UseG1GC ... survival=0.1");
        timeouts.cell("G1", 0.3, "timeout", "timed out after 2 s and was killed\ncommand: java -XX:+UseG1GC ... survival=0.3");
        run = CommandRun.of("fit", timeouts.write(temp.resolve("timeouts")).toString(), "--out", model.toString());
        assertThat(run.err()).isEqualTo("tenure: error: no platform could be fitted:\n"
                + "  box/temurin-17/g1/heap256m/young-default: no cell succeeded (2 cells: 2× timeout: timed out after 2 s"
                + " and was killed)\n");
        assertThat(model).doesNotExist();
    }

    @Test
    void anEmptyBundleSaysSo() throws IOException {
        Path dir = new ContractBundle().write(temp.resolve("none"));
        CommandRun run = CommandRun.of("fit", dir.toString(), "--out", model.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tenure: error: nothing to fit: the bundle has no cells\n");
    }

    @Test
    void badOptionValuesAreUsageErrors() throws IOException {
        assertThat(CommandRun.of("fit", bundle.toString(), "--at", "1.5").err())
                .isEqualTo("tenure: error: --at must be a survival rate in [0, 1], got 1.5\n");
        assertThat(CommandRun.of("fit", bundle.toString(), "--at", "1.5").exitCode()).isEqualTo(2);
        assertThat(CommandRun.of("predict", "--survival", "0.4").exitCode()).isEqualTo(2);
        Files.writeString(model, "{\"schema\": \"tenure-bench/1\"}");
        CommandRun wrong = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.4");
        assertThat(wrong.exitCode()).isEqualTo(1);
        assertThat(wrong.err()).isEqualTo("tenure: error: " + model + ": schema: not a tenure model file of a version"
                + " this tenure reads (found 'tenure-bench/1', expected 'tenure-model/3')\n");
    }

    @Test
    void predictRelativeToAGivenReferenceAndRejectsUnknownKeys() throws IOException {
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.25",
                "--reference", SERIAL, "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode predictions = ContractBundle.JSON.readTree(run.out()).get("predictions");
        // fastest first: ZGC 3.5 s/GB, Serial 4.0; both divided by Serial
        assertThat(predictions.get(0).get("platform").asText()).isEqualTo(ZGC);
        assertThat(predictions.get(0).get("relativeTime").get("value").asDouble()).isCloseTo(3.5 / 4.0, within(1e-12));
        assertThat(predictions.get(0).get("relativeToZeroSurvival").get("value").asDouble()).isCloseTo(3.5 / 3.0, within(1e-12));
        assertThat(predictions.get(1).get("platform").asText()).isEqualTo(SERIAL);
        assertThat(predictions.get(1).get("relativeTime").get("value").asDouble()).isEqualTo(1.0);

        CommandRun unknown = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.25", "--reference", "x");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("tenure: error: no platform 'x' in " + model + "; its platforms are: "
                + SERIAL + ", " + ZGC + "\n");
    }

    @Test
    void predictFromAMissingLogIsAUsageError() {
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", temp.resolve("gc.log").toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tenure: error: no such file: " + temp.resolve("gc.log") + "\n");
    }

    @Test
    void predictCanRankAnotherResponse() throws IOException {
        assertThat(CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.5",
                "--response", "cpu-time", "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.get("response").asText()).isEqualTo("cpu-time");
        assertThat(root.get("predictions").get(0).get("fitted").get("value").asDouble()).isCloseTo(1.5 * 4, within(1e-9)); // ZGC
        assertThat(root.get("predictions").get(1).get("fitted").get("value").asDouble()).isCloseTo(1.5 * 6, within(1e-9)); // Serial

        CommandRun unknown = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.5", "--response", "speed");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("tenure: error: --response must be one of time, cpu-time, gc-overhead,"
                + " pause-mean, pause-p99, interval-mean; got 'speed'\n");
    }
}
