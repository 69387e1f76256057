package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.CompareSettings;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.JvmInfo;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.ModelCheck;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.io.Json;
import io.tenure.model.io.ProgramModels;
import io.tenure.testsupport.Golden;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code tenure-compare/1} document, byte for byte ({@code src/test/resources/golden/results.json},
 * regenerate with {@code -Dgolden.update=true}), from fixed runs through the real statistics;
 * the file reads back into equal records.
 */
class CompareResultsGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/results.json");

    @TempDir
    Path dir;

    @Test
    void resultsJsonMatchesItsGoldenFileAndReadsBack() throws Exception {
        JvmInfo jvm = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM",
                "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");
        // six repetitions, the fewest that tell two apart: Serial/Parallel is 1.02-1.03 in five and 0.944
        // in the last, an outlier that widens the t-interval over 1 (indistinguishable, the sign test
        // written beside it); the pairs with G1 lie well on one side of 1 (told apart)
        double[][] serial = {{10.2, 11.0, 0.80, 0.60}, {10.6, 11.3, 0.85, 0.62}, {10.1, 10.9, 0.79, 0.61},
            {10.4, 11.1, 0.82, 0.61}, {10.3, 11.0, 0.80, 0.60}, {10.2, 11.4, 0.86, 0.63}};
        double[][] parallel = {{9.9, 12.1, 0.55, 1.40}, {10.4, 12.6, 0.60, 1.45}, {9.8, 12.0, 0.52, 1.38},
            {10.1, 12.3, 0.57, 1.42}, {10.0, 12.2, 0.55, 1.41}, {10.8, 12.7, 0.61, 1.46}};
        JvmInfo jdk25 = new JvmInfo("temurin-25", "Eclipse Adoptium", "25.0.3", "OpenJDK 64-Bit Server VM",
                "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
        double[][] g1 = {{10.8, 12.9, 0.50, 1.10}, {11.1, 13.2, 0.52, 1.12}, {10.7, 12.8, 0.49, 1.08},
            {10.9, 13.0, 0.51, 1.10}, {10.8, 12.9, 0.50, 1.09}, {11.2, 13.3, 0.53, 1.13}};
        // one source of GC CPU each: the log's [gc,cpu] lines, GC threads in /proc, the JVM's counters (JDK 25)
        List<ConfigResult> configs = List.of(
                config(jvm, "serial", List.of("-XX:+UseSerialGC"), serial, "gc+cpu-log", 0),
                config(jvm, "parallel", List.of("-XX:+UseParallelGC"), parallel, "proc-threads", 1),
                config(jdk25, "g1", List.of("-XX:+UseG1GC"), g1, "perf-counters", 2));
        CompareSettings settings = new CompareSettings(List.of("-cp", "app.jar", "Main", "input"), null, "/work",
                Map.of("LANG", "C"), null, 6, 0, 600, null, null, 6.0, false);
        MinHeap minHeap = new MinHeap("openjdk-17", "serial", 98L, 1, List.of(
                new MinHeap.Probe(64, false, 1.2, "exit code 1"), new MinHeap.Probe(128, true, 10.4, null),
                new MinHeap.Probe(96, false, 3.1, "exit code 1"), new MinHeap.Probe(112, true, 10.5, null),
                new MinHeap.Probe(104, true, 10.6, null), new MinHeap.Probe(100, true, 10.8, null),
                new MinHeap.Probe(98, true, 11.0, null), new MinHeap.Probe(97, false, 4.0, "exit code 1")));
        CompareResults measured = new CompareResults(CompareResults.SCHEMA, "tenure", "0.1.0-SNAPSHOT",
                "2026-11-23T16:00:00Z", "2026-11-23T16:07:00Z", true, settings, configs, Summaries.pairs(configs),
                Summaries.costSplit(configs), List.of(minHeap), List.of(), Summaries.untilCi(configs, 6.0, 54, 18));
        // compare --model: the first configuration's first run left a real JDK 17 Serial log
        Path fixtures = Path.of(System.getProperty("tenure.fixtures"), "model");
        Path gcLog = dir.resolve(configs.get(0).runs().get(0).files().gcLog());
        Files.createDirectories(gcLog.getParent());
        Files.copy(fixtures.resolve("jdk17-serial-churn-gc.log"), gcLog);
        List<ModelCheck> checks = ModelChecks.of(measured, null, dir,
                ProgramModels.load(fixtures.resolve("v1-validation-2026-11-22-jdk17-model.json"), 20, 1L));
        assertThat(measured.pairs()).extracting(PairResult::distinguishable).containsExactly(false, true, true);
        CompareResults results = new CompareResults(measured.schema(), measured.tool(), measured.toolVersion(),
                measured.createdAt(), measured.updatedAt(), true, settings, configs, measured.pairs(),
                measured.costSplit(), measured.minHeap(), checks, measured.untilCi());
        // --until-ci 6 with the budget spent: Parallel's interval [9.8, 10.8] s is 9.95 % of its median
        // 10.05 s; Serial's [10.1, 10.6] s (4.9 %) and G1's [10.7, 11.2] s (4.6 %) are narrower
        assertThat(results.untilCi().reached()).isFalse();
        assertThat(results.untilCi().notReached()).singleElement().satisfies(w -> {
            assertThat(w.config()).isEqualTo("openjdk-17-parallel-512m");
            assertThat(w.widthPercent()).isCloseTo(100 * 1.0 / 10.05, within(1e-9));
            assertThat(w.measuredRuns()).isEqualTo(6);
        });
        assertThat(checks).hasSize(measured.pairs().size());
        for (int i = 0; i < checks.size(); i++) {
            ModelCheck check = checks.get(i);
            PairResult pair = measured.pairs().get(i);
            assertThat(check.observed()).isEqualTo(configs.get(0).id());
            assertThat(check.measuredRatio()).isEqualTo(pair.wallRatio().median());
            if (check.a().contains("temurin-25") || check.b().contains("temurin-25")) {
                // the model knows JDK 17 only: no prediction, and the note says for which configuration
                assertThat(check.predictedRatio()).isNull();
                assertThat(check.note()).startsWith("the model has no platform for ").contains("temurin-25");
                continue;
            }
            assertThat(List.of(check.platformA(), check.platformB())).containsExactlyInAnyOrder(
                    "vm/openjdk-17/Serial/heap384m/young48m", "vm/openjdk-17/Parallel/heap384m/young48m");
            assertThat(check.predictedRatio()).isNotNull();
            assertThat(check.errorPercent()).isCloseTo(100 * (check.predictedRatio() - check.measuredRatio())
                    / check.measuredRatio(), within(1e-9));
            assertThat(check.withinInterval()).isEqualTo(pair.wallRatio().contains(check.predictedRatio()));
        }

        String actual = Json.toPrettyString(results);
        Golden.check(GOLDEN, actual);

        Files.copy(GOLDEN, dir.resolve(CompareBundle.RESULTS));
        assertThat(new CompareBundle(dir).read()).contains(results);
        assertThat(CompareBundle.isCompareBundle(dir)).isTrue();
    }

    /**
     * compare --model with 3 repetitions: the measured "interval" would be [min, max], short of
     * 95 %, so the check gives none, says why, and calls no prediction within it.
     */
    @Test
    void belowSixPairsAModelCheckHasNoMeasuredInterval() throws Exception {
        JvmInfo jvm = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM",
                "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");
        double[][] serial = {{10.2, 11.0, 0.80, 0.60}, {10.6, 11.3, 0.85, 0.62}, {10.1, 10.9, 0.79, 0.61}};
        double[][] parallel = {{10.3, 12.1, 0.55, 1.40}, {10.7, 12.6, 0.60, 1.45}, {10.2, 12.0, 0.52, 1.38}};
        List<ConfigResult> configs = List.of(config(jvm, "serial", List.of("-XX:+UseSerialGC"), serial, "gc+cpu-log", 0),
                config(jvm, "parallel", List.of("-XX:+UseParallelGC"), parallel, "proc-threads", 1));
        CompareSettings settings = new CompareSettings(List.of("-cp", "app.jar", "Main"), null, "/work", Map.of(), null, 3,
                0, 600, null, null, null, false);
        CompareResults results = new CompareResults(CompareResults.SCHEMA, "tenure", "0.1.0-SNAPSHOT",
                "2026-11-23T16:00:00Z", "2026-11-23T16:05:00Z", true, settings, configs, Summaries.pairs(configs),
                Summaries.costSplit(configs), List.of(), List.of(), null);
        Path fixtures = Path.of(System.getProperty("tenure.fixtures"), "model");
        Path gcLog = dir.resolve(configs.get(0).runs().get(0).files().gcLog());
        Files.createDirectories(gcLog.getParent());
        Files.copy(fixtures.resolve("jdk17-serial-churn-gc.log"), gcLog);
        List<ModelCheck> checks = ModelChecks.of(results, null, dir,
                ProgramModels.load(fixtures.resolve("v1-validation-2026-11-22-jdk17-model.json"), 20, 1L));

        PairResult pair = results.pairs().get(0);
        assertThat(pair.wallRatio().contains(1.0)).as("every ratio a little below 1, but only 3").isFalse();
        ModelCheck check = checks.get(0);
        assertThat(check.predictedRatio()).isNotNull();
        assertThat(check.measuredRatio()).isEqualTo(pair.wallRatio().median());
        assertThat(check.measuredCi95Low()).isNull();
        assertThat(check.measuredCi95High()).isNull();
        assertThat(check.withinInterval()).isFalse();
        assertThat(check.note()).isEqualTo("no measured interval: 3 pairs; 6 are needed for a 95 % interval: --repeat 6 or more");
    }

    /** A bundle written before untilCi was recorded reads with it null, the rest unchanged. */
    @Test
    void aBundleWithoutUntilCiReadsAsNull() throws Exception {
        String golden = Files.readString(GOLDEN, StandardCharsets.UTF_8);
        String old = golden.replaceAll("(?s),\\s*\"untilCi\"\\s*:\\s*\\{.*\\}\\s*(\\}\\s*)$", "\n$1");
        assertThat(old).doesNotContain("\"untilCi\"").isNotEqualTo(golden);
        Files.writeString(dir.resolve(CompareBundle.RESULTS), old, StandardCharsets.UTF_8);
        CompareResults read = new CompareBundle(dir).read().orElseThrow();
        assertThat(read.untilCi()).isNull();
        Files.copy(GOLDEN, Files.createDirectories(dir.resolve("current")).resolve(CompareBundle.RESULTS));
        CompareResults full = new CompareBundle(dir.resolve("current")).read().orElseThrow();
        assertThat(read).isEqualTo(new CompareResults(full.schema(), full.tool(), full.toolVersion(), full.createdAt(),
                full.updatedAt(), full.complete(), full.settings(), full.configs(), full.pairs(), full.costSplit(),
                full.minHeap(), full.model(), null));
    }

    /** Runs from {wall, cpu, pause, gcCpu} rows, repetition = row index. */
    private static ConfigResult config(JvmInfo jvm, String collector, List<String> flags, double[][] rows, String source,
                                       int offset) {
        String id = jvm.id() + "-" + collector + "-512m";
        List<String> all = new ArrayList<>(flags);
        all.addAll(List.of("-Xms512m", "-Xmx512m"));
        List<CompareRun> runs = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            double[] x = rows[r];
            String runId = id + "-r" + r;
            runs.add(new CompareRun(runId, r, false, 3 * r + offset, RunStatus.OK, null, List.of("java", "-XX:+Use..."),
                    "2026-11-23T16:0" + r + ":00Z", 1.5, 0, x[0], x[1], true, x[2], 40L + r, x[3], source, 300.0 + r, null,
                    x[0], new CompareRun.RunFiles("runs/" + runId + "/gc.log", null, "runs/" + runId + "/stdout.txt",
                            "runs/" + runId + "/stderr.txt")));
        }
        return new ConfigResult(id, jvm, collector, 512L, null, all, runs, Summaries.summary(runs));
    }
}
