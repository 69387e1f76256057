package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.platforms.Collector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real forks of the seeds' platform experiments: several JVMs at once, and a processor set. */
class PlatformRunTest {
    @TempDir
    Path bundle;

    private static final WorkloadTarget TARGET = new WorkloadTarget(0.2, 16, "fifo", "64", "bytes", 64, 1, 16, 64, 42);

    @Test
    void twoInstancesShareHeapAndWorkAndTheRunIsTheirAggregate() throws Exception {
        Cell cell = new Cell(Forks.currentJvm(), Collector.PARALLEL, HeapConfig.fixedYoung(128, 16), TARGET, null, null,
                List.of(), null, 2);
        RunResult run = new RunExecutor(bundle, Duration.ofMinutes(2), false).execute(new PlannedRun(cell, 1));

        assertThat(run.status()).as(run.reason()).isEqualTo(RunStatus.OK);
        assertThat(run.instances()).hasSize(2);
        RunResult one = run.instances().get(0);
        RunResult two = run.instances().get(1);
        assertThat(one.runId()).isEqualTo(run.runId() + "_i1");
        assertThat(one.command()).contains("-Xmx64m", "-Xmn8m", "workMB=32", "lifetimeMB=8");
        assertThat(one.outputs().gcLog()).isEqualTo("runs/" + run.runId() + "/i1/gc.log");
        assertThat(two.outputs().gcLog()).isEqualTo("runs/" + run.runId() + "/i2/gc.log");
        assertThat(Files.size(bundle.resolve(two.outputs().gcLog()))).isPositive();
        // each did half the work: together the cell's
        assertThat(run.allocation().analyticAllocatedBytes()).isEqualTo(one.allocation().analyticAllocatedBytes() + two.allocation().analyticAllocatedBytes());
        assertThat(run.allocation().analyticAllocatedBytes()).isGreaterThanOrEqualTo(64L << 20);
        assertThat(run.times().elapsedSeconds()).isEqualTo(Math.max(one.times().elapsedSeconds(), two.times().elapsedSeconds()));
        assertThat(run.times().wallSeconds()).isEqualTo(Math.max(one.times().wallSeconds(), two.times().wallSeconds()));
        assertThat(run.gc().pauses().count()).isEqualTo(one.gc().pauses().count() + two.gc().pauses().count());
        assertThat(run.gc().pauses().maxMs()).isEqualTo(Math.max(one.gc().pauses().maxMs(), two.gc().pauses().maxMs()));
        assertThat(run.gc().measuredSurvival()).isCloseTo((one.gc().measuredSurvival() + two.gc().measuredSurvival()) / 2,
                org.assertj.core.data.Offset.offset(1e-12));
        // the files of the run are instance 1's, for a report's timeline
        assertThat(run.outputs().gcLog()).isEqualTo(one.outputs().gcLog());
    }

    @Test
    void oneCpuIsPinnedAndSeenByTheChild() throws Exception {
        Cell cell = new Cell(Forks.currentJvm(), Collector.PARALLEL, HeapConfig.fixedYoung(128, 16), TARGET, null, null,
                List.of(), 1, 1);
        RunResult run = new RunExecutor(bundle, Duration.ofMinutes(2), false).execute(new PlannedRun(cell, 1));

        assertThat(run.status()).as(run.reason()).isEqualTo(RunStatus.OK);
        assertThat(run.command().subList(0, 2)).containsExactly("taskset", "-c");
        assertThat(run.command()).contains("-XX:ActiveProcessorCount=1");
        WorkloadReport report = WorkloadReport.read(bundle.resolve(run.outputs().workloadResult())).orElseThrow();
        assertThat(report.jvm().availableProcessors()).isEqualTo(1);
    }

    @Test
    void aProcessorCountFromOutsideTheCommandFailsTheRun() throws Exception {
        // the processor count from behind the command's back, as an option file or variable would set it
        Cell cell = new Cell(Forks.currentJvm(), Collector.PARALLEL, HeapConfig.fixedYoung(128, 16), TARGET, null, null,
                List.of(), 1, 1);
        RunResult run = new RunExecutor(bundle, Duration.ofMinutes(2), false,
                java.util.Map.of("JAVA_TOOL_OPTIONS", "-XX:ActiveProcessorCount=3"))
                .execute(new PlannedRun(cell, 1));
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.reason()).contains("-XX:ActiveProcessorCount=3 came from outside the command");
    }
}
