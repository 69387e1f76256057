package io.tenure.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenure compare}'s refusals, with the message and exit code a user sees. */
class CompareCommandTest {
    static final String PROBES = Path.of("target", "tenure-probes.json").toString();

    @TempDir
    Path dir;

    /**
     * A collector in --jvm-arg made every run fail (the JVM refuses two collectors), and a heap size
     * in a --variant beside --heap silently measured another heap than the label: both are refused
     * before anything runs, naming the option to use.
     */
    @Test
    void flagsThatContradictAConfigurationAreRefusedUpFront() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--jvm-arg=-XX:+UseG1GC",
                "--out", dir.resolve("c").toString(), "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --jvm-arg: -XX:+UseG1GC sets the collector, which each configuration"
                + " sets itself (a JVM given two collectors does not start): use --gc instead\n");
        assertThat(dir.resolve("c")).doesNotExist();

        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--heap", "96m", "--variant", "small=-Xmx64m",
                "--out", dir.resolve("c").toString(), "--dry-run", "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --variant small: -Xmx64m sets the heap size, which each configuration"
                + " sets itself (--heap 96m): use --heap instead\n");

        // without --heap the JVM sizes the heap and a user's -Xmx is theirs to give
        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--jvm-arg=-Xmx64m",
                "--out", dir.resolve("c").toString(), "--dry-run", "--", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("-XX:+UseSerialGC -Xmx64m");
    }

    /** --race needs the blocks its rule needs, and its budget needs --race. */
    @Test
    void raceOptionsOutOfPlaceAreUsageErrors() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,parallel", "--race", "--repeat", "2",
                "--dry-run", "--out", dir.resolve("c").toString(), "--", "-cp", "lib", "Main");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --race needs --repeat 3 or more: no configuration is eliminated before"
                + " block 3\n");
        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--budget", "40", "--dry-run", "--out",
                dir.resolve("c").toString(), "--", "-cp", "lib", "Main");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --budget is the budget of --race: add --race\n");
        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,parallel", "--race", "--budget", "40",
                "--dry-run", "--out", dir.resolve("c").toString(), "--", "-cp", "lib", "Main");
        assertThat(r.exitCode()).as(r.err()).isZero();
    }

    /**
     * JFR is off by default (starting the recorder adds start-up time to every run, which a short
     * program measures): --jfr turns it on, --no-jfr is accepted and changes nothing.
     */
    @Test
    void runsRecordNoJfrFileUnlessJfrIsGiven() {
        for (List<String> options : List.of(List.<String>of(), List.of("--no-jfr"), List.of("--jfr"))) {
            List<String> args = new ArrayList<>(List.of("compare", "--probe-cache", PROBES, "--gc", "serial",
                    "--heap", "256m", "--dry-run", "--out", dir.resolve("c").toString()));
            args.addAll(options);
            args.addAll(List.of("--", "-cp", "lib", "Main"));
            CommandRun r = CommandRun.of(args.toArray(String[]::new));
            assertThat(r.exitCode()).as(r.err()).isZero();
            String first = r.out().lines().filter(l -> l.startsWith("first measured run:")).findFirst().orElseThrow();
            if (options.contains("--jfr")) {
                assertThat(first).contains("-XX:StartFlightRecording");
            } else {
                assertThat(first).as(String.join(" ", options)).doesNotContain("FlightRecording");
            }
        }
    }

    /**
     * The program's JVM options come after tenure's on the command line and win: -Xmx1g after --
     * ran "g1-256m" in a 1 GB heap, and a second collector failed only at run time. They are
     * refused as --jvm-arg's are; the program's own arguments (after -jar FILE) are not checked.
     */
    @Test
    void jvmOptionsInJavaArgsThatContradictAConfigurationAreRefused() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--heap", "256m", "--repeat", "1",
                "--no-jfr", "--out", dir.resolve("c").toString(), "--", "-Xmx1g", "-XX:+PrintFlagsFinal", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: JAVA-ARGS: -Xmx1g sets the heap size, which each configuration sets"
                + " itself (--heap 256m): use --heap instead, and remove it from the arguments after --\n");
        assertThat(dir.resolve("c")).doesNotExist();

        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--dry-run", "--out",
                dir.resolve("c").toString(), "--", "-cp", "lib", "-XX:+UseParallelGC", "Main");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: JAVA-ARGS: -XX:+UseParallelGC sets the collector, which each"
                + " configuration sets itself (a JVM given two collectors does not start): use --gc instead, and remove it"
                + " from the arguments after --\n");

        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--heap", "256m", "--dry-run", "--out",
                dir.resolve("c").toString(), "--", "-jar", "app.jar", "-Xmx1g", "-XX:+UseG1GC");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
    }

    /** An @argfile can hold a heap or a collector that tenure cannot see: it says so, and runs. */
    @Test
    void anArgFileInJavaArgsIsNamedAsUnchecked() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--dry-run", "--out",
                dir.resolve("c").toString(), "--", "@jvm.args", "-jar", "app.jar", "@input");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).isEqualTo("tenure compare: note: JAVA-ARGS hand the JVM options in jvm.args, which tenure does not"
                + " read: a heap or collector set there replaces the configuration's under its label; give those with"
                + " --heap and --gc, and keep them out of the file\n");
    }

    /** Without --heap the plan said "the JVM's default sizing" beside the user's own -Xmx1g. */
    @Test
    void aDryRunSaysWhatHeapTheJvmOptionsGive() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--jvm-arg=-Xmx1g", "--dry-run",
                "--out", dir.resolve("c").toString(), "--", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("heaps: -Xmx1g, from the JVM options given (no --heap: what they leave open, the JVM"
                + " sizes itself)\n").doesNotContain("default sizing");

        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--variant", "big=-Xms2g -Xmx2g",
                "--variant", "plain=", "--dry-run", "--out", dir.resolve("c").toString(), "--", "-Xss2m", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("(?m)^heaps: from the JVM options given \\(no --heap: what they leave open, the"
                + " JVM sizes itself\\): \\S+-serial-big -Xms2g -Xmx2g; \\S+-serial-plain the JVM's default sizing$");

        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--dry-run", "--out",
                dir.resolve("c").toString(), "--", "-version");
        assertThat(r.out()).contains("heaps: the JVM's default sizing\n");
    }

    /** --max-runs is --until-ci's budget; given alone it was accepted and had no effect. */
    @Test
    void maxRunsWithoutUntilCiIsRefused() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--max-runs", "20",
                "--out", dir.resolve("c").toString(), "--dry-run", "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --max-runs is the run budget of --until-ci: add --until-ci PCT,"
                + " or set the number of runs with --repeat\n");

        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--max-runs", "20", "--until-ci", "5",
                "--out", dir.resolve("c").toString(), "--dry-run", "--", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
    }

    /**
     * --until-ci with its budget spent and intervals far wider than the target ended like a target
     * met: exit 0 and not a word. It is said, in the text and in results.json, and stays exit 0.
     */
    @Test
    void anUntilCiTargetNotReachedIsSaidWithTheWidths() throws Exception {
        Path out = dir.resolve("ci");
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--repeat", "2", "--no-jfr",
                "--until-ci", "0.001", "--max-runs", "3", "--out", out.toString(), "--", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("(?m)^--until-ci 0\\.0 %: not reached, --max-runs 3 spent \\(3 measured runs\\);"
                + " wall-time intervals still wider:\n  \\S+-serial +\\d+\\.\\d % of the median \\(3 runs ok, not a 95 % interval below 6 runs\\)\n"
                + "  more runs narrow them: add --resume and a larger --max-runs\n");
        JsonNode untilCi = new ObjectMapper().readTree(out.resolve("results.json").toFile()).get("untilCi");
        assertThat(untilCi.get("reached").asBoolean()).isFalse();
        assertThat(untilCi.get("maxRuns").asInt()).isEqualTo(3);
        assertThat(untilCi.get("notReached")).singleElement()
                .satisfies(w -> assertThat(w.get("widthPercent").asDouble()).isGreaterThan(0.001));
    }

    /** --format takes text or json, refused otherwise by picocli before anything runs, as every command's --format. */
    @Test
    void aFormatOtherThanTextOrJsonIsAUsageError() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--format", "xml",
                "--out", dir.resolve("c").toString(), "--dry-run", "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).contains("--format", "text, json", "'xml'");
        assertThat(dir.resolve("c")).doesNotExist();
    }

    /** --help says --dry-run prints "the configurations and commands"; it printed no command. */
    @Test
    void aDryRunPrintsTheFirstRunsWholeCommand() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,g1", "--heap", "96m", "--no-jfr",
                "--out", dir.resolve("c").toString(), "--dry-run", "--", "-cp", "app dir", "Main", "{runDir}/out.txt");
        assertThat(r.exitCode()).as(r.err()).isZero();
        Path run = dir.resolve("c").resolve("runs").resolve(r.out().lines().filter(l -> l.startsWith("  "))
                .findFirst().orElseThrow().strip().split(":")[0] + "-96m-r0").toAbsolutePath();
        assertThat(r.out()).containsPattern("(?m)^first measured run: cd " + Pattern.quote(Path.of("").toAbsolutePath().toString())
                + " && env -u JAVA_TOOL_OPTIONS( -u \\S+)* \\S+/bin/java -XX:\\+UseSerialGC -Xms96m -Xmx96m"
                + " '-Xlog:gc\\*\\S+:file=" + Pattern.quote(run.resolve("gc.log").toString()) + ":\\S+' -cp 'app dir' Main "
                + Pattern.quote(run.resolve("out.txt").toString()) + " < /dev/null$");
        assertThat(dir.resolve("c")).doesNotExist();
    }

    /**
     * --resume --retry-failed with the failed runs' configuration left out: they are kept, as the
     * option says, but the failures were listed as if the retry had failed again, without a word.
     */
    @Test
    void failedRunsOfAConfigurationNotNamedAreSaidToBeKept() throws Exception {
        Path marker = Files.writeString(dir.resolve("fail-parallel"), "");
        Path script = dir.resolve("program.sh");
        Files.writeString(script, "#!/bin/sh\ncase \"$*\" in *UseParallelGC*) [ -e '" + marker + "' ] && exit 3;; esac\n"
                + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' \"$@\" -version\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
        String out = dir.resolve("c").toString();
        CommandRun first = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,parallel", "--repeat", "1",
                "--no-jfr", "--command", script + " {jvmOptions}", "--out", out);
        assertThat(first.exitCode()).as(first.err()).isEqualTo(ExitCodes.FAILED);

        CommandRun serialOnly = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--repeat", "1",
                "--no-jfr", "--command", script + " {jvmOptions}", "--out", out, "--resume", "--retry-failed");
        assertThat(serialOnly.exitCode()).as(serialOnly.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(serialOnly.err()).containsPattern("tenure compare: --retry-failed kept the failed runs of \\S+-parallel: it"
                + " is not among the configurations named this time; name it as before \\(--jvm, --gc, --heap, --variant\\)"
                + " to run them again");

        Files.delete(marker);
        CommandRun both = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,parallel", "--repeat", "1",
                "--no-jfr", "--command", script + " {jvmOptions}", "--out", out, "--resume", "--retry-failed");
        assertThat(both.exitCode()).as(both.err()).isZero();
        assertThat(both.err()).doesNotContain("kept the failed runs");
    }

    /**
     * The dry run printed the bare java command while command.txt holds the whole shell line: a run
     * given --workdir, --env or --stdin was not shown as it would run.
     */
    @Test
    void aDryRunShowsTheRunsDirectoryVariablesAndInput() throws Exception {
        Path input = Files.writeString(dir.resolve("in put.txt"), "x\n");
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--no-jfr", "--workdir",
                dir.toString(), "--env", "MODE=fast lane", "--stdin", input.toString(), "--out", dir.resolve("c").toString(),
                "--dry-run", "--", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("(?m)^first measured run: cd " + Pattern.quote(dir.toString())
                + " && env -u JAVA_TOOL_OPTIONS( -u \\S+)* 'MODE=fast lane' \\S+/bin/java -XX:\\+UseSerialGC .* -version < '"
                + Pattern.quote(input.toString()) + "'$");
    }

    /**
     * A directory as --stdin passed the check (it is readable) and the session died at its first
     * run, leaving a bundle; a file as --out said only "tenure: error: PATH". Both are usage errors
     * that say what is wrong, before anything runs.
     */
    @Test
    void aDirectoryAsStdinAndAFileAsOutAreRefusedSayingWhy() throws Exception {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--repeat", "1", "--no-jfr",
                "--stdin", dir.toString(), "--out", dir.resolve("c").toString(), "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --stdin: " + dir + " is a directory; give the file the program reads"
                + " as standard input\n");
        assertThat(dir.resolve("c")).doesNotExist();

        Path file = Files.writeString(dir.resolve("notes.txt"), "mine\n");
        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--repeat", "1", "--no-jfr",
                "--out", file.toString(), "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        // the last line: a cold probe cache first prints what it probes
        assertThat(r.err()).endsWith("tenure: error: " + file + ": a file is there where a directory is needed"
                + " (choose another --out)\n");
        assertThat(file).hasContent("mine");
    }

    /** One run of each: the paired ratio has no interval, and the verdict says so instead of "slower". */
    @Test
    void aPairOfOneRunEachIsNotToldApart() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,parallel", "--repeat", "1", "--no-jfr",
                "--out", dir.resolve("once").toString(), "--", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("not told apart (1 pair; 6 are needed for a 95 % interval: --repeat 6 or more)")
                .doesNotContain(" slower\n");
    }

    /**
     * A program that fails in repetitions 1 and 2 of --repeat 6: four pairs are left, and the
     * verdict told the user to raise --repeat, which they had.
     */
    @Test
    void aPairLeftWithTooFewRepetitionsByFailuresSaysSoInsteadOfAskingForMoreRepeats() throws Exception {
        Path script = dir.resolve("sometimes.sh");
        Files.writeString(script, "#!/bin/sh\ndir=\"$1\"; shift\ncase \"$dir\" in *-r1|*-r2) ;; *) exec '"
                + Path.of(System.getProperty("java.home"), "bin", "java") + "' \"$@\" -version;; esac\n"
                + "echo 'fails in this repetition' >&2\nexit 3\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,parallel", "--repeat", "6",
                "--no-jfr", "--command", script + " {runDir} {jvmOptions}", "--out", dir.resolve("c").toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(r.out()).contains("not told apart (4 pairs, as runs failed in the other repetitions; 6 are needed for"
                + " a 95 % interval)").doesNotContain("--repeat 6 or more");
    }

    /**
     * A collector named twice ran twice under one run id (the second run replacing the first's
     * files) and was ranked and paired against itself; a heap named twice was planned twice.
     */
    @Test
    void aCollectorOrHeapNamedTwiceIsOneConfiguration() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial,serial", "--repeat", "1", "--no-jfr",
                "--out", dir.resolve("twice").toString(), "--", "-version");
        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        assertThat(r.err()).contains("[1/1] ").doesNotContain("[2/2]");
        assertThat(r.out()).doesNotContain("Paired ratios");
        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--heap", "64m,64m", "--dry-run",
                "--out", dir.resolve("plan").toString(), "--", "-version");
        assertThat(r.out()).startsWith("tenure compare plan: 1 configurations x").contains("heaps: 64 MB\n");
        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--heap", "1.5x", "--dry-run",
                "--out", dir.resolve("plan").toString(), "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("tenure: error: --heap 1.5x is a multiple of each collector's minimum heap: add"
                + " --min-heap to find it, or give sizes such as 512m\n");
    }

    /**
     * The launcher removes JAVA_TOOL_OPTIONS and its kin so that a run runs what it records;
     * --env put them back, and '--env JAVA_TOOL_OPTIONS=-Xmx7m' ran every "serial" run in 7 MB
     * under a command line without it.
     */
    @Test
    void jvmOptionVariablesInEnvAreRefusedNamingTheOptionsToUse() {
        for (String variable : List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS")) {
            CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--env", variable + "=-Xmx7m",
                    "--out", dir.resolve("env").toString(), "--", "-version");
            assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(r.err()).isEqualTo("tenure: error: --env: " + variable + " hands the JVM options that no run records"
                    + " and no check sees: give them as --jvm-arg FLAG (every configuration) or --variant NAME=FLAGS (one of"
                    + " its own)\n");
        }
        assertThat(dir.resolve("env")).doesNotExist();
    }

    /**
     * An --out holding a user's own files and no bundle: compare, bench and demo wrote their runs
     * among them (and the demo its report/ over one of that name). A directory with only a bundle's
     * files (a session killed before its first results) is still taken.
     */
    @Test
    void anOutHoldingOtherFilesAndNoBundleIsRefused() throws Exception {
        Path mine = Files.createDirectories(dir.resolve("project"));
        Files.writeString(mine.resolve("notes.txt"), "mine\n");
        Files.createDirectories(mine.resolve("report"));
        String expected = "tenure: error: --out " + mine + " holds files of its own and no bundle (notes.txt): choose a new"
                + " or empty directory, so that the runs are mixed with nothing and replace nothing\n";
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--repeat", "1", "--no-jfr",
                "--out", mine.toString(), "--", "-version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo(expected);
        r = CommandRun.of("bench", "--probe-cache", PROBES, "--gc", "serial", "--survival", "0", "--heap", "64m", "--young",
                "8m", "--work", "16m", "--warmup", "0m", "--repeat", "1", "--no-jfr", "--out", mine.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo(expected);
        r = CommandRun.of("demo", "--quick", "--out", mine.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo(expected);
        assertThat(mine.resolve("runs")).doesNotExist();

        Path killed = Files.createDirectories(dir.resolve("killed").resolve("runs"));
        r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--repeat", "1", "--no-jfr",
                "--out", killed.getParent().toString(), "--", "-version");
        assertThat(r.exitCode()).as(r.err()).isZero();
    }
}
