package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.plan.Planner;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.HostIdentity;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.platforms.Collector;
import io.tenure.platforms.HostFingerprint;
import io.tenure.harness.CommandFile;
import io.tenure.harness.SessionStopped;
import io.tenure.platforms.launch.ShutdownProbe;
import io.tenure.testsupport.DelayedFlag;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A runner stopped in the middle of a matrix continues without redoing finished runs. */
class ResumeTest {
    @TempDir
    Path bundle;

    private Plan plan() {
        WorkloadTarget tiny = new WorkloadTarget(0, 24, "fifo", "64", "bytes", 64, 1, 8, 32, 42);
        return Planner.plan(List.of(Forks.currentJvm()), jvm -> List.of(Collector.SERIAL),
                List.of(HeapConfig.fixedYoung(64, 16)), List.of(0.1, 0.2, 0.3), tiny, 2, 7);
    }

    @Test
    void interruptedRunnerResumesWhereItStopped() throws Exception {
        Plan plan = plan();
        BenchRunner runner = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test");
        List<String> finishedBeforeStop = new ArrayList<>();
        RunListener stopAfterTwo = new RunListener() {
            @Override
            public void runFinished(PlannedRun run, RunResult result, int index, int toRun) {
                finishedBeforeStop.add(run.id());
                if (finishedBeforeStop.size() == 2) {
                    Thread.currentThread().interrupt(); // the next fork is killed as it starts
                }
            }
        };
        assertThatThrownBy(() -> runner.run(plan, BenchRunner.Mode.RESUME, stopAfterTwo)).isInstanceOf(InterruptedException.class);
        Thread.interrupted();

        BenchResults partial = new BundleWriter(bundle).read().orElseThrow();
        Map<String, RunResult> recorded = runs(partial);
        assertThat(recorded.keySet()).containsExactlyInAnyOrderElementsOf(finishedBeforeStop);
        try (var files = Files.list(bundle)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }

        List<String> startedOnResume = new ArrayList<>();
        BenchResults complete = runner.run(plan, BenchRunner.Mode.RESUME, new RunListener() {
            @Override
            public void runStarted(PlannedRun run, int index, int toRun) {
                startedOnResume.add(run.id());
            }
        });
        assertThat(startedOnResume).hasSize(4).doesNotContainAnyElementsOf(finishedBeforeStop);
        Map<String, RunResult> all = runs(complete);
        assertThat(all).hasSize(6);
        for (String id : finishedBeforeStop) {
            assertThat(all.get(id).startedAt()).as("%s kept from the first invocation", id).isEqualTo(recorded.get(id).startedAt());
        }
        assertThat(complete.cells()).hasSize(3).allSatisfy(c -> {
            assertThat(c.status()).isEqualTo(RunStatus.OK);
            assertThat(c.summary().okRuns()).isEqualTo(2);
        });
        assertThat(complete.createdAt()).isEqualTo(partial.createdAt());
        assertThat(all.values()).extracting(RunResult::hostId).as("every run records the host it ran on")
                .containsOnly(HostIdentity.of(HostFingerprint.capture()));
        for (RunResult run : all.values()) {
            // command.txt is the run's shell line, as compare writes it, and reads back as the command recorded
            CommandFile.Recorded line = CommandFile.read(bundle.resolve("runs").resolve(run.runId()).resolve(CommandFile.NAME));
            assertThat(line.command()).as(run.runId()).isEqualTo(run.command());
            assertThat(line.workDir()).isEqualTo(bundle.resolve("runs").resolve(run.runId()).toAbsolutePath());
            assertThat(line.stdin()).isNull();
        }
    }

    /**
     * Ctrl-C signals the whole process group: the child dies of the same SIGINT (exit 130) a moment
     * before tenure begins to shut down. Here the child of the p = 0.3 cell exits 130 and the stop
     * shows 300 ms later: its run is not recorded (recorded, it was a failed run that --resume
     * kept), the runner says how many runs the bundle keeps, and a resume runs it.
     */
    @Test
    void aRunEndedByTheStopIsNotRecordedAndAResumeRunsIt(@TempDir Path scratch) throws Exception {
        Path marker = Files.writeString(scratch.resolve("interrupt-p0.3"), "");
        Path script = scratch.resolve("java.sh");
        Files.writeString(script, "#!/bin/sh\ncase \"$*\" in *survival=0.3*) [ -e '" + marker + "' ] && exit 130;; esac\n"
                + "exec '" + Forks.currentJvm().javaExecutable() + "' \"$@\"\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
        WorkloadTarget tiny = new WorkloadTarget(0, 24, "fifo", "64", "bytes", 64, 1, 8, 32, 42);
        Plan plan = Planner.plan(List.of(Forks.launchedBy(Forks.currentJvm(), script)), jvm -> List.of(Collector.SERIAL),
                List.of(HeapConfig.fixedYoung(64, 16)), List.of(0.1, 0.3), tiny, 1, 7);
        AtomicBoolean stop = new AtomicBoolean();
        List<String> finished = new ArrayList<>();
        RunListener ctrlC = new RunListener() {
            @Override
            public void runStarted(PlannedRun run, int index, int toRun) {
                if (run.id().contains("p0.3")) {
                    DelayedFlag.setAfter(stop, Duration.ofMillis(300));
                }
            }

            @Override
            public void runFinished(PlannedRun run, RunResult result, int index, int toRun) {
                finished.add(run.id());
            }
        };
        BenchRunner stopped = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test",
                new ShutdownProbe(stop::get));
        assertThatThrownBy(() -> stopped.run(plan, BenchRunner.Mode.FRESH, ctrlC))
                .isInstanceOfSatisfying(SessionStopped.class, e -> assertThat(e.runsKept()).isEqualTo(finished.size()));
        assertThat(finished).noneMatch(id -> id.contains("p0.3"));
        assertThat(runs(new BundleWriter(bundle).read().orElseThrow()).keySet()).containsExactlyInAnyOrderElementsOf(finished);

        Files.delete(marker);
        BenchResults resumed = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test")
                .run(plan, BenchRunner.Mode.RESUME, RunListener.NONE);
        assertThat(runs(resumed).values()).hasSize(2)
                .allSatisfy(r -> assertThat(r.status()).as(r.reason()).isEqualTo(RunStatus.OK));
    }

    /** A stop between runs ends the session there: nothing more is launched. */
    @Test
    void aStopBetweenRunsLaunchesNothingMore() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        List<String> started = new ArrayList<>();
        RunListener stopAfterOne = new RunListener() {
            @Override
            public void runStarted(PlannedRun run, int index, int toRun) {
                started.add(run.id());
            }

            @Override
            public void runFinished(PlannedRun run, RunResult result, int index, int toRun) {
                stop.set(true);
            }
        };
        BenchRunner runner = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test",
                new ShutdownProbe(stop::get));
        assertThatThrownBy(() -> runner.run(plan(), BenchRunner.Mode.FRESH, stopAfterOne))
                .isInstanceOfSatisfying(SessionStopped.class, e -> assertThat(e.runsKept()).isEqualTo(1));
        assertThat(started).hasSize(1);
        assertThat(runs(new BundleWriter(bundle).read().orElseThrow())).containsOnlyKeys(started);
    }

    @Test
    void aBundleOfAnotherHostIsNeverExtended() throws Exception {
        new BundleWriter(bundle).writeHost(new HostFingerprint(HostFingerprint.SCHEMA, "2026-01-01T00:00:00Z", "elsewhere",
                new HostFingerprint.Os("Linux", "6.1", "amd64", null, null, null), new HostFingerprint.Cpu("x", 64, null, null, 64),
                null, null, null, null, new HostFingerprint.Container(false, List.of())));
        BenchRunner runner = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test");
        assertThatThrownBy(() -> runner.run(plan(), BenchRunner.Mode.RESUME, RunListener.NONE))
                .isInstanceOf(BundleException.ForeignHost.class).hasMessageContaining("'elsewhere'");
        assertThat(bundle.resolve("results.json")).doesNotExist();
    }

    @Test
    void retryFailedRerunsTimedOutRunsThatPlainResumeKeeps() throws Exception {
        // 1 GB of work takes a second or more: a runner thread that wakes late on a loaded machine
        // (32 MB once finished in 0.3 s, before a late wake-up saw the 100 ms deadline) still finds it running
        WorkloadTarget work = new WorkloadTarget(0, 24, "fifo", "64", "bytes", 64, 1, 8, 1024, 42);
        Plan plan = Planner.plan(List.of(Forks.currentJvm()), jvm -> List.of(Collector.SERIAL),
                List.of(HeapConfig.fixedYoung(64, 16)), List.of(0.1, 0.3), work, 1, 7);
        // 100 ms is less than a JVM needs to start and run it: every run times out and is killed.
        BenchResults killed = new BenchRunner(new BundleWriter(bundle), Duration.ofMillis(100), false, "test")
                .run(plan, BenchRunner.Mode.FRESH, RunListener.NONE);
        assertThat(runs(killed).values()).hasSize(2).allSatisfy(r -> assertThat(r.status()).isEqualTo(RunStatus.TIMEOUT));

        BenchRunner runner = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test");
        List<String> startedOnResume = new ArrayList<>();
        RunListener started = new RunListener() {
            @Override
            public void runStarted(PlannedRun run, int index, int toRun) {
                startedOnResume.add(run.id());
            }
        };
        BenchResults kept = runner.run(plan, BenchRunner.Mode.RESUME, started);
        assertThat(startedOnResume).as("plain --resume keeps finished runs, failed or not").isEmpty();
        assertThat(kept.cells()).allSatisfy(c -> assertThat(c.status()).isEqualTo(RunStatus.TIMEOUT));

        BenchResults retried = runner.run(plan, BenchRunner.Mode.RESUME_RETRYING_FAILED, started);
        assertThat(startedOnResume).hasSize(2);
        assertThat(retried.cells()).hasSize(2).allSatisfy(c -> {
            assertThat(c.status()).as(c.reason()).isEqualTo(RunStatus.OK);
            assertThat(c.runs()).hasSize(1);
        });
        startedOnResume.clear();
        runner.run(plan, BenchRunner.Mode.RESUME_RETRYING_FAILED, started);
        assertThat(startedOnResume).as("ok runs are never redone").isEmpty();
    }

    @Test
    void aFreshRunRefusesToOverwriteABundle() throws Exception {
        Plan plan = plan();
        new BundleWriter(bundle).write(new BenchResults(BenchResults.SCHEMA, "tenure", "test", "t", "t", null, "host.json", List.of()));
        BenchRunner runner = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test");
        assertThatThrownBy(() -> runner.run(plan, BenchRunner.Mode.FRESH, RunListener.NONE))
                .isInstanceOf(BenchRunner.BundleExistsException.class).hasMessageContaining("--resume");
    }

    @Test
    void resumingWithOtherSettingsIsRefused() throws Exception {
        BenchRunner runner = new BenchRunner(new BundleWriter(bundle), Duration.ofMinutes(1), false, "test");
        WorkloadTarget tiny = new WorkloadTarget(0, 24, "fifo", "64", "bytes", 64, 1, 8, 32, 42);
        Plan one = Planner.plan(List.of(Forks.currentJvm()), jvm -> List.of(Collector.SERIAL),
                List.of(HeapConfig.fixedYoung(64, 16)), List.of(0.1), tiny, 1, 7);
        runner.run(one, BenchRunner.Mode.FRESH, RunListener.NONE);
        Plan moreWork = Planner.plan(List.of(Forks.currentJvm()), jvm -> List.of(Collector.SERIAL),
                List.of(HeapConfig.fixedYoung(64, 16)), List.of(0.1), new WorkloadTarget(0, 24, "fifo", "64", "bytes", 64, 1, 8, 48, 42), 1, 7);
        assertThatThrownBy(() -> runner.run(moreWork, BenchRunner.Mode.RESUME, RunListener.NONE))
                .isInstanceOf(BenchRunner.BundleMismatchException.class)
                // the knob that changed, by name, not two records' whole text ("Target[survival=0.1, lifetimeMB=…")
                .hasMessageEndingWith("was run with other settings than this invocation asks for (workMB 32.0 then,"
                        + " 48.0 now): resume with the original options, or use another --out")
                .hasMessageNotContaining("Target[");
    }

    private static Map<String, RunResult> runs(BenchResults results) {
        return results.cells().stream().map(CellResult::runs).flatMap(List::stream)
                .collect(Collectors.toMap(RunResult::runId, Function.identity()));
    }
}
