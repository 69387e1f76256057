package io.tenure.report.assemble;

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
import io.tenure.bundle.compare.RaceResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.bundle.compare.UntilCi;
import io.tenure.model.stats.MedianInterval;
import io.tenure.report.ChartSpec;
import io.tenure.report.ReportModel;
import io.tenure.report.Section;
import io.tenure.report.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a compare bundle says only what the session did: a note about --measure-from
 * only when it was given, why a session without figures has none, and no pair told apart from
 * fewer pairs than a 95 % interval needs.
 */
class CompareReportBuilderTest {
    @TempDir
    Path dir;

    /** A session of one configuration whose one run exited 3 (tenure compare, JDK 17, 2026-11-26), paths shortened. */
    static String failedSession(String measureFrom) {
        return """
                {"schema":"tenure-compare/1","tool":"tenure","toolVersion":"0.1.0-SNAPSHOT",
                 "createdAt":"2026-11-26T09:31:21Z","updatedAt":"2026-11-26T09:31:21Z","complete":true,
                 "settings":{"javaArgs":["-cp","prog","Alloc","1"],"command":null,"workDir":"/work","environment":{},
                   "stdin":null,"repeat":1,"warmupRuns":0,"timeoutSeconds":600.0,"ready":null,"measureFrom":%s,
                   "untilCiPercent":null,"jfr":false},
                 "configs":[{"id":"openjdk-17-serial",
                   "jvm":{"id":"openjdk-17","vendor":"Debian","version":"17.0.21.1","vm":"OpenJDK 64-Bit Server VM",
                     "java":"/usr/lib/jvm/java-17-openjdk-amd64/bin/java"},
                   "collector":"serial","heapMB":null,"variant":null,"flags":["-XX:+UseSerialGC"],
                   "runs":[{"runId":"openjdk-17-serial-r0","repetition":0,"warmup":false,"order":0,"status":"failed",
                     "reason":"exit code 3\\n  command: java -XX:+UseSerialGC -cp prog Alloc 1\\n  | boom: failing on purpose",
                     "command":["java","-XX:+UseSerialGC","-cp","prog","Alloc","1"],"startedAt":"2026-11-26T09:31:21Z",
                     "loadAverage":2.22,"exitCode":3,"wallSeconds":0.163,"cpuSeconds":0.16,"cpuExact":true,
                     "gcPauseSeconds":0.0036,"gcPauseCount":2,"gcCpuSeconds":0.0,"gcCpuSource":"gc+cpu-log",
                     "peakRssMB":140.2,"readySeconds":null,"totalWallSeconds":0.163,
                     "files":{"gcLog":"runs/openjdk-17-serial-r0/gc.log","jfr":null,
                       "stdout":"runs/openjdk-17-serial-r0/stdout.txt","stderr":"runs/openjdk-17-serial-r0/stderr.txt"}}],
                   "summary":{"measuredRuns":0,"failedRuns":1,"wallSeconds":null,"cpuSeconds":null,"gcPauseSeconds":null,
                     "gcCpuSeconds":null,"peakRssMB":null,"readySeconds":null}}],
                 "pairs":[],
                 "costSplit":[{"config":"openjdk-17-serial","wallSeconds":null,"gcPauseSeconds":null,
                   "wallRemainderSeconds":null,"wallMutatorSlowdownSeconds":null,"cpuSeconds":null,"gcCpuSeconds":null,
                   "cpuRemainderSeconds":null,"cpuMutatorSlowdownSeconds":null,"wallLowerBoundOverhead":null,
                   "cpuLowerBoundOverhead":null}],
                 "minHeap":[],"model":[]}
                """.formatted(measureFrom);
    }

    private ReportModel report(String measureFrom) throws Exception {
        Files.writeString(dir.resolve("results.json"), failedSession(measureFrom));
        return CompareReportBuilder.build(ReportSources.compare(dir), List.of("tenure", "report", dir.toString()), "test", "2026-11-26T10:00:00Z");
    }

    private static List<String> costSplitNotes(ReportModel report) {
        return report.sections().stream().filter(s -> s.id().equals("cost-split")).findFirst().map(Section::notes)
                .orElseThrow();
    }

    @Test
    void theMeasureFromNoteOnlyWhenThePhaseWasTimed() throws Exception {
        assertThat(costSplitNotes(report("null"))).noneMatch(n -> n.contains("--measure-from"));
        assertThat(costSplitNotes(report("\"^ready\""))).anyMatch(n -> n.contains("--measure-from"));
    }

    @Test
    void theSummaryNamesTheFailedRunsAndWhy() throws Exception {
        assertThat(report("null").summary()).anyMatch(line -> line.contains("1 run failed or timed out")
                && line.contains("openjdk-17-serial-r0 failed (exit code 3)"));
    }

    /**
     * A bundle written with the bootstrap interval: Serial 7.8 % slower than G1 in each of 3
     * repetitions, "distinguishable": true. The report does not take its word: too few pairs.
     */
    @Test
    void aPairOfThreeRepetitionsIsNotToldApartEvenWhereAnOlderBundleSaysSo() throws Exception {
        JvmInfo jvm = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM", "/usr/bin/java");
        List<ConfigResult> configs = List.of(config(jvm, "g1", 10.0), config(jvm, "serial", 10.78));
        PairResult old = new PairResult(configs.get(1).id(), configs.get(0).id(), 3, new MedianInterval(1.078, 1.078, 1.078),
                new MedianInterval(1.0, 1.0, 1.0), true);
        ModelCheck check = new ModelCheck(old.a(), old.b(), "serial", "g1", configs.get(1).id(), "survival-transfer/1", 1.02,
                0.98, 1.06, 1.078, null, null, -5.4, false, "no measured interval: 3 pairs; 6 are needed for a 95 % interval:"
                        + " --repeat 6 or more");
        CompareSettings settings = new CompareSettings(List.of("-version"), null, "/work", Map.of(), null, 3, 0, 600, null,
                null, null, false);
        new CompareBundle(dir).write(new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-26T09:00:00Z",
                "2026-11-26T09:10:00Z", true, settings, configs, List.of(old), List.of(), List.of(), List.of(check), null));
        ReportModel report = CompareReportBuilder.build(ReportSources.compare(dir), List.of("tenure", "report", dir.toString()), "test",
                "2026-11-27T00:00:00Z");

        assertThat(report.summary()).contains("1 of 1 other configurations is not told apart from it: 1 with fewer than 6"
                + " pairs, too few for a 95 % interval (--repeat 6 or more).");
        assertThat(table(report, "pairs").rows()).singleElement().satisfies(row -> assertThat(row.get(row.size() - 1))
                .isEqualTo("no (3 pairs; 6 are needed for a 95 % interval: --repeat 6 or more)"));
        // no measured interval: the prediction is neither within it nor outside
        assertThat(table(report, "model").rows()).singleElement().satisfies(row -> assertThat(row.get(row.size() - 2))
                .isEqualTo("-"));
    }

    /** --until-ci spent its budget: the text said so below the ranking, the report said nothing. */
    @Test
    void anUntilCiTargetNotReachedIsAWarningOfTheSummary() throws Exception {
        JvmInfo jvm = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM", "/usr/bin/java");
        List<ConfigResult> configs = List.of(config(jvm, "g1", 10.0), config(jvm, "serial", 10.78));
        CompareSettings settings = new CompareSettings(List.of("-version"), null, "/work", Map.of(), null, 3, 0, 600, null,
                null, 5.0, false);
        UntilCi notReached = new UntilCi(5.0, 6, 6, false, List.of(new UntilCi.Width(configs.get(1).id(), 12.34, 3)));
        new CompareBundle(dir).write(new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-26T09:00:00Z",
                "2026-11-26T09:10:00Z", true, settings, configs, List.of(), List.of(), List.of(), List.of(), notReached));

        ReportModel report = CompareReportBuilder.build(ReportSources.compare(dir), List.of("tenure", "report", dir.toString()), "test",
                "2026-11-27T00:00:00Z");

        assertThat(report.summary()).contains("Warning: --until-ci 5.0 % was not reached: --max-runs 6 was spent (6 measured"
                + " runs) with wall-time intervals still wider: openjdk-17-serial 12.3 % (3 runs, too few for a 95 % interval)."
                + " More runs narrow them: --resume with a larger --max-runs.");
    }

    /** A collector measured at five heaps above its minimum heap gets its curve drawn, measured and fitted. */
    @Test
    void aCollectorMeasuredAtFiveHeapsGetsItsHeapCurveDrawn() throws Exception {
        JvmInfo jvm = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM", "/usr/bin/java");
        List<ConfigResult> configs = new ArrayList<>();
        for (long heap : new long[] {150, 200, 300, 400, 600}) {
            ConfigResult c = config(jvm, "serial", 10 * (1 + 0.3 / (heap / 100.0 - 1)));
            configs.add(new ConfigResult(c.id() + "-" + heap + "m", jvm, "serial", heap, null, List.of(), c.runs(), c.summary()));
        }
        CompareSettings settings = new CompareSettings(List.of("-version"), null, "/work", Map.of(), null, 3, 0, 600, null,
                null, null, false);
        new CompareBundle(dir).write(new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-28T09:00:00Z",
                "2026-11-28T09:10:00Z", true, settings, configs, List.of(), List.of(),
                List.of(new MinHeap("openjdk-17", "serial", 100L, 2, List.of())), List.of(), null));

        ReportModel report = CompareReportBuilder.build(ReportSources.compare(dir), List.of("tenure", "report", dir.toString()),
                "test", "2026-11-28T10:00:00Z");

        Section curve = report.sections().stream().filter(s -> s.id().equals("heap-curve")).findFirst().orElseThrow();
        assertThat(curve.charts()).singleElement().satisfies(chart -> assertThat(chart.series())
                .extracting(ChartSpec.Series::name).containsExactly("openjdk-17 serial measured", "openjdk-17 serial fit"));
        assertThat(table(report, "heap-curve").rows()).singleElement()
                .satisfies(row -> {
                    assertThat((double) row.get(4)).isCloseTo(0.3, within(0.02));
                    assertThat(row.get(8)).as("the heaps within 2 and 5 percent lie beyond the largest measured").isEqualTo("both");
                });
    }

    /** A race's bundle: the report says how it ended and lists the winners and the eliminated with their block. */
    @Test
    void aRaceBundleGetsItsRaceSection() throws Exception {
        JvmInfo jvm = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM", "/usr/bin/java");
        List<ConfigResult> configs = List.of(config(jvm, "parallel", 10.0), config(jvm, "zgc", 15.0));
        String classPath = String.join(":", Collections.nCopies(40, "/root/.m2/repository/org/example/lib/1.0/lib-1.0.jar"));
        CompareSettings settings = new CompareSettings(List.of("-cp", classPath, "org.example.Main", "--size", "3"), null,
                "/work", Map.of(), null, 6, 0, 600, null, null, null, false);
        CompareBundle bundle = new CompareBundle(dir);
        bundle.write(new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-28T09:00:00Z",
                "2026-11-28T09:10:00Z", true, settings, configs, List.of(new PairResult("openjdk-17-zgc", "openjdk-17-parallel",
                        3, new MedianInterval(1.5, 1.45, 1.55), null, false)), List.of(), List.of(), List.of(), null));
        bundle.writeJson(dir.resolve(RaceResult.FILE), new RaceResult(RaceResult.SCHEMA, 0.02, 0.05, 0.2, 6, 3,
                RaceResult.Ending.ONE_LEFT, List.of(new RaceResult.Standing("openjdk-17-parallel", 1.0, null, null, null)),
                List.of(new RaceResult.Elimination("openjdk-17-zgc", 3, "openjdk-17-parallel", 1.5, 1e-5, 3)), List.of(), 6, 12));

        ReportModel report = CompareReportBuilder.build(ReportSources.compare(dir), List.of("tenure", "report", dir.toString()),
                "test", "2026-11-28T10:00:00Z");

        // a class path of forty jars is no title: the whole command is in the provenance
        assertThat(report.title()).isEqualTo("tenure compare: -cp … org.example.Main --size 3");
        assertThat(report.summary()).containsExactly(
                "Fastest: openjdk-17-parallel, median 11.000 s (range of 3 runs: 10.000 to 12.000 s) over 3 runs.",
                "Race: openjdk-17-parallel the best, the only winner; 1 eliminated; 6 of 12 runs (50 %) spent (section Race).");
        Section race = report.sections().stream().filter(s -> s.id().equals("race")).findFirst().orElseThrow();
        assertThat(race.paragraphs().get(0)).contains("After 3 of at most 6 blocks one configuration was left. Runs: 6, against 12");
        assertThat(table(report, "race-eliminated").rows()).singleElement()
                .satisfies(row -> assertThat(row.subList(0, 2)).containsExactly("openjdk-17-zgc", 3));
        // the other sections say that the race, not failed runs, left the eliminated with fewer runs
        Section ranking = report.sections().stream().filter(s -> s.id().equals("ranking")).findFirst().orElseThrow();
        assertThat(ranking.paragraphs().get(0)).startsWith("The race ran the configurations in blocks");
        assertThat(table(report, "ranking").rows()).allSatisfy(row -> assertThat(row.get(8)).isEqualTo("range of 3 runs"));
        assertThat(table(report, "pairs").rows()).singleElement().satisfies(row -> assertThat(row.subList(9, 11))
                .containsExactly("range of 3 pairs", "no (3 pairs, as the race eliminated openjdk-17-zgc after block 3; 6 are"
                        + " needed for a 95 % interval)"));
    }

    private static Table table(ReportModel report, String id) {
        return report.sections().stream().flatMap(s -> s.tables().stream()).filter(t -> t.id().equals(id)).findFirst()
                .orElseThrow();
    }

    /** Three ok runs of {@code collector}, wall time {@code wall} × a drift that differs by repetition. */
    private static ConfigResult config(JvmInfo jvm, String collector, double wall) {
        String id = jvm.id() + "-" + collector;
        List<CompareRun> runs = new ArrayList<>();
        List<Double> walls = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            double w = wall * (1 + 0.1 * r);
            walls.add(w);
            runs.add(new CompareRun(id + "-r" + r, r, false, r, RunStatus.OK, null, List.of("java"), "2026-11-26T09:00:00Z",
                    1.0, 0, w, w, true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0, null, w,
                    new CompareRun.RunFiles(null, null, null, null)));
        }
        MedianInterval wallCi = new MedianInterval(walls.get(1), walls.get(0), walls.get(2));
        return new ConfigResult(id, jvm, collector, null, null, List.of(), runs,
                new ConfigResult.ConfigSummary(3, 0, wallCi, wallCi, null, null, null, null));
    }
}
