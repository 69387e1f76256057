package io.tenure.cli.bench;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.testsupport.TestJdks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure demo --quick} end to end: real forks of the running JDK (Serial and a concurrent
 * collector, three survival points), the fit, the report and the summary; then the same bundle is
 * refused without {@code --resume} and continued with it without a single new fork.
 */
class DemoCommandTest {
    @TempDir
    Path dir;

    @Test
    void quickDemoBenchesFitsReportsAndSummarises() throws Exception {
        Path out = dir.resolve("demo");
        CommandRun run = CommandRun.of("demo", "--quick", "--out", out.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCodes.OK);

        JsonNode results = new ObjectMapper().readTree(out.resolve("results.json").toFile());
        assertThat(results.path("schema").asText()).isEqualTo("tenure-bench/1");
        assertThat(results.path("cells")).hasSize(6);
        for (JsonNode cell : results.path("cells")) {
            assertThat(cell.path("status").asText()).as(cell.path("id").asText() + ": " + cell.path("reason").asText())
                    .isEqualTo("ok");
            assertThat(cell.path("heapMB").asLong()).isEqualTo(DemoPlan.HEAP_MB);
            if (cell.path("collector").asText().equals("serial")) {
                assertThat(cell.path("youngMB").asLong()).isEqualTo(DemoPlan.YOUNG_MB);
            }
        }
        assertThat(out.resolve("host.json")).isRegularFile();
        assertThat(out.resolve(DemoCommand.MODEL_FILE)).isRegularFile();
        Path report = out.resolve(DemoCommand.REPORT_DIR);
        assertThat(report.resolve("index.html")).isRegularFile();
        assertThat(report.resolve("report.md")).isRegularFile();
        assertThat(report.resolve("report.json")).isRegularFile();
        assertThat(Files.readString(report.resolve("index.html"))).contains("Serial");

        String text = run.out();
        assertThat(text).contains("Sweep: 6 cells x 1 fork = 6 forks, p = 0, 0.437, 0.8, heap 192 MB, young 16 MB fixed")
                .contains("tenure demo: 6 of 6 cells ok on ")
                .containsPattern("(?m)^Ranking at s = 0\\.437 \\(time per GB allocated, the runs' median where measured there,"
                        + " else the fitted curve's; relative to the fastest, 95% CI; a shared rank is a tie\\):\n"
                        + "   1\\. \\S+ \\S+ +\\d+\\.\\d{3} s/GB  1\\.000 \\[1\\.000, 1\\.000\\]\n"
                        + "   [12]\\. \\S+ \\S+ +\\d+\\.\\d{3} s/GB  \\d+\\.\\d{3} \\[\\d+\\.\\d{3}, \\d+\\.\\d{3}\\]\n")
                .containsPattern("(?m)^Ranking per JVM at s = 0\\.437 \\(each ratio: time / the one before, 95% CI; = marks"
                        + " a tie: the runs cannot tell it from any collector of its rank, each such interval contains 1\\):\n"
                        + "  \\S+: 1\\. \\S+(, 2\\. | = )\\S+ \\(ratio \\d+\\.\\d{2} \\[\\d+\\.\\d{2}, \\d+\\.\\d{2}\\]\\)\n")
                .containsPattern("(?m)^Gap at s = 0\\.437, best generational vs best non-generational: \\S+ \\S+ / \\S+ \\S+"
                        + " = \\d+\\.\\d{3} \\[\\d+\\.\\d{3}, \\d+\\.\\d{3}\\] \\(((non-)?generational faster|the runs cannot tell them apart)\\)$")
                .containsPattern("(?m)^Crossovers(: none in \\[0, 1\\]|: 1 in \\[0, 1\\] among all pairs, [01] crossed by at least"
                        + " 95% of the bootstrap replicates inside the measured range \\(all in the report\\); of the gap pairs:\n"
                        + "  \\S+ Serial x \\S+ \\S+: s = \\d\\.\\d{3} \\[\\d\\.\\d{3}, \\d\\.\\d{3}\\], .+ faster below; \\d+% of replicates cross.*)$")
                .containsPattern("(?m)^Survival fidelity \\(measured median vs target p, 3 generational cells\\):"
                        + " mean \\|error\\| 0\\.\\d{3}, worst 0\\.\\d{3} \\(.+ Serial at p = \\d\\.\\d{3}: 0\\.\\d{3}\\)$")
                .contains("Failed cells: none\n")
                .contains("Report: " + report.resolve("index.html") + "\n")
                .contains("Bundle: " + out + "  (--resume continues it")
                .contains("Model:  " + out.resolve(DemoCommand.MODEL_FILE) + "  (tenure predict --model)");
        assertThat(text).contains("--quick: one short fork per cell checks that the tool works");
        // Epsilon is a zero-GC baseline, never one of --quick's two contenders.
        assertThat(text.substring(text.indexOf("Ranking at"))).contains("Serial").doesNotContain("Epsilon");

        CommandRun again = CommandRun.of("demo", "--quick", "--out", out.toString());
        assertThat(again.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(again.err()).isEqualTo("tenure: error: " + out.resolve("results.json") + " already exists: pass --resume"
                + " to continue it, or choose another --out\n");

        CommandRun resumed = CommandRun.of("demo", "--quick", "--out", out.toString(), "--resume");
        assertThat(resumed.exitCode()).as(resumed.out() + resumed.err()).isEqualTo(ExitCodes.OK);
        assertThat(resumed.out()).contains("0 runs to do (6 already done)").contains("tenure demo: 6 of 6 cells ok");
    }

    /**
     * A JVM that starts (it answers the probe) but whose every workload fork dies: the demo names
     * each failed cell and exits 1 without a report.
     */
    @Test
    void sweepThatFailsEntirelyExitsOneAndNamesTheCells() throws Exception {
        Path home = dir.resolve("crashing-jvm");
        Path java = home.resolve("bin").resolve("java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\n"
                + "for a in \"$@\"; do case \"$a\" in *SurvivalWorkload*) echo 'simulated crash' >&2; exit 3;; esac; done\n"
                + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' \"$@\"\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        Path out = dir.resolve("failed");
        CommandRun run = CommandRun.of("demo", "--quick", "--jvm", home.toString(), "--out", out.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).containsPattern("(?m)^tenure demo: every run failed; bundle " + Pattern.quote(out.toString()) + "$")
                .containsPattern("(?m)^  failed \\S+_serial_heap192m_young16m_p0\\.4370: repetition 1: the JVM failed \\(exit code 3\\)$");
        assertThat(out.resolve(DemoCommand.REPORT_DIR)).doesNotExist();
    }

    /**
     * --gc zgc-generational on JDK 17 and 25: JDK 17 has none, and its line said "openjdk-17 …:  (of
     * Serial, …)", an empty list as if it had run. The JVMs crash at once, so the sweep is quick.
     */
    @Test
    void aJvmWithNoneOfTheNamedCollectorsIsSaidNotToRun() throws Exception {
        Assumptions.assumeTrue(Runtime.version().feature() < 21, "the JVM running the tests lacks zgc-generational");
        Path old = crashing("old", Path.of(System.getProperty("java.home")));
        Path recent = crashing("recent", TestJdks.assumeJdk("jdk25"));
        CommandRun run = CommandRun.of("demo", "--jvm", old.toString(), "--jvm", recent.toString(), "--gc", "zgc-generational",
                "--out", dir.resolve("none").toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out()).containsPattern("(?m)^  \\S+ +\\S+ \\(" + Pattern.quote(old.resolve("bin").resolve("java").toString())
                + "\\): none of --gc zgc-generational, not run \\(of Serial, ")
                .containsPattern("(?m)^  \\S+ +\\S+ \\(" + Pattern.quote(recent.resolve("bin").resolve("java").toString())
                        + "\\): ZGC \\(generational\\) \\(of ")
                .containsPattern("(?m)^    not run on \\S+: zgc-generational \\(.+\\)$");
    }

    /**
     * {@code demo --resume} with another {@code --gc} added its cells to the bundle without a word, and
     * the summary, model and report then mixed two demos' collectors; {@code bench --resume} names a
     * changed knob. With the same options the demo continues (nothing left to fork here). The JVM's
     * forks crash at once, so the sweeps are quick.
     */
    @Test
    void aResumedDemoOfOtherCollectorsIsRefusedNamingThem() throws Exception {
        Path home = crashing("jvm", Path.of(System.getProperty("java.home")));
        Path out = dir.resolve("resumed");
        CommandRun first = CommandRun.of("demo", "--jvm", home.toString(), "--gc", "serial,parallel", "--out", out.toString());
        assertThat(first.exitCode()).as(first.out() + first.err()).isEqualTo(ExitCodes.FAILED);
        String results = Files.readString(out.resolve("results.json"));

        CommandRun other = CommandRun.of("demo", "--jvm", home.toString(), "--gc", "serial,g1", "--out", out.toString(),
                "--resume");
        assertThat(other.exitCode()).as(other.out() + other.err()).isEqualTo(ExitCodes.USAGE);
        // after the probes of the --jvm given by path
        assertThat(other.err()).containsPattern("(?m)^tenure: error: " + Pattern.quote(out + ": the bundle holds another demo's runs"
                + " (runs of ") + "\\S+" + Pattern.quote(" Parallel, which this demo does not run; no run of ") + "\\S+"
                + Pattern.quote(" G1, which this demo runs): resume it with the --jvm, --gc and --quick it was started with,"
                + " or give a new --out (tenure report takes both bundles)") + "\n\\z");
        assertThat(Files.readString(out.resolve("results.json"))).isEqualTo(results);

        CommandRun same = CommandRun.of("demo", "--jvm", home.toString(), "--gc", "parallel,serial", "--out", out.toString(),
                "--resume");
        assertThat(same.exitCode()).as(same.out() + same.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(same.out()).contains("0 runs to do (18 already done)");
    }

    /** A JDK home whose java runs everything but the workload, which crashes at once. */
    private Path crashing(String name, Path jdk) throws Exception {
        Path home = dir.resolve(name);
        Path java = home.resolve("bin").resolve("java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\n"
                + "for a in \"$@\"; do case \"$a\" in *SurvivalWorkload*) echo 'simulated crash' >&2; exit 3;; esac; done\n"
                + "exec '" + jdk.resolve("bin").resolve("java") + "' \"$@\"\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        return home;
    }

    @Test
    void resumeWithoutOutIsAUsageError() {
        CommandRun run = CommandRun.of("demo", "--resume");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--resume needs --out DIR");
    }

    @Test
    void gcThatNamesNoCollectorHereOrComesWithQuickIsAUsageError() {
        CommandRun unknown = CommandRun.of("demo", "--gc", "parallel,nosuch", "--out", dir.resolve("a").toString());
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("--gc: unknown collector 'nosuch'; known: serial, parallel, cms, g1");
        // Epsilon never collects: every demo cell of it would be refused at plan time, so --gc refuses it first
        CommandRun epsilon = CommandRun.of("demo", "--gc", "parallel,epsilon", "--out", dir.resolve("a").toString());
        assertThat(epsilon.exitCode()).as(epsilon.out() + epsilon.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(epsilon.err()).contains("--gc: epsilon never collects, and a demo fork allocates up to 4160 MB in a 192 MB"
                + " heap, so it cannot run here: drop it from --gc; for a zero-GC baseline run 'tenure bench --gc");
        assertThat(CommandRun.of("demo", "--help").out()).contains("1     every run failed or every cell was refused")
                .contains("2     usage error (unknown JVM, --gc epsilon,")
                .contains("130   interrupted (Ctrl-C; 143: SIGTERM): the runs finished are kept,");
        CommandRun quick = CommandRun.of("demo", "--quick", "--gc", "g1", "--out", dir.resolve("b").toString());
        assertThat(quick.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(quick.err()).contains("--quick runs its own two collectors");
        assertThat(dir.resolve("a")).doesNotExist();
    }
}
