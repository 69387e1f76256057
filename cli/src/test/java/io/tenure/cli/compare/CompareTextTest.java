package io.tenure.cli.compare;

import static io.tenure.compare.Summaries.costSplit;
import static io.tenure.compare.Summaries.pairs;
import static io.tenure.compare.Summaries.summary;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.CompareSettings;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.JvmInfo;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.compare.Summaries;
import io.tenure.model.stats.MedianInterval;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The verdict of {@code tenure compare} against the fastest configuration: "slower" only from 6
 * pairs whose interval excludes 1. The user's test printed "slower" from 2 pairs.
 */
class CompareTextTest {
    private static final JvmInfo JVM = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM",
            "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");

    @Test
    void twoOrThreePairsAllSlowerAreNotToldApart() {
        for (int n = 2; n <= 3; n++) {
            String out = text(n, n, 1.078);
            assertThat(verdict(out)).as(out).isEqualTo("not told apart (" + n + " pairs; 6 are needed for a 95 % interval:"
                    + " --repeat 6 or more)");
            assertThat(out).doesNotContain("slower");
        }
    }

    @Test
    void sixPairsAllSlowerAreSlower() {
        String out = text(6, 6, 1.078);
        assertThat(verdict(out)).as(out).isEqualTo("slower");
    }

    /** --repeat 6 asked, runs failed: the verdict does not ask for a --repeat the user gave. */
    @Test
    void tooFewPairsFromFailedRunsSaySo() {
        String out = text(4, 6, 1.078);
        assertThat(verdict(out)).as(out).isEqualTo("not told apart (4 pairs, as runs failed in the other repetitions;"
                + " 6 are needed for a 95 % interval)");
    }

    /** The ranking is by each configuration's median; a pair told apart says which way its paired ratios go. */
    @Test
    void aPairToldApartTheOtherWayThanTheMediansIsFaster() {
        List<ConfigResult> configs = List.of(config("serial", 6, 1.0), config("g1", 6, 1.0));
        // by hand: g1 ranks second by its median, yet its runs were faster than Serial's of the same repetition
        PairResult pair = new PairResult(configs.get(0).id(), configs.get(1).id(), 6, new MedianInterval(1.04, 1.02, 1.06),
                new MedianInterval(1.0, 0.9, 1.1), true);
        String out = render(results(configs, List.of(pair), 6));
        assertThat(verdict(out)).as(out).isEqualTo("faster");
    }

    /** What a bundle of the bootstrap days says, read again: "distinguishable" from 3 pairs is not taken at its word. */
    @Test
    void anOlderBundlesVerdictFromThreePairsIsNotToldApart() {
        List<ConfigResult> configs = List.of(config("serial", 3, 1.078), config("g1", 3, 1.0));
        PairResult old = new PairResult(configs.get(0).id(), configs.get(1).id(), 3, new MedianInterval(1.078, 1.078, 1.078),
                new MedianInterval(1.0, 1.0, 1.0), true);
        String out = render(results(configs, List.of(old), 3));
        assertThat(verdict(out)).as(out).startsWith("not told apart (3 pairs;");
    }

    /**
     * --until-ci 25 spent on 3 runs each: [min, max] is 18 % of the median, under the target, yet no
     * 95 % interval; the line says why the configuration is still listed.
     */
    @Test
    void untilCiNotReachedByAFewRunsSaysTheirIntervalIsNotA95PercentOne() {
        List<ConfigResult> configs = List.of(config("serial", 3, 1.0), config("g1", 3, 1.0));
        CompareResults three = results(configs, pairs(configs), 3);
        CompareResults withUntilCi = new CompareResults(three.schema(), three.tool(), three.toolVersion(), three.createdAt(),
                three.updatedAt(), true, three.settings(), configs, three.pairs(), three.costSplit(), List.of(), List.of(),
                Summaries.untilCi(configs, 25.0, 6, 6));
        assertThat(render(withUntilCi)).contains("--until-ci 25.0 %: not reached, --max-runs 6 spent (6 measured runs)")
                .contains("openjdk-17-serial                    18.2 % of the median (3 runs ok, not a 95 % interval below 6 runs)");
    }

    /** The interval column of the one configuration after the fastest. */
    private static String intervalKind(String out) {
        List<String> lines = out.lines().toList();
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("Paired ratios against the fastest")).findFirst()
                .orElseThrow());
        return lines.get(header + 2).substring(93, 109).strip();
    }

    /** The interval column of a ranking row. */
    private static String rankingKind(String out, String config) {
        String row = out.lines().filter(l -> l.contains(" " + config + " ")).findFirst().orElseThrow();
        return row.substring(row.lastIndexOf("  ") + 2);
    }

    /**
     * Below 6 runs the bracket is the range of the runs, and says so: a compare of 3 repetitions
     * printed "95 % interval" over [min, max]. The spread (MAD) stands beside each median.
     */
    @Test
    void threeRepetitionsPrintTheRangeOfThreeRunsAndSixA95PercentInterval() {
        String three = text(3, 3, 1.078);
        assertThat(rankingKind(three, "openjdk-17-serial")).as(three).isEqualTo("range of 3 runs");
        assertThat(intervalKind(three)).as(three).isEqualTo("range of 3 pairs");
        assertThat(three).contains("MAD %");
        String six = text(6, 6, 1.078);
        assertThat(rankingKind(six, "openjdk-17-serial")).as(six).isEqualTo("95 %");
        assertThat(intervalKind(six)).as(six).isEqualTo("95 %");
    }

    /** An outlier run is said under Warnings, with the sign test of its pairs; alone it is no drift. */
    @Test
    void anOutlierRunIsWarnedOfAndIsNoDrift() {
        List<ConfigResult> configs = List.of(config("serial", 6, 1.0), config("g1", 6, 1.0));
        assertThat(render(results(configs, pairs(configs), 6))).doesNotContain("Warnings:");
        List<CompareRun> runs = new ArrayList<>(configs.get(0).runs());
        CompareRun slow = runs.get(4);
        runs.set(4, new CompareRun(slow.runId(), 4, false, 4, RunStatus.OK, null, List.of("java"), slow.startedAt(), 1.0, 0,
                30.0, 30.0, true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0, null, 30.0, slow.files()));
        List<ConfigResult> withOutlier = List.of(new ConfigResult(configs.get(0).id(), JVM, "serial", null, null, List.of(),
                runs, summary(runs)), configs.get(1));
        String out = render(results(withOutlier, pairs(withOutlier), 6));
        assertThat(out).contains("Warnings:")
                .contains("outlier run: openjdk-17-serial repetition 4 took 30.000 s against a median of 11.500 s")
                .doesNotContain("drift:")
                .contains("outlier pair: openjdk-17-serial / openjdk-17-g1 in repetition 4; the sign test's interval");
    }

    /** Runs during which the rest of the machine was busy are warned of, with the busiest named. */
    @Test
    void runsOnABusyMachineAreWarnedOf() {
        List<ConfigResult> configs = List.of(config("serial", 6, 1.0), config("g1", 6, 1.0));
        List<CompareRun> runs = new ArrayList<>(configs.get(0).runs());
        CompareRun run = runs.get(2);
        // 9 CPU seconds of others over a 12 s run: 0.75 cores
        runs.set(2, new CompareRun(run.runId(), 2, false, 2, RunStatus.OK, null, List.of("java"), run.startedAt(), 1.0, 0,
                run.wallSeconds(), run.cpuSeconds(), true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0, null, run.totalWallSeconds(),
                run.files(), null, 9.0));
        List<ConfigResult> busy = List.of(new ConfigResult(configs.get(0).id(), JVM, "serial", null, null, List.of(),
                runs, summary(runs)), configs.get(1));
        assertThat(render(results(busy, pairs(busy), 6))).contains("\n  busy machine: other processes used 0.25 cores or"
                + " more on average during 1 of 12 runs, the most (0.8 cores) during openjdk-17-serial-r2"
                + " (runs/openjdk-17-serial-r2): those runs are perturbed;");
    }

    /** The verdict column of the one configuration after the fastest. */
    private static String verdict(String out) {
        List<String> lines = out.lines().toList();
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("Paired ratios against the fastest")).findFirst()
                .orElseThrow());
        String row = lines.get(header + 2);
        // configuration, wall ratio, cpu ratio and interval columns: 2 + 36 + 1 + 26 + 1 + 26 + 1 + 16 + 1 characters
        return row.substring(110);
    }

    /** Serial {@code factor} times G1's wall time in each of n repetitions, {@code repeat} asked; the others failed. */
    private static String text(int n, int repeat, double factor) {
        List<ConfigResult> configs = List.of(config("serial", n, factor), config("g1", n, 1.0));
        return render(results(configs, pairs(configs), repeat));
    }

    private static String render(CompareResults results) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        CompareText.results(out, results, null, Path.of("bundle"));
        out.flush();
        return text.toString();
    }

    private static CompareResults results(List<ConfigResult> configs, List<PairResult> pairs, int repeat) {
        CompareSettings settings = new CompareSettings(List.of("-version"), null, "/work", Map.of(), null, repeat, 0, 600,
                null, null, null, false);
        return new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-27T00:00:00Z", "2026-11-27T00:10:00Z",
                true, settings, configs, pairs, costSplit(configs), List.of(), List.of(), null);
    }

    /** n repetitions, wall time {@code factor} × a drift that differs by repetition. */
    private static ConfigResult config(String collector, int n, double factor) {
        String id = "openjdk-17-" + collector;
        List<CompareRun> runs = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            double wall = factor * (10 + r % 3);
            runs.add(new CompareRun(id + "-r" + r, r, false, r, RunStatus.OK, null, List.of("java"), "2026-11-27T00:00:00Z",
                    1.0, 0, wall, wall, true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0, null, wall,
                    new CompareRun.RunFiles(null, null, null, null)));
        }
        return new ConfigResult(id, JVM, collector, null, null, List.of(), runs, summary(runs));
    }
}
