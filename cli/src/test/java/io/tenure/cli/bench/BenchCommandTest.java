package io.tenure.cli.bench;

import io.tenure.cli.TenureCommand;
import io.tenure.cli.common.DurationArgument;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.LiveSetRule;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.BundleReader;
import io.tenure.testsupport.TestJdks;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class BenchCommandTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cmd = TenureCommand.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        // The probe cache under target/: a second test run launches no JVM to probe.
        String[] all = new String[args.length + 3];
        all[0] = "bench";
        all[1] = "--probe-cache";
        all[2] = Path.of("target", "tenure-probes.json").toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return cmd.execute(all);
    }

    @Test
    void unknownCollectorIsAUsageErrorListingValidOnes() {
        assertThat(run("--gc", "serial,fancy", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --gc: unknown collector 'fancy'; available on ")
                .contains(": serial, parallel, g1");
    }

    @Test
    void unknownJvmIsAUsageErrorListingTheIdsOfTenurePlatforms() {
        assertThat(run("--jvm", "nosuch-99", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --jvm: unknown JVM 'nosuch-99'; valid ids: ")
                .contains("(or give a JDK path)");
        err.getBuffer().setLength(0);
        assertThat(run("--jvm", dir.resolve("no-jdk-here").toString(), "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --jvm: no such JDK path: ");
    }

    @Test
    void collectorMissingOnTheJvmIsAUsageErrorWithTheReason() {
        assertThat(run("--gc", "cms", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --gc: collector cms is not available on ")
                .contains("removed in JDK 14 (JEP 363); available on ").contains(": serial, parallel");
    }

    @Test
    void aJvmIsNamedByItsPlatformsIdOrItsHome() {
        assertThat(run("--jvm", System.getProperty("java.home"), "--gc", "serial", "--survival", "0", "--dry-run",
                "--out", dir.resolve("b").toString())).isEqualTo(ExitCodes.OK);
        String firstCell = out.toString().lines().filter(l -> l.startsWith("  ")).findFirst().orElseThrow().strip();
        String id = firstCell.substring(0, firstCell.indexOf("_serial_"));
        assertThat(id).matches("[a-z0-9._+-]+-" + Runtime.version().feature() + "(\\.[0-9.]+)?");
        out.getBuffer().setLength(0);
        assertThat(run("--jvm", id, "--gc", "serial", "--survival", "0", "--dry-run", "--out", dir.resolve("b").toString()))
                .isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains(id + "_serial_heap512m_young32m_p0.0000");
    }

    @Test
    void collectorsTheCatalogKnowsBeyondTheClassicOnesArePlanned() {
        Path temurin25 = TestJdks.assumeJdk("jdk25");
        assertThat(run("--jvm", temurin25.toString(), "--gc", "shenandoah-generational", "--survival", "0.5", "--dry-run",
                "--out", dir.resolve("b").toString())).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains("_shenandoah-generational_heap512m_young32m_p0.5000")
                .contains("-XX:+UseShenandoahGC -XX:ShenandoahGCMode=generational -Xms512m")
                .contains("gc+heap=debug");
    }

    @Test
    void dryRunPrintsThePlanAndItsDuration() {
        // 0.2 is the highest survival a derived set reaches with the JVM's sizing of 512 MB (LiveSetRule)
        assertThat(run("--gc", "serial,g1", "--survival", "0.1,0.2", "--repeat", "2", "--young", "32m,default",
                "--out", dir.resolve("b").toString(), "--dry-run")).isEqualTo(ExitCodes.OK);
        String text = out.toString();
        assertThat(text).startsWith("tenure bench plan: 8 cells (0 skipped) x 2 repetitions = 16 runs, estimated ");
        assertThat(text).contains("_serial_heap512m_young32m_p0.1000 ")
                .contains("-XX:+UseSerialGC -Xms512m -Xmx512m -XX:+AlwaysPreTouch -Xmn32m -XX:SurvivorRatio=8")
                .contains("_g1_heap512m_default_p0.2000 ")
                .contains("first run: ");
        assertThat(Files.exists(dir.resolve("b"))).isFalse();
    }

    @Test
    void variantsAreCellsOfTheirOwnAndTheDryRunShowsTheirFlags() {
        assertThat(run("--gc", "serial", "--survival", "0.1", "--jvm-arg=-XX:-UseCompressedOops", "--variant",
                "notlab=-XX:-UseTLAB", "--variant", "base=", "--out", dir.resolve("b").toString(), "--dry-run"))
                .as(err.toString()).isEqualTo(ExitCodes.OK);
        // (a NUMA variant is the usual example, but on a host of one node it is not applicable: BenchPlatformsTest)
        assertThat(out.toString()).startsWith("tenure bench plan: 2 cells")
                .contains("_serial_heap512m_young32m_notlab_p0.1000 ")
                .contains("variant notlab: -XX:+UseSerialGC -Xms512m -Xmx512m -XX:+AlwaysPreTouch -Xmn32m -XX:SurvivorRatio=8"
                        + " -XX:-UseCompressedOops -XX:-UseTLAB")
                .contains("_serial_heap512m_young32m_base_p0.1000 ");
        assertThat(out.toString().lines()).as("the baseline has the --jvm-arg only").anyMatch(l -> l.endsWith(
                "variant base: -XX:+UseSerialGC -Xms512m -Xmx512m -XX:+AlwaysPreTouch -Xmn32m -XX:SurvivorRatio=8"
                        + " -XX:-UseCompressedOops"));
    }

    @Test
    void aFlagTenureSetsPerCellIsRefusedWithTheOptionToUse() {
        assertThat(run("--gc", "serial", "--jvm-arg=-Xmn8m", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --jvm-arg: -Xmn8m sets the young generation, which tenure sets"
                + " for every cell: use --young instead");
        err.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--variant", "g1=-XX:+UseG1GC", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --variant g1: -XX:+UseG1GC sets the collector, which tenure"
                + " sets for every cell: use --gc instead");
    }

    @Test
    void aFlagTheJvmRejectsIsRefusedInTheJvmsWords() {
        assertThat(run("--gc", "serial", "--variant", "bad=-XX:+NoSuchTenureFlag", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --variant bad: ").contains(" does not start with -XX:+NoSuchTenureFlag: ")
                .contains("Unrecognized VM option 'NoSuchTenureFlag'");
    }

    /**
     * --measure 1s with a --work that caps the calibrated work: p = 0 allocates at GB/s, and its
     * measured phase lasted 0.01 s of the 1 s asked, said only in results.json; the summary says so.
     */
    @Test
    void aMeasuredPhaseThatWorkCutShortIsNamed() {
        assertThat(run("--gc", "serial", "--survival", "0", "--measure", "2s", "--work", "32m", "--warmup", "8m",
                "--repeat", "1", "--no-jfr", "--out", dir.resolve("short").toString())).as(err.toString()).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains("tenure bench: note: 1 run measured less than half of --measure: --work capped"
                + " the calibrated work (").contains(" with the 32 MB --work allows, at ")
                .contains("a larger --work lets the measured phase last as asked");
    }

    @Test
    void measureCalibratesEveryForkAndMustBeOffOrAPositiveDuration() {
        assertThat(run("--gc", "serial", "--survival", "0.1", "--measure", "1500ms", "--out", dir.resolve("b").toString(),
                "--dry-run")).as(err.toString()).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains(" workMB=1024 seed=42 measureSeconds=1.5 result=");
        out.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--survival", "0.1", "--out", dir.resolve("b").toString(), "--dry-run"))
                .isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).doesNotContain("measureSeconds");
        assertThat(run("--gc", "serial", "--measure", "0s", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--measure: must be 'off' or a duration in (0, 1h], got '0s'");
        err.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--measure", "soon", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--measure: not a duration: 'soon'");
        err.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--workload", "jbb", "--measure", "1s", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--measure calibrates the survival workload");
    }

    @Test
    void aTimeoutMustBePositiveAndRetryFailedNeedsResume() {
        assertThat(run("--gc", "serial", "--timeout", "0s", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --timeout: must be positive, got '0s'");
        err.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--timeout", "-5m", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --timeout: must be positive, got '-5m'");
        err.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--retry-failed", "--out", dir.resolve("b").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --retry-failed continues a bundle: add --resume --out DIR");
    }

    @Test
    void defaultSweepIsPlannedForAboutTenMinutes() {
        assertThat(run("--dry-run", "--out", dir.resolve("b").toString())).isEqualTo(ExitCodes.OK);
        String first = out.toString().lines().findFirst().orElseThrow();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("estimated (\\d+)m").matcher(first);
        assertThat(m.find()).as(first).isTrue();
        assertThat(Integer.parseInt(m.group(1))).isBetween(3, 15);
    }

    @Test
    void aCellWhoseLiveSetCannotFitIsRefusedAtPlanTimeWhileTheMatrixGoesOn() throws Exception {
        Path bundle = dir.resolve("bundle");
        // p = 1 keeps a 48 MB live set: it ran out of memory in 32 MB (exit 66); now refused before it runs.
        int code = run("--gc", "serial", "--survival", "1", "--heap", "32m,104m", "--young", "8m", "--lifetime", "48m",
                "--work", "96m", "--warmup", "0m", "--repeat", "1", "--no-jfr", "--out", bundle.toString());
        assertThat(code).as(err.toString()).isEqualTo(ExitCodes.OK);
        assertThat(err.toString()).contains("_serial_heap32m_young8m_p1.0000 refused: the long-lived set (48 MB) does not fit"
                + " the old generation (24 MB, young 8 MB) with room (at most 50%, 12 MB): use --heap 104m or more"
                // not --lifetime 12m or less: at p = 1 a 12 MB set lives fewer than 4 young generations of 8 MB
                + System.lineSeparator());
        assertThat(out.toString()).contains("tenure bench: 1 cells ok, 0 failed, 1 skipped");
        JsonNode results = new ObjectMapper().readTree(bundle.resolve("results.json").toFile());
        assertThat(results.get("schema").asText()).isEqualTo("tenure-bench/1");
        assertThat(results.get("cells")).hasSize(2);
        // Cells keep the plan's order (the --heap list), whatever order the runs took.
        JsonNode cell = results.get("cells").get(0);
        assertThat(cell.get("status").asText()).isEqualTo("skipped");
        assertThat(cell.get("reason").asText()).startsWith("refused: the long-lived set");
        assertThat(results.get("cells").get(1).get("status").asText()).isEqualTo("ok");
        assertThat(Files.exists(bundle.resolve("host.json"))).isTrue();

        err.getBuffer().setLength(0);
        // the dry run refuses the bundle there as the run does (it used to plan on over it, exit 0)
        assertThat(run("--gc", "serial", "--out", bundle.toString(), "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("already exists: pass --resume");
        err.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--survival", "0", "--out", bundle.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("already exists: pass --resume");

        // resumed with a plan whose every cell is refused: the bundle is there, and untouched ("no bundle written" was not so)
        String before = Files.readString(bundle.resolve("results.json"));
        err.getBuffer().setLength(0);
        assertThat(run("--gc", "serial", "--survival", "1", "--heap", "32m", "--young", "8m", "--lifetime", "48m",
                "--work", "96m", "--warmup", "0m", "--repeat", "1", "--no-jfr", "--out", bundle.toString(), "--resume"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: every cell was refused (each is named above with the option to"
                + " change): nothing to run, " + bundle.resolve("results.json") + " left as it was");
        assertThat(Files.readString(bundle.resolve("results.json"))).isEqualTo(before);
    }

    /** Every cell refused used to write a bundle of skipped cells and exit 0, which reads as a finished sweep. */
    @Test
    void aPlanWhoseEveryCellIsRefusedIsAUsageErrorAndWritesNoBundle() {
        Path bundle = dir.resolve("refused");
        int code = run("--gc", "serial", "--survival", "1,0.5", "--heap", "32m", "--young", "8m", "--lifetime", "48m",
                "--work", "96m", "--repeat", "1", "--no-jfr", "--out", bundle.toString());
        assertThat(code).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("_serial_heap32m_young8m_p1.0000 refused: the long-lived set (48 MB)")
                .contains("_serial_heap32m_young8m_p0.5000 refused: the long-lived set (48 MB)")
                .contains("every cell was refused (each is named above with the option to change): nothing to run");
        assertThat(bundle).doesNotExist();
    }

    /** The dry run of a plan the run would refuse said exit 0, so a sweep checked with --dry-run failed when run. */
    @Test
    void theDryRunOfAPlanWhoseEveryCellIsRefusedIsTheSameUsageError() {
        Path bundle = dir.resolve("refused");
        int code = run("--gc", "serial", "--survival", "1,0.5", "--heap", "32m", "--young", "8m", "--lifetime", "48m",
                "--work", "96m", "--repeat", "1", "--no-jfr", "--out", bundle.toString(), "--dry-run");
        assertThat(code).isEqualTo(ExitCodes.USAGE);
        assertThat(out.toString()).contains("tenure bench plan: 2 cells (2 skipped) x 1 repetitions = 0 runs")
                .contains("_serial_heap32m_young8m_p1.0000").contains("skipped: refused: the long-lived set (48 MB)");
        assertThat(err.toString()).contains("tenure: error: every cell was refused (each is named above with the option"
                + " to change): nothing to run");
        assertThat(bundle).doesNotExist();
    }

    @Test
    void durationsTakeDecimalsAndEveryUnit() {
        assertThat(DurationArgument.parse("0.5s")).isEqualTo(Duration.ofMillis(500));
        assertThat(DurationArgument.parse(" 1500MS ")).isEqualTo(Duration.ofMillis(1500));
        assertThat(DurationArgument.parse("1.5m")).isEqualTo(Duration.ofSeconds(90));
        assertThat(DurationArgument.parse("2h")).isEqualTo(Duration.ofHours(2));
        assertThat(BenchCommand.measureSeconds("0.25s")).isEqualTo(0.25);
        assertThatThrownBy(() -> DurationArgument.parse("1.5")).isInstanceOf(UserException.class);
        assertThatThrownBy(() -> DurationArgument.parse("s")).isInstanceOf(UserException.class);
        assertThatThrownBy(() -> DurationArgument.parse("1e99999h")).isInstanceOf(UserException.class);
    }

    @Test
    void badSizesAndDurationsAreUsageErrors() {
        assertThat(run("--heap", "lots", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--heap: not a size: 'lots'");
        assertThat(run("--timeout", "soon", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--timeout: not a duration: 'soon'");
    }

    /** 0 is a duration, the one unit-less: "--timeout 0" was "not a duration" and "--timeout 0s" "must be positive". */
    @Test
    void aZeroTimeoutIsRefusedAsNotPositiveWithOrWithoutAUnit() {
        for (String zero : List.of("0", "0s", "0ms", "0.0", "0h")) {
            err.getBuffer().setLength(0);
            assertThat(run("--timeout", zero, "--dry-run")).as(zero).isEqualTo(ExitCodes.USAGE);
            assertThat(err.toString()).as(zero).isEqualTo("tenure: error: --timeout: must be positive, got '" + zero
                    + "' (every fork needs time to run; use e.g. 90s, 5m, 1h)" + System.lineSeparator());
        }
        assertThat(DurationArgument.parse("0")).isEqualTo(Duration.ZERO);
        assertThatThrownBy(() -> DurationArgument.parse("90")).isInstanceOf(UserException.class);
    }

    /**
     * Sizes that cannot work are refused naming the option: they failed with "threads, chains, work
     * and lifetime must be positive" or "young generation must be in [1, heap): 96", naming none.
     */
    @Test
    void sizesThatCannotWorkAreRefusedNamingTheOptionAndTheFix() {
        assertThat(run("--gc", "serial", "--work", "0", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --work: must be more than 0, got '0'");
        assertThat(run("--gc", "serial", "--lifetime", "0m", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --lifetime: must be more than 0, got '0m'");
        assertThat(run("--gc", "serial", "--heap", "96m", "--young", "96m", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("tenure: error: --young 96m does not fit --heap 96m: the young generation is part"
                + " of the heap; use a young size of 1 MB to 95 MB (e.g. --young 24m), or --young default");
        err.getBuffer().setLength(0);
        // a young generation that leaves the old one 1 MB: the cell is refused with sizes that work; it is the
        // plan's only cell, so the dry run ends as the run would, in the usage error of a plan with nothing to run
        assertThat(run("--gc", "serial", "--heap", "96m", "--young", "95m", "--survival", "0.5", "--repeat", "1",
                "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).isEqualTo("tenure: error: every cell was refused (each is named above with the option to"
                + " change): nothing to run" + System.lineSeparator());
        assertThat(out.toString()).contains("_serial_heap96m_young95m_p0.5000").contains("skipped: refused: the long-lived set"
                + " (1 MB) does not fit the old generation (1 MB, young 95 MB) with room (at most 50%, 0.5 MB): use --young 19m"
                + " or less, or --heap 475m or more");
    }

    @Test
    void liveSetFractionsAndObjectSizeDistributionsAreSweptAndShownByTheDryRun() {
        assertThat(run("--gc", "serial", "--survival", "0.3", "--live-set", "0.1,0.6", "--object-bytes", "64,mixed",
                "--dry-run", "--out", dir.resolve("b").toString())).as(err.toString()).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains("_serial_heap512m_young32m_p0.3000_ls0.1 ")
                .contains("_serial_heap512m_young32m_p0.3000_ls0.1-szmixed ")
                .contains("_p0.3000_ls0.6 ").contains("skipped: refused: the long-lived set (307.2 MB, --live-set 0.6)")
                .contains("use --live-set 0.075 to 0.468 (no --heap helps");
    }

    @Test
    void theLiveSetIsGivenOnceAndTheJbbKnobsOnlyForJbb() {
        assertThat(run("--live-set", "0.2", "--lifetime", "64m", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--live-set and --lifetime both set the long-lived set: give one");
        assertThat(run("--jbb-retention", "64m", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--jbb-retention is for --workload jbb");
        assertThat(run("--workload", "jbb", "--live-set", "0.2", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--workload jbb keeps its own live set (its orders): use --jbb-retention");
        assertThat(run("--object-bytes", "huge", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("object bytes must be N, MIN-MAX or one of [small, mixed, large]: huge");
    }

    @Test
    void jbbRetentionIsDerivedOrSweptAndItsSetMustFit() {
        assertThat(run("--gc", "serial", "--workload", "jbb", "--jbb-retention", "auto,16m,1000m", "--dry-run", "--out",
                dir.resolve("b").toString())).as(err.toString()).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains("_serial_heap512m_young32m_p0.0000_jbb-ret128 ")
                .contains("_p0.0000_jbb-ret16 ").contains("_p0.0000_jbb-ret1000 ")
                .contains("skipped: refused: jbb retains about 45% of the allocation for 1000 MB per thread");
    }

    @Test
    void aDesignPlansNPointsPerPlatformAndPrintsThem() {
        assertThat(run("--jvm", System.getProperty("java.home"), "--gc", "serial,parallel", "--design", "lhs:6",
                "--range", "survival=0:0.5", "--range", "ref-stores=0:64", "--range", "threads=1:2", "--dry-run",
                "--out", dir.resolve("d").toString())).as(err.toString()).isEqualTo(ExitCodes.OK);
        String text = out.toString();
        assertThat(text).contains("tenure bench plan: 12 cells (0 skipped) x 3 repetitions = 36 runs")
                .contains("design: lhs:6 seed 42 over survival 0..0.5, ref-stores 0..64, threads 1..2");
        assertThat(text.lines().filter(l -> l.startsWith("  ") && l.contains("[p "))).hasSize(12);
        assertThat(text).containsPattern("_serial_heap512m_young32m_p0\\.\\d{4}_r[0-9.]+ +\\[p [0-9.]+, ref-stores [0-9.]+,"
                + " old-to-young 0, compute 0, threads [12]\\]");
    }

    @Test
    void aDesignOverTheLiveSetGivesEachPointItsFractionOfTheHeap() {
        assertThat(run("--jvm", System.getProperty("java.home"), "--gc", "parallel", "--design", "lhs:6",
                "--range", "survival=0:0.5", "--range", "live-set=0.05:0.4", "--heap", "384m", "--young", "8m", "--dry-run",
                "--out", dir.resolve("l").toString())).as(err.toString()).isEqualTo(ExitCodes.OK);
        String text = out.toString();
        assertThat(text).contains("tenure bench plan: 6 cells (0 skipped)")
                .contains("design: lhs:6 seed 42 over survival 0..0.5, live-set 0.05..0.4");
        List<String> points = text.lines().filter(l -> l.startsWith("  ") && l.contains("[p ")).toList();
        assertThat(points).hasSize(6).allSatisfy(l -> assertThat(l)
                .containsPattern("_p0\\.\\d{4}_ls0\\.\\d+ +\\[p [0-9.]+, ref-stores 0, old-to-young 0, compute 0, threads 1,"
                        + " live-set 0\\.\\d+ \\([0-9.]+ MB\\)\\]"));
        // each point its own set: 0.05 of 384 MB is 19.2 MB, 0.4 is 153.6 MB
        assertThat(points.stream().map(l -> l.replaceAll(".*live-set (0\\.\\d+).*", "$1")).distinct()).hasSize(6)
                .allSatisfy(f -> assertThat(Double.parseDouble(f)).isBetween(0.05, 0.4));
        // the child gets the point's set in MB: the first run's lifetimeMB is one of the points'
        String firstRunMB = text.lines().filter(l -> l.startsWith("first run:")).findFirst().orElseThrow()
                .replaceAll(".* lifetimeMB=([0-9.]+) .*", "$1");
        assertThat(points).anyMatch(l -> l.contains("(" + firstRunMB + " MB)"));

        // the set as a knob and as an option at once: refused
        assertThat(run("--design", "lhs:6", "--range", "live-set=0.05:0.4", "--live-set", "0.2", "--dry-run"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--range live-set varies the long-lived set per design point");
        assertThat(run("--design", "lhs:6", "--range", "live-set=0:0.4", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--range live-set: a fraction of the heap, at least 0.001");
    }

    @Test
    void aDesignIsRefusedWithTheOptionToChange() {
        assertThat(run("--range", "survival=0:0.5", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--range varies a knob of a design: add --design lhs:N");
        assertThat(run("--design", "lhs:8", "--range", "heap=1:2", "--dry-run")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--range: unknown knob 'heap'");
        assertThat(run("--design", "lhs:8", "--range", "survival=0:1", "--workload", "jbb", "--dry-run"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--workload jbb has none");
    }

    /**
     * A refused cell is counted and named in the closing summary, not only at the start (which a
     * long sweep scrolls away), and Epsilon's refusal is named at the start too: its reason does not
     * begin with "refused" and used to go unsaid. The demo's closing line counts the same cells.
     */
    @Test
    void refusedCellsAreCountedAndNamedInTheSummaries() throws Exception {
        Path bundle = dir.resolve("refused");
        int code = run("--gc", "serial,epsilon", "--survival", "0.4", "--heap", "128m", "--young", "16m", "--work", "128m",
                "--warmup", "0m", "--repeat", "1", "--no-jfr", "--out", bundle.toString());
        assertThat(code).as(out.toString() + err).isEqualTo(ExitCodes.OK);
        String epsilon = "_epsilon_heap128m_young16m_p0.4000";
        assertThat(err.toString()).containsPattern(Pattern.quote(epsilon) + " Epsilon never collects: the heap \\(128 MB\\)");
        assertThat(out.toString()).contains("tenure bench: 1 cells ok, 0 failed, 1 skipped")
                .containsPattern("(?m)^tenure bench: refused \\S+" + Pattern.quote(epsilon) + ": Epsilon never collects:"
                        + " the heap \\(128 MB\\) must exceed the total allocation \\(128 MB \\+ 64 MB slack\\):"
                        + " use --heap 192m or more, or --work 64m or less$");

        BenchResults results = BundleReader.results(bundle.resolve("results.json")).orElseThrow();
        assertThat(DemoSummary.cellCount(results)).isEqualTo("1 of 2 cells ok, 1 refused before running");
        assertThat(RefusedCells.of(results)).hasSize(1);
    }

    /** --help says what auto derives: the set the rule gives at p = 1 is that many young generations. */
    @Test
    void lifetimeHelpNamesTheYoungCollectionsOfTheRule() {
        long generations = Math.round(LiveSetRule.derivedLifetimeMB(HeapConfig.fixedYoung(512, 32), List.of(1.0)) / 32);
        String help = String.join(" ", TenureCommand.commandLine().getSubcommands().get("bench").getCommandSpec()
                .findOption("--lifetime").description());
        assertThat(help).contains("outlives " + generations + " young collections");
    }
}
