package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.bundle.BundleLock;
import io.tenure.bundle.BundleWriter;
import io.tenure.cli.common.ExitCodes;
import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the commands refuse about bundles, with the message and exit code a user sees. */
class BundleGuardsTest {
    private static final double[] LEVELS = {0, 0.25, 0.5, 0.75};
    private static final List<String> TINY_BENCH = List.of("bench", "--gc", "serial", "--survival", "0.1", "--repeat", "1",
            "--heap", "64m", "--young", "16m", "--lifetime", "8m", "--work", "32m", "--warmup", "8m", "--no-jfr");

    @TempDir
    Path temp;

    private static ContractBundle twoPlatforms() {
        return new ContractBundle().platform("serial", true, LEVELS, 2, s -> 2 + 8 * s)
                .platform("zgc", false, LEVELS, 2, s -> 3 + 2 * s);
    }

    /**
     * An --out that holds the other command's bundle is refused (exit 2) like one of its own; it was
     * read first and failed as an unreadable version (exit 1, "this tenure reads ..."), then refused
     * with "pass --resume to continue it", which sent the user to a resume that could not read it.
     * The demo said its fix twice.
     */
    @Test
    void anOutHoldingTheOtherCommandsBundleIsRefusedAsExisting() throws IOException {
        Path compareBundle = Files.createDirectories(temp.resolve("compare-bundle"));
        Files.writeString(compareBundle.resolve("results.json"), "{\"schema\": \"tenure-compare/1\"}");
        List<String> bench = new ArrayList<>(TINY_BENCH);
        bench.addAll(List.of("--probe-cache", Path.of("target", "tenure-probes.json").toString(),
                "--out", compareBundle.toString()));
        CommandRun run = CommandRun.of(bench.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tenure: error: " + compareBundle.resolve("results.json") + " holds a tenure compare"
                + " bundle, which bench and demo cannot continue: choose another --out\n");
        run = CommandRun.of("demo", "--quick", "--resume", "--out", compareBundle.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tenure: error: " + compareBundle.resolve("results.json") + " holds a tenure compare"
                + " bundle, which bench and demo cannot continue: choose another --out\n");

        Path benchBundle = twoPlatforms().write(temp.resolve("bench-bundle"));
        run = CommandRun.of("compare", "--probe-cache", Path.of("target", "tenure-probes.json").toString(), "--gc", "serial",
                "--repeat", "1", "--no-jfr", "--out", benchBundle.toString(), "--", "-version");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tenure: error: " + benchBundle.resolve("results.json") + " holds no tenure compare"
                + " bundle (a bench or demo bundle, or other results), which compare cannot continue: choose another --out\n");
        run = CommandRun.of("compare", "--probe-cache", Path.of("target", "tenure-probes.json").toString(), "--gc", "serial",
                "--repeat", "1", "--no-jfr", "--resume", "--out", benchBundle.toString(), "--", "-version");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(" holds no tenure compare bundle");
        assertThat(benchBundle.resolve("runs")).doesNotExist();

        // reading the other kind says which kind it is, not that its version is unknown
        run = CommandRun.of("fit", compareBundle.toString(), "--out", temp.resolve("m.json").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).isEqualTo("tenure: error: " + compareBundle.resolve("results.json")
                + ": a tenure compare bundle (schema 'tenure-compare/1'), not one of tenure bench or demo ('tenure-bench/1')\n");
    }

    @Test
    void fitRefusesNegativeTimesNamingFileAndField() throws IOException {
        Path dir = twoPlatforms().write(temp.resolve("negative"));
        ObjectNode results = (ObjectNode) ContractBundle.JSON.readTree(dir.resolve("results.json").toFile());
        ((ObjectNode) results.withArray("cells").get(5).withArray("runs").get(1)).put("elapsedSeconds", -3.727);
        ContractBundle.JSON.writeValue(dir.resolve("results.json").toFile(), results);

        CommandRun run = CommandRun.of("fit", dir.toString(), "--out", temp.resolve("m.json").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).isEqualTo("tenure: error: " + dir.resolve("results.json")
                + ": cells[5].runs[1].elapsedSeconds: -3.727, must be a finite number >= 0 or null\n");
        assertThat(temp.resolve("m.json")).doesNotExist();
    }

    @Test
    void fitRefusesDuplicatedCells() throws IOException {
        Path dir = twoPlatforms().write(temp.resolve("duplicated"));
        ObjectNode results = (ObjectNode) ContractBundle.JSON.readTree(dir.resolve("results.json").toFile());
        ArrayNode cells = results.withArray("cells");
        for (int i = 0, n = cells.size(); i < n; i++) {
            cells.add(cells.get(i).deepCopy());
        }
        ContractBundle.JSON.writeValue(dir.resolve("results.json").toFile(), results);

        CommandRun run = CommandRun.of("fit", dir.toString(), "--out", temp.resolve("m.json").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).startsWith("tenure: error: " + dir.resolve("results.json") + ": cells: the id '")
                .contains("appears twice");
    }

    @Test
    void benchIntoABundleAnotherWriterHoldsIsAUsageError() throws IOException {
        Path bundle = temp.resolve("locked");
        try (BundleLock held = BundleLock.acquire(bundle)) {
            CommandRun run = CommandRun.of(args(TINY_BENCH, "--out", bundle.toString()));
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).isEqualTo("tenure: error: " + bundle + " is being written by another tenure process (pid "
                    + ProcessHandle.current().pid() + "): wait for it to finish, or choose another --out\n");
            assertThat(held.held()).isTrue();
        }
        assertThat(bundle.resolve("results.json")).doesNotExist();
    }

    /**
     * A bundle that cannot be read is an input problem (exit 1) whichever step of bench reads it
     * first: with heap multiples the minimum-heap search read it first and called it a usage error
     * (exit 2), while the sweep said exit 1.
     */
    @Test
    void aBundleThatCannotBeReadIsExitOneWhicheverStepOfBenchReadsIt() throws IOException {
        Path bundle = Files.createDirectories(temp.resolve("truncated"));
        Files.writeString(bundle.resolve("results.json"), "{\"schema\": \"tenure-bench/1\", \"cells\": [");
        CommandRun sweep = CommandRun.of(args(TINY_BENCH, "--out", bundle.toString(), "--resume"));
        CommandRun search = CommandRun.of("bench", "--gc", "serial", "--survival", "0.1", "--repeat", "1", "--heap", "2x",
                "--lifetime", "8m", "--work", "32m", "--warmup", "8m", "--no-jfr", "--out", bundle.toString(), "--resume");

        String error = "tenure: error: " + bundle.resolve("results.json") + ": not valid JSON";
        assertThat(sweep.exitCode()).as(sweep.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(sweep.err()).contains(error);
        assertThat(search.exitCode()).as(search.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(search.err()).contains(error);
        assertThat(bundle.resolve("minheap")).doesNotExist();
    }

    @Test
    void benchNeverAddsThisHostsRunsToAnotherHostsBundle() throws IOException {
        Path bundle = Files.createDirectories(temp.resolve("foreign"));
        new BundleWriter(bundle).writeHost(new HostFingerprint(HostFingerprint.SCHEMA, "2026-01-01T00:00:00Z",
                "ci-runner-7", new HostFingerprint.Os("Linux", "6.1", "arm64", null, null, null),
                new HostFingerprint.Cpu("Neoverse", 64, null, null, 64), null, null, null, null,
                new HostFingerprint.Container(false, List.of())));
        CommandRun run = CommandRun.of(args(TINY_BENCH, "--out", bundle.toString(), "--resume"));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tenure: error: " + bundle.resolve("host.json") + " describes host 'ci-runner-7'")
                .contains("write this host's runs to a new --out");
        assertThat(bundle.resolve("results.json")).doesNotExist();
    }

    @Test
    void predictOnAModelWithExtremeCoefficientsDoesNotCrash() throws IOException {
        Path dir = twoPlatforms().write(temp.resolve("b"));
        Path model = temp.resolve("model.json");
        assertThat(CommandRun.of("fit", dir.toString(), "--out", model.toString(), "--bootstrap", "20").exitCode()).isZero();
        ObjectNode root = (ObjectNode) ContractBundle.JSON.readTree(model.toFile());
        for (JsonNode fit : root.withArray("fits")) {
            ObjectNode parameters = (ObjectNode) fit.get("parameters");
            parameters.fieldNames().forEachRemaining(name -> parameters.put(name, 1e308));
        }
        ContractBundle.JSON.writeValue(model.toFile(), root);

        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.437");
        assertThat(run.err()).doesNotContain("bug");
        assertThat(run.exitCode()).as(run.err()).isIn(ExitCodes.OK, ExitCodes.FAILED);
    }

    private static String[] args(List<String> base, String... more) {
        List<String> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
