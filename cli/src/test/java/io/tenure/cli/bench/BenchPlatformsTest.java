package io.tenure.cli.bench;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seeds' platform experiments end to end on real child JVMs at small work: {@code tenure
 * bench --instances}, {@code --cpus}, {@code --threads} into bundles that {@code fit} and
 * {@code report} read.
 */
class BenchPlatformsTest {
    @TempDir
    Path dir;

    private static CommandRun bench(String... args) {
        List<String> all = new ArrayList<>(List.of("bench", "--probe-cache", Path.of("target", "tenure-probes.json").toString(),
                "--gc", "parallel", "--survival", "0,0.2", "--heap", "128m", "--young", "16m", "--work", "32m", "--warmup", "8m",
                "--repeat", "1", "--no-jfr"));
        all.addAll(List.of(args));
        return CommandRun.of(all.toArray(String[]::new));
    }

    private static JsonNode results(Path bundle) throws IOException {
        return new ObjectMapper().readTree(bundle.resolve("results.json").toFile());
    }

    @Test
    void instancesOneAndTwoOnParallelGoIntoABundleThatFitAndReportRead() throws IOException {
        Path bundle = dir.resolve("instances");
        CommandRun run = bench("--instances", "1,2", "--out", bundle.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("tenure bench: 4 cells ok, 0 failed, 0 skipped");
        JsonNode two = results(bundle).get("cells").get(2);
        assertThat(two.get("id").asText()).contains("_inst2_");
        assertThat(two.get("instances").asInt()).isEqualTo(2);
        assertThat(two.get("heapMB").asInt()).as("the total heap").isEqualTo(128);
        JsonNode runOfTwo = two.get("runs").get(0);
        assertThat(runOfTwo.get("instances")).hasSize(2);
        assertThat(runOfTwo.get("instances").get(1).get("gcLog").asText()).endsWith("/i2/gc.log");

        CommandRun fit = CommandRun.of("fit", bundle.toString(), "--out", dir.resolve("model.json").toString(), "--bootstrap", "20");
        assertThat(fit.exitCode()).as(fit.out() + fit.err()).isZero();
        assertThat(fit.out()).contains("tenure fit: 2 platforms fitted").contains("/heap128m/young16m/instances=2");

        CommandRun report = CommandRun.of("report", bundle.toString(), "--out", dir.resolve("report").toString(),
                "--bootstrap", "20");
        assertThat(report.exitCode()).as(report.out() + report.err()).isZero();
        assertThat(dir.resolve("report/index.html")).content().contains("instances=2");
    }

    @Test
    void oneCpuIsAPlatformOfItsOwnThatFitReads() throws IOException {
        Path bundle = dir.resolve("cpus");
        CommandRun run = bench("--cpus", "1", "--out", bundle.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        JsonNode cell = results(bundle).get("cells").get(0);
        assertThat(cell.get("cpus").asInt()).isEqualTo(1);
        assertThat(cell.get("flags").toString()).contains("-XX:ActiveProcessorCount=1");
        assertThat(cell.get("runs").get(0).get("command").get(0).asText()).isEqualTo("taskset");

        CommandRun fit = CommandRun.of("fit", bundle.toString(), "--out", dir.resolve("model.json").toString(), "--bootstrap", "20");
        assertThat(fit.exitCode()).as(fit.out() + fit.err()).isZero();
        assertThat(fit.out()).contains("/heap128m/young16m/cpus=1");
    }

    @Test
    void aThreadSweepNamesItsPeak() throws IOException {
        Path bundle = dir.resolve("threads");
        CommandRun run = bench("--threads", "1,2", "--out", bundle.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("tenure bench: 4 cells ok")
                .containsPattern("threads peak: [^ ]+/parallel/heap128m/young16m at p = 0: [12] threads?, [0-9]+ MB/s.*\\(1: [0-9]+ MB/s.*, 2: ")
                // one run per count (--repeat 1): no interval, so no peak told apart
                .contains("MB/s; one run per thread count gives no interval (--repeat 3 or more does), so the peak is not told apart");
        assertThat(results(bundle).get("cells").get(2).get("target").get("threads").asInt()).isEqualTo(2);

        CommandRun fit = CommandRun.of("fit", bundle.toString(), "--out", dir.resolve("model.json").toString(), "--bootstrap", "20");
        assertThat(fit.exitCode()).as(fit.out() + fit.err()).isZero();
        assertThat(fit.out()).contains("tenure fit: 2 platforms fitted").contains("#t2");

        CommandRun report = CommandRun.of("report", bundle.toString(), "--out", dir.resolve("report").toString(),
                "--bootstrap", "20", "--format", "json");
        assertThat(report.exitCode()).as(report.out() + report.err()).isZero();
        JsonNode section = null;
        for (JsonNode s : new ObjectMapper().readTree(dir.resolve("report/report.json").toFile()).get("sections")) {
            if (s.get("id").asText().equals("platform-experiments")) {
                section = s;
            }
        }
        assertThat(section).as("the report has the thread-scaling section").isNotNull();
        assertThat(section.get("paragraphs").toString()).containsPattern("parallel/heap128m/young16m at p = 0.000: peak at [12] threads?");
        assertThat(section.get("tables").get(0).get("rows")).hasSize(4);
    }

    @Test
    void moreCpusThanTheHostHasAreRefusedAtPlanTime() {
        CommandRun run = bench("--cpus", "1,4096", "--dry-run", "--out", dir.resolve("b").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).containsPattern("--cpus: 4096 exceeds the [0-9]+ CPUs? this host lets tenure use \\([0-9,]+\\):"
                + " use --cpus [0-9]+ or less");
    }

    @Test
    void aNumaVariantIsMarkedNotApplicableInThePlanOnAHostOfOneNode() throws IOException {
        Integer nodes = HostFingerprint.capture().numaNodes();
        CommandRun run = bench("--variant", "numa=-XX:+UseNUMA", "--variant", "base=", "--dry-run",
                "--out", dir.resolve("b").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("_numa_p0.0000", "_base_p0.0000");
        if (nodes != null && nodes == 1) {
            assertThat(run.out()).contains("skipped: not applicable on this host (1 NUMA node): variant numa sets -XX:+UseNUMA")
                    .contains("x 1 repetitions = 2 runs");
            // and after a run: in the summary and the bundle, not pretended
            Path bundle = dir.resolve("numa");
            CommandRun real = CommandRun.of("bench", "--probe-cache", Path.of("target", "tenure-probes.json").toString(),
                    "--gc", "serial", "--survival", "0", "--heap", "128m", "--young", "16m", "--work", "32m", "--warmup", "8m",
                    "--repeat", "1", "--no-jfr", "--variant", "numa=-XX:+UseNUMA", "--variant", "base=", "--out", bundle.toString());
            assertThat(real.exitCode()).as(real.out() + real.err()).isZero();
            assertThat(real.out()).contains("tenure bench: 1 cells ok, 0 failed, 1 skipped")
                    .containsPattern("tenure bench: [^ ]+_serial_heap128m_young16m_numa_p0.0000 not applicable on this host"
                            + " \\(1 NUMA node\\)");
            JsonNode numa = results(bundle).get("cells").get(0);
            assertThat(numa.get("status").asText()).isEqualTo("skipped");
            assertThat(numa.get("reason").asText()).startsWith("not applicable on this host (1 NUMA node)");
        } else {
            assertThat(run.out()).doesNotContain("not applicable").contains("x 1 repetitions = 4 runs");
        }
    }

    /**
     * A NUMA variant alone on a one-node host: every cell is not applicable, which the error called
     * "refused (each is named above with the option to change)", where there is no option to change.
     */
    @Test
    void aPlanOfNumaCellsAloneOnAHostOfOneNodeSaysNoCellIsApplicable() {
        Integer nodes = HostFingerprint.capture().numaNodes();
        Assumptions.assumeTrue(nodes != null && nodes == 1, "a host of one NUMA node");
        for (boolean dryRun : List.of(true, false)) {
            Path bundle = dir.resolve("numa-alone");
            CommandRun run = dryRun ? bench("--variant", "numa=-XX:+UseNUMA", "--dry-run", "--out", bundle.toString())
                    : bench("--variant", "numa=-XX:+UseNUMA", "--out", bundle.toString());
            assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).contains("tenure: error: no cell is applicable on this host (each is named above with"
                    + " why): nothing to run").doesNotContain("option to change");
            assertThat(bundle).doesNotExist();
        }
    }

    @Test
    void heapMultiplesOfAMeasuredMinimumHeapAreCellsRecordedWithIt() throws IOException {
        Path bundle = dir.resolve("multiples");
        CommandRun run = CommandRun.of("bench", "--probe-cache", Path.of("target", "tenure-probes.json").toString(),
                "--gc", "serial", "--survival", "0,0.2", "--heap", "2x,3x", "--young", "2m", "--lifetime", "8m",
                "--work", "32m", "--warmup", "8m", "--repeat", "1", "--no-jfr", "--out", bundle.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("measuring the minimum heap of").containsPattern("minimum heap of [^ ]+ serial: [0-9]+ MB");
        JsonNode results = results(bundle);
        JsonNode min = results.get("minHeaps").get(0);
        assertThat(min.get("collector").asText()).isEqualTo("serial");
        long minMB = min.get("minHeapMB").asLong();
        assertThat(min.get("probes").size()).isGreaterThanOrEqualTo(2);
        // the bisection brackets it: a completing probe at the minimum, a failing one within the resolution below
        assertThat(min.get("probes").findValues("heapMB").stream().map(JsonNode::asLong))
                .contains(minMB);
        JsonNode twoX = results.get("cells").get(0);
        assertThat(twoX.get("heapMultiple").asDouble()).isEqualTo(2.0);
        assertThat(twoX.get("minHeapMB").asLong()).isEqualTo(minMB);
        assertThat(twoX.get("heapMB").asLong()).isEqualTo(2 * minMB);
        assertThat(results.get("cells").get(2).get("heapMB").asLong()).isEqualTo(3 * minMB);
        assertThat(run.out()).contains("tenure bench: 4 cells ok");

        CommandRun fit = CommandRun.of("fit", bundle.toString(), "--out", dir.resolve("model.json").toString(), "--bootstrap", "20");
        assertThat(fit.exitCode()).as(fit.out() + fit.err()).isZero();
        assertThat(fit.out()).contains("/serial/heap" + 2 * minMB + "m/young2m", "/serial/heap" + 3 * minMB + "m/young2m");
    }

    @Test
    void aDryRunWithHeapMultiplesSaysTheMinimumHeapIsMeasuredFirst() {
        CommandRun run = CommandRun.of("bench", "--probe-cache", Path.of("target", "tenure-probes.json").toString(),
                "--gc", "serial,parallel", "--survival", "0,0.4", "--heap", "1.5x,2x,3x,6x", "--lifetime", "32m", "--dry-run",
                "--out", dir.resolve("b").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("tenure bench plan: heaps 1.5x, 2x, 3x, 6x of the minimum heap, which is measured"
                + " first for each of 2 JVM and collector pairs \\([^ ]+ serial, [^ ]+ parallel\\) by bisection over short forks"
                + " \\(128 MB of work each: until the long-lived set is full, then 128 MB, at most a cell's work\\) at p = 0.4 with a 32 MB long-lived set");
        assertThat(dir.resolve("b")).doesNotExist();

        CommandRun auto = CommandRun.of("bench", "--probe-cache", Path.of("target", "tenure-probes.json").toString(),
                "--gc", "serial", "--heap", "2x", "--dry-run", "--out", dir.resolve("b").toString());
        assertThat(auto.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(auto.err()).contains("--heap 2x: the minimum heap is measured for a fixed long-lived set: give --lifetime SIZE");
        CommandRun mixed = CommandRun.of("bench", "--gc", "serial", "--heap", "2x,512m", "--lifetime", "8m", "--dry-run");
        assertThat(mixed.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(mixed.err()).contains("--heap: either sizes (512m) or multiples of the minimum heap (2x), not both");
    }
}
