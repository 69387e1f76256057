package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.bundle.BundleLock;
import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.harness.CommandFile;
import io.tenure.harness.MinHeapTimeout;
import io.tenure.harness.SessionStopped;
import io.tenure.model.stats.MedianInterval;
import io.tenure.testsupport.DelayedFlag;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real child JVMs running the small programs in {@code io.tenure.compare.programs}. */
class CompareRunnerTest {
    @TempDir
    Path dir;

    private ProgramSpec program(Pattern ready, String... args) {
        List<String> javaArgs = new ArrayList<>(List.of("-cp", TestConfigs.testClasses()));
        javaArgs.addAll(List.of(args));
        return new ProgramSpec(javaArgs, null, dir, Map.of(), null, Duration.ofMinutes(2), ready, null, false);
    }

    private CompareRequest request(List<ConfigSpec> configs, ProgramSpec program, int repeat, boolean resume) {
        return new CompareRequest(configs, List.of(HeapChoice.parse("64m")), program, repeat, 0, null, 100, false, 1024,
                dir.resolve("bundle"), resume, "test");
    }

    @Test
    void interleavesRotatedMeasuresEveryFigureAndResumesWithoutLosingAFinishedRun() throws Exception {
        List<ConfigSpec> configs = List.of(TestConfigs.current("serial"), TestConfigs.current("parallel"));
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "200");
        CompareResults first = CompareRunner.run(request(configs, program, 2, false), CompareListener.NONE);

        assertThat(first.complete()).isTrue();
        List<CompareRun> all = first.configs().stream().flatMap(c -> c.runs().stream())
                .sorted((a, b) -> Integer.compare(a.order(), b.order())).toList();
        String serial = first.configs().get(0).id();
        String parallel = first.configs().get(1).id();
        // repetition 0 in plan order, repetition 1 rotated: no configuration always runs first
        assertThat(all).extracting(CompareRun::runId)
                .containsExactly(serial + "-r0", parallel + "-r0", parallel + "-r1", serial + "-r1");
        // one run at a time: the kernel's account at exit is the run's own
        assertThat(all).anyMatch(r -> Boolean.TRUE.equals(r.cpuExact()));
        for (CompareRun run : all) {
            assertThat(run.status()).as(run.reason()).isEqualTo(RunStatus.OK);
            assertThat(run.wallSeconds()).isPositive();
            assertThat(run.cpuSeconds()).isPositive();
            assertThat(run.gcPauseSeconds()).isPositive();
            assertThat(run.gcPauseCount()).isPositive();
            assertThat(run.peakRssMB()).isPositive();
            assertThat(run.gcCpuSeconds()).isNotNull();
            if (Boolean.TRUE.equals(run.cpuExact())) {
                assertThat(run.otherCpuSeconds()).as("the rest of the machine's CPU time, read on Linux").isNotNull()
                        .isGreaterThanOrEqualTo(0.0);
            }
            assertThat(run.command()).contains("-Xmx64m");
            assertThat(dir.resolve("bundle").resolve(run.files().gcLog())).isRegularFile();
            CommandFile.Recorded line = CommandFile.read(dir.resolve("bundle").resolve("runs").resolve(run.runId())
                    .resolve(CommandFile.NAME));
            assertThat(line.command()).isEqualTo(run.command());
            assertThat(line.workDir()).isEqualTo(program.workDir().toAbsolutePath());
        }
        // Serial collects in the VM Thread: its GC CPU comes from the log; Parallel has named GC threads,
        // and from JDK 25 (the JVM running the tests may be any JDK 17+) the JVM's own GC CPU counter
        // (docs/COMPARE.md, the table of sources per JDK)
        assertThat(first.configs().get(0).runs()).extracting(CompareRun::gcCpuSource).containsOnly("gc+cpu-log");
        assertThat(first.configs().get(1).runs()).extracting(CompareRun::gcCpuSource)
                .containsOnly(Runtime.version().feature() >= 25 ? "perf-counters" : "proc-threads");
        assertThat(first.pairs()).hasSize(1);
        assertThat(first.pairs().get(0).pairedRuns()).isEqualTo(2);
        assertThat(first.costSplit()).hasSize(2);
        assertThat(first.costSplit()).anySatisfy(s -> assertThat(s.wallMutatorSlowdownSeconds()).isZero());

        // killed before the last run was written: the bundle on disk lacks it
        CompareBundle bundle = new CompareBundle(dir.resolve("bundle"));
        CompareRun last = all.get(3);
        List<ConfigResult> cut = first.configs().stream().map(c -> new ConfigResult(c.id(), c.jvm(), c.collector(), c.heapMB(),
                c.variant(), c.flags(), c.runs().stream().filter(r -> !r.runId().equals(last.runId())).toList(),
                c.summary())).toList();
        bundle.write(new CompareResults(CompareResults.SCHEMA, "tenure", "test", first.createdAt(), first.updatedAt(),
                false, first.settings(), cut, first.pairs(), first.costSplit(), first.minHeap(), first.model(), null));

        assertThatThrownBy(() -> CompareRunner.run(request(configs, program, 2, false), CompareListener.NONE))
                .isInstanceOf(CompareRunner.BundleExistsException.class).hasMessageContaining("--resume");
        CompareResults resumed = CompareRunner.run(request(configs, program, 2, true), CompareListener.NONE);
        List<CompareRun> after = resumed.configs().stream().flatMap(c -> c.runs().stream()).toList();
        assertThat(after).hasSize(4);
        for (CompareRun before : all.subList(0, 3)) {
            assertThat(after).contains(before); // identical record: not run again
        }
        CompareRun redone = after.stream().filter(r -> r.runId().equals(last.runId())).findFirst().orElseThrow();
        assertThat(redone.order()).isEqualTo(3);
        assertThat(redone.startedAt()).isNotEqualTo(last.startedAt());
        assertThat(bundle.read()).contains(resumed);
    }

    /**
     * A --command script that does not pass {jvmOptions} on to java: the program ran under the
     * JVM's defaults and was recorded ok under the label "serial, 64 MB". Without the GC log those
     * options write, the run is a failure that says why.
     */
    /** A second compare --resume on a bundle another one was writing was accepted and ran the same runs. */
    @Test
    void aBundleBeingWrittenIsRefusedNamingTheHolder() throws Exception {
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "200");
        try (BundleLock held = BundleLock.acquire(dir.resolve("bundle"))) {
            assertThat(held.held()).isTrue();
            assertThatThrownBy(() -> CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 1, true),
                    CompareListener.NONE))
                    .isInstanceOf(CompareRunner.BundleExistsException.class)
                    .hasMessage(dir.resolve("bundle") + " is being written by another tenure process (pid "
                            + ProcessHandle.current().pid() + "): wait for it to finish, or choose another --out");
        }
        assertThat(dir.resolve("bundle/results.json")).doesNotExist();
    }

    /** A compare bundle of another host was resumed (exit 0) and extended here. */
    @Test
    void anotherHostsBundleIsNotExtended() throws Exception {
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "200");
        CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 1, false), CompareListener.NONE);
        Path host = dir.resolve("bundle/host.json");
        String results = Files.readString(dir.resolve("bundle/results.json"));
        Files.writeString(host, Files.readString(host).replaceFirst("\"hostname\" : \"[^\"]*\"", "\"hostname\" : \"elsewhere\"")
                .replaceFirst("\"machineId\" : \"[^\"]*\"", "\"machineId\" : \"0123456789abcdef\""));
        assertThatThrownBy(() -> CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 2, true),
                CompareListener.NONE))
                .isInstanceOf(CompareRunner.BundleExistsException.class)
                .hasMessageContaining("describes host 'elsewhere'");
        assertThat(Files.readString(dir.resolve("bundle/results.json"))).isEqualTo(results);
    }

    @Test
    void aRunWhoseJvmNeverGotItsOptionsFails() throws Exception {
        Path script = dir.resolve("run.sh");
        Files.writeString(script, "#!/bin/sh\n# drops its arguments: the JVM options never reach java\nexec '"
                + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '" + TestConfigs.testClasses()
                + "' io.tenure.compare.programs.LiveSet 8 200\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
        ProgramSpec program = new ProgramSpec(List.of(), script + " {jvmOptions}", dir, Map.of(), null,
                Duration.ofMinutes(2), null, null, false);
        CompareResults results = CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 1, false),
                CompareListener.NONE);
        CompareRun run = results.configs().get(0).runs().get(0);
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.reason()).startsWith("no GC log was written: the configuration's JVM options reached no JVM, so the"
                + " run did not run its collector and heap; the script of --command must pass {jvmOptions} on to java\n"
                + "  command: " + script + " -XX:+UseSerialGC -Xms64m -Xmx64m");
    }

    /** A run over its --timeout is killed and says which limit it ran into ("timed out" alone did not). */
    /** A failed run stayed failed on every --resume; --retry-failed runs it again, the ok ones not. */
    @Test
    void aResumeRetryingFailedRunsRunsThemAgain() throws Exception {
        Path marker = Files.writeString(dir.resolve("fail-while-here"), "");
        Path script = dir.resolve("flaky.sh");
        Files.writeString(script, "#!/bin/sh\n[ -e '" + marker + "' ] && { echo 'not yet' >&2; exit 3; }\nexec '"
                + Path.of(System.getProperty("java.home"), "bin", "java") + "' \"$@\" -cp '" + TestConfigs.testClasses()
                + "' io.tenure.compare.programs.LiveSet 8 200\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
        ProgramSpec program = new ProgramSpec(List.of(), script + " {jvmOptions}", dir, Map.of(), null,
                Duration.ofMinutes(2), null, null, false);
        List<ConfigSpec> configs = List.of(TestConfigs.current("serial"));
        CompareResults first = CompareRunner.run(request(configs, program, 1, false), CompareListener.NONE);
        assertThat(first.configs().get(0).runs()).extracting(CompareRun::status).containsExactly(RunStatus.FAILED);

        Files.delete(marker);
        CompareResults kept = CompareRunner.run(request(configs, program, 1, true), CompareListener.NONE);
        assertThat(kept.configs().get(0).runs()).extracting(CompareRun::status).containsExactly(RunStatus.FAILED);

        CompareResults retried = CompareRunner.run(new CompareRequest(configs, List.of(HeapChoice.parse("64m")), program, 1,
                0, null, 100, false, 1024, dir.resolve("bundle"), true, true, "test"), CompareListener.NONE);
        assertThat(retried.configs().get(0).runs()).extracting(CompareRun::status).containsExactly(RunStatus.OK);
        assertThatThrownBy(() -> new CompareRequest(configs, List.of(), program, 1, 0, null, 100, false, 1024,
                dir.resolve("bundle"), false, true, "test")).hasMessageContaining("add --resume");
    }

    @Test
    void aRunOverItsTimeLimitSaysTheLimit() throws Exception {
        List<String> javaArgs = List.of("-cp", TestConfigs.testClasses(), "io.tenure.compare.programs.ReadyAfter", "60000");
        ProgramSpec program = new ProgramSpec(javaArgs, null, dir, Map.of(), null, Duration.ofSeconds(1), null, null, false);
        CompareResults results = CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 1, false),
                CompareListener.NONE);
        CompareRun run = results.configs().get(0).runs().get(0);
        assertThat(run.status()).isEqualTo(RunStatus.TIMEOUT);
        assertThat(run.reason()).startsWith("timed out after 1 s (--timeout) and was killed\n  command: ")
                .contains("| starting");
    }

    /** A resume that names fewer collectors (say, to add runs to one of them) must not drop the others' runs. */
    @Test
    void aResumeWithFewerConfigurationsKeepsTheOthersRuns() throws Exception {
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "200");
        CompareResults first = CompareRunner.run(request(List.of(TestConfigs.current("serial"), TestConfigs.current("parallel")),
                program, 1, false), CompareListener.NONE);
        ConfigResult parallel = first.configs().get(1);

        CompareResults resumed = CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 2, true),
                CompareListener.NONE);
        assertThat(resumed.configs()).extracting(ConfigResult::id).containsExactly(first.configs().get(0).id(), parallel.id());
        assertThat(resumed.configs().get(0).runs()).hasSize(2);
        assertThat(resumed.configs().get(1)).isEqualTo(parallel);
        assertThat(new CompareBundle(dir.resolve("bundle")).read()).contains(resumed);
    }

    /**
     * Resumed with --min-heap, the search runs before any configuration is planned: the bundle on
     * disk must still hold the finished runs while it does (a kill then would otherwise lose them).
     * Two collectors, since the bundle is written after each one's search.
     */
    @Test
    void aResumedMinimumHeapSearchKeepsTheFinishedRunsInTheBundle() throws Exception {
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "200");
        List<ConfigSpec> both = List.of(TestConfigs.current("serial"), TestConfigs.current("parallel"));
        CompareResults first = CompareRunner.run(request(both, program, 1, false), CompareListener.NONE);
        CompareBundle bundle = new CompareBundle(dir.resolve("bundle"));
        List<Integer> onDiskDuringTheSearch = new ArrayList<>();
        CompareListener listener = new CompareListener() {
            @Override
            public void runStarted(String runId, int index, int total) {
                if (runId.startsWith("minheap-")) {
                    onDiskDuringTheSearch.add(readRuns(bundle));
                }
            }
        };
        CompareRequest resumed = new CompareRequest(both, List.of(HeapChoice.parse("64m")), program, 1, 0, null, 100, true,
                64, dir.resolve("bundle"), true, "test");
        CompareRunner.run(resumed, listener);
        // the bundle is written after each collector's search: the second collector's probes see that write
        assertThat(onDiskDuringTheSearch).hasSizeGreaterThan(2).containsOnly(2);
    }

    private static int readRuns(CompareBundle bundle) {
        try {
            return bundle.read().orElseThrow().configs().stream().mapToInt(c -> c.runs().size()).sum();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void readyLineGivesTheStartUpTime() throws Exception {
        ProgramSpec program = program(Pattern.compile("^READY$"), "io.tenure.compare.programs.ReadyAfter", "1500");
        CompareResults results = CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 1, false),
                CompareListener.NONE);
        CompareRun run = results.configs().get(0).runs().get(0);
        assertThat(run.status()).as(run.reason()).isEqualTo(RunStatus.OK);
        // the delay plus JVM start-up, and before the 200 ms the program works after the line
        assertThat(run.readySeconds()).isBetween(1.5, run.wallSeconds() - 0.15);
        assertThat(results.configs().get(0).summary().readySeconds().median()).isEqualTo(run.readySeconds());
    }

    @Test
    void aReadyLineThatNeverComesFailsTheRunWithTheReasonAndTheOthersGoOn() throws Exception {
        ProgramSpec program = program(Pattern.compile("^NEVER$"), "io.tenure.compare.programs.ReadyAfter", "10");
        CompareResults results = CompareRunner.run(request(List.of(TestConfigs.current("serial"),
                TestConfigs.current("parallel")), program, 1, false), CompareListener.NONE);
        assertThat(results.configs()).hasSize(2).allSatisfy(c -> {
            assertThat(c.runs()).singleElement().satisfies(r -> {
                assertThat(r.status()).isEqualTo(RunStatus.FAILED);
                assertThat(r.reason()).contains("--ready '^NEVER$'");
            });
            assertThat(c.summary().wallSeconds()).isNull();
        });
        assertThat(results.pairs().get(0).distinguishable()).isFalse();
    }

    /**
     * A JVM that refuses its options exits within milliseconds, often before tenure looked up its
     * process to sample GC threads: the session died with NoSuchElementException ("This is a bug in
     * tenure") and no run recorded. The run is a failure with the JVM's words, like any other.
     */
    @Test
    void aJvmThatExitsAtOnceIsAFailedRunNotACrash() throws Exception {
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "200");
        ConfigSpec twoCollectors = TestConfigs.current("serial", List.of("-XX:+UseParallelGC"));
        for (int attempt = 0; attempt < 3; attempt++) {
            // the race was lost in most runs on 2 cores; three give it every chance
            CompareResults results = CompareRunner.run(new CompareRequest(List.of(twoCollectors), List.of(), program, 1, 0,
                    null, 100, false, 1024, dir.resolve("at-once-" + attempt), false, "test"), CompareListener.NONE);
            CompareRun run = results.configs().get(0).runs().get(0);
            assertThat(run.status()).isEqualTo(RunStatus.FAILED);
            assertThat(run.reason()).startsWith("exit code 1").contains("Multiple garbage collectors selected");
        }
    }

    /**
     * --repeat 1: each pair's interval is its one ratio, [r, r], which excluded 1 and made the
     * verdict "slower" from a single run of each; one pair tells nothing apart.
     */
    @Test
    void aPairOfOneRepetitionIsNotToldApart() throws Exception {
        List<ConfigSpec> configs = List.of(TestConfigs.current("serial"), TestConfigs.current("parallel"));
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "200");
        CompareResults results = CompareRunner.run(request(configs, program, 1, false), CompareListener.NONE);
        PairResult pair = results.pairs().get(0);
        assertThat(pair.pairedRuns()).isEqualTo(1);
        assertThat(pair.wallRatio().ci95Low()).isEqualTo(pair.wallRatio().ci95High());
        assertThat(pair.distinguishable()).isFalse();
    }

    /**
     * --until-ci stopped as soon as the intervals were narrow enough, which two runs that happen to
     * agree are: [min, max] of 2 runs is no 95 % interval. It goes on to 6 runs per configuration.
     */
    @Test
    void untilCiGoesOnToSixRunsWhateverFewerRunsLookLike() throws Exception {
        ProgramSpec program = new ProgramSpec(List.of("-version"), null, dir, Map.of(), null, Duration.ofMinutes(2), null,
                null, false);
        CompareResults results = CompareRunner.run(new CompareRequest(List.of(TestConfigs.current("serial")),
                List.of(HeapChoice.parse("64m")), program, 2, 0, 1000.0, 100, false, 1024, dir.resolve("until"), false,
                "test"), CompareListener.NONE);
        assertThat(results.configs().get(0).summary().measuredRuns()).isEqualTo(MedianInterval.MIN_VALUES);
    }

    @Test
    void aMeasureFromLineThatNeverComesFailsTheRunWithTheReasonInsteadOfCrashing() throws Exception {
        List<String> javaArgs = List.of("-cp", TestConfigs.testClasses(), "io.tenure.compare.programs.ReadyAfter", "10");
        ProgramSpec program = new ProgramSpec(javaArgs, null, dir, Map.of(), null, Duration.ofMinutes(2), null,
                Pattern.compile("^NEVER$"), false);
        CompareResults results = CompareRunner.run(request(List.of(TestConfigs.current("serial")), program, 1, false),
                CompareListener.NONE);
        CompareRun run = results.configs().get(0).runs().get(0);
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.reason()).contains("--measure-from '^NEVER$'");
        assertThat(run.wallSeconds()).isNull();
        assertThat(run.totalWallSeconds()).isPositive();
    }

    /**
     * Ctrl-C signals the whole process group: the child died of the same SIGINT (exit 130) a moment
     * before tenure began to shut down, and the run was recorded as failed, kept so by --resume.
     * Here the child exits 130 and the stop shows 300 ms later: the run is not recorded, and a
     * resume runs it.
     */
    @Test
    void aRunEndedByTheStopIsNotRecordedAndAResumeRunsIt() throws Exception {
        Path marker = Files.writeString(dir.resolve("interrupt-parallel"), "");
        Path script = dir.resolve("run.sh");
        Files.writeString(script, "#!/bin/sh\ncase \"$*\" in *UseParallelGC*) [ -e '" + marker + "' ] && exit 130;; esac\n"
                + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' \"$@\" -cp '"
                + TestConfigs.testClasses() + "' io.tenure.compare.programs.LiveSet 8 50\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
        ProgramSpec program = new ProgramSpec(List.of(), script + " {jvmOptions}", dir, Map.of(), null,
                Duration.ofMinutes(2), null, null, false);
        List<ConfigSpec> configs = List.of(TestConfigs.current("serial"), TestConfigs.current("parallel"));
        AtomicBoolean stop = new AtomicBoolean();
        CompareListener ctrlC = new CompareListener() {
            @Override
            public void runStarted(String runId, int index, int total) {
                if (runId.contains("parallel")) {
                    DelayedFlag.setAfter(stop, Duration.ofMillis(300));
                }
            }
        };
        assertThatThrownBy(() -> CompareRunner.run(request(configs, program, 1, false), ctrlC, stop::get))
                .isInstanceOfSatisfying(SessionStopped.class, e -> assertThat(e.runsKept()).isEqualTo(1));
        CompareResults kept = new CompareBundle(dir.resolve("bundle")).read().orElseThrow();
        assertThat(kept.complete()).isFalse();
        assertThat(kept.configs()).flatExtracting(ConfigResult::runs).singleElement()
                .satisfies(r -> assertThat(r.runId()).contains("serial"));

        Files.delete(marker);
        CompareResults resumed = CompareRunner.run(request(configs, program, 1, true), CompareListener.NONE);
        assertThat(resumed.complete()).isTrue();
        assertThat(resumed.configs()).flatExtracting(ConfigResult::runs).hasSize(2)
                .allSatisfy(r -> assertThat(r.status()).as(r.reason()).isEqualTo(RunStatus.OK));
    }

    /** A stop before a run starts ends the session there; nothing is launched. */
    @Test
    void aStopBetweenRunsLaunchesNothingMore() throws Exception {
        List<ConfigSpec> configs = List.of(TestConfigs.current("serial"), TestConfigs.current("parallel"));
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", "8", "50");
        List<String> started = new ArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        CompareListener listener = new CompareListener() {
            @Override
            public void runStarted(String runId, int index, int total) {
                started.add(runId);
            }

            @Override
            public void runFinished(CompareRun run) {
                stop.set(true);
            }
        };
        assertThatThrownBy(() -> CompareRunner.run(request(configs, program, 2, false), listener, stop::get))
                .isInstanceOfSatisfying(SessionStopped.class, e -> assertThat(e.runsKept()).isEqualTo(1));
        assertThat(started).hasSize(1);
    }

    @Test
    void minimumHeapOfAProgramWithAKnownLiveSet() throws Exception {
        int liveMB = 40;
        ProgramSpec program = program(null, "io.tenure.compare.programs.LiveSet", Integer.toString(liveMB), "40");
        CompareRequest request = new CompareRequest(List.of(TestConfigs.current("serial")), List.of(HeapChoice.parse("1.5x")),
                program, 1, 0, null, 100, true, 1024, dir.resolve("bundle"), false, "test");
        CompareResults results = CompareRunner.run(request, CompareListener.NONE);
        MinHeap m = results.minHeap().get(0);
        assertThat(m.minHeapMB()).isGreaterThan((long) liveMB);
        // bracketed: a heap within 2 % (or 1 MB) below the answer was run and failed
        long failedBelow = m.probes().stream().filter(p -> !p.completed()).mapToLong(MinHeap.Probe::heapMB)
                .filter(h -> h < m.minHeapMB()).max().orElseThrow();
        assertThat(m.minHeapMB() - failedBelow).isLessThanOrEqualTo(Math.max(1, m.minHeapMB() / 50));
        assertThat(m.probes()).filteredOn(p -> !p.completed()).allSatisfy(p -> assertThat(p.reason()).isNotBlank());
        // the measured configuration runs at 1.5 x the minimum
        assertThat(results.configs()).singleElement()
                .satisfies(c -> assertThat(c.heapMB()).isEqualTo(Math.round(Math.ceil(m.minHeapMB() * 1.5))));
        assertThat(Files.exists(dir.resolve("bundle/runs"))).isTrue();
    }

    @Test
    void anAttemptThatThrashesIsKilledAtItsOwnLimitAndSaysSo() throws Exception {
        // below 40 MB the program collects without end: only --timeout (2 min) would have ended those attempts
        ProgramSpec program = program(null, "io.tenure.compare.programs.Thrashes", "40");
        MinHeapTimeout limits = new MinHeapTimeout(5, Duration.ofSeconds(2), null);
        CompareRequest request = new CompareRequest(List.of(TestConfigs.current("serial")), List.of(), program, 1, 0, null,
                100, true, 1024, dir.resolve("bundle"), false, false, "test", limits);
        long started = System.nanoTime();
        CompareResults results = CompareRunner.run(request, CompareListener.NONE);
        MinHeap m = results.minHeap().get(0);
        assertThat(m.minHeapMB()).isGreaterThanOrEqualTo(40L);
        List<MinHeap.Probe> thrashed = m.probes().stream().filter(p -> !p.completed()).toList();
        assertThat(thrashed).isNotEmpty().allSatisfy(p -> assertThat(p.reason())
                .matches("thrashing \\(took more than 5x the [0-9.]+ s at [0-9]+ MB(, and the 2\\.0 s floor)?; killed after"
                        + " [0-9.]+ s, --min-heap-timeout\\)"));
        // each killed attempt ran at most 5 x the fastest completed one (or the floor), never the 2 minutes of --timeout
        double fastest = m.probes().stream().filter(MinHeap.Probe::completed).mapToDouble(MinHeap.Probe::wallSeconds)
                .min().orElseThrow();
        assertThat(thrashed).allSatisfy(p -> assertThat(p.wallSeconds()).isLessThan(Math.max(2, 5 * fastest) + 5));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(program.timeout());
    }
}
