package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bundle.AllocationCheck;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.platforms.Collector;
import io.tenure.testsupport.Requirements;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A child that did not run its cell's configuration fails the run, with what differed. */
class ChildConfigurationTest {
    @TempDir
    Path bundle;

    @BeforeEach
    void parallelRunsHere() {
        Requirements.assumeAvailable("gc-parallel", Forks.currentJvm().collectors().contains(Collector.PARALLEL),
                "Parallel is not in " + Forks.currentJvm().id());
    }

    @Test
    void aYoungSizeInjectedBehindTheCommandFailsTheRun() throws Exception {
        // JAVA_TOOL_OPTIONS set for the child itself: the launcher only removes inherited ones.
        RunExecutor executor = new RunExecutor(bundle, Duration.ofMinutes(2), false, Map.of("JAVA_TOOL_OPTIONS", "-Xmn8m"));
        RunResult result = executor.execute(Forks.run(Forks.currentJvm(), Collector.PARALLEL, HeapConfig.fixedYoung(64, 16),
                Forks.smallTarget(0.1)));
        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(result.exitCode()).as("the child itself finished").isZero();
        assertThat(result.reason()).startsWith("the child did not run the cell's configuration: cell asks for -Xmn16m"
                + " but the child ran with ").contains("-Xmn8m came from outside the command").contains("\ncommand: ");
    }

    @Test
    void theCellsOwnConfigurationPasses() throws Exception {
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), false).execute(Forks.run(Forks.currentJvm(),
                Collector.PARALLEL, HeapConfig.fixedYoung(64, 16), Forks.smallTarget(0.1)));
        assertThat(result.status()).as(result.reason()).isEqualTo(RunStatus.OK);
    }

    @Test
    void otherGcBeansThanTheCollectorsAreAMismatch() {
        Cell parallel = Forks.run(Forks.currentJvm(), Collector.PARALLEL, HeapConfig.fixedYoung(64, 16),
                Forks.smallTarget(0.1)).cell();
        assertThat(ChildConfiguration.mismatch(parallel, report(parallel.flags(), List.of("Copy", "MarkSweepCompact"))))
                .hasValueSatisfying(m -> assertThat(m).contains("cell asks for Parallel (GC beans PS MarkSweep, PS Scavenge)"
                        + " but the child ran with GC beans Copy, MarkSweepCompact"));
        assertThat(ChildConfiguration.mismatch(parallel, report(parallel.flags(), List.of("PS Scavenge", "PS MarkSweep"))))
                .isEmpty();
    }

    @Test
    void aPinnedCellWhoseChildSawAnotherProcessorCountIsAMismatch() {
        Cell pinned = new Cell(Forks.currentJvm(), Collector.PARALLEL, HeapConfig.fixedYoung(64, 16), Forks.smallTarget(0.1),
                null, null, List.of(), 1, 1);
        List<String> beans = List.of("PS Scavenge", "PS MarkSweep");
        assertThat(ChildConfiguration.mismatch(pinned, report(pinned.flags(), beans, 2)))
                .hasValueSatisfying(m -> assertThat(m).contains("cell asks for 1 CPU (taskset and -XX:ActiveProcessorCount=1)"
                        + " but the child saw availableProcessors() = 2"));
        assertThat(ChildConfiguration.mismatch(pinned, report(pinned.flags(), beans, 1))).isEmpty();
    }

    @Test
    void aMissingFlagOrAForeignCollectorFlagIsNamed() {
        Cell serial = Forks.run(Forks.currentJvm(), Collector.SERIAL, HeapConfig.fixedYoung(64, 16),
                Forks.smallTarget(0.1)).cell();
        List<String> withoutSurvivorRatio = new ArrayList<>(serial.flags());
        withoutSurvivorRatio.remove("-XX:SurvivorRatio=8");
        withoutSurvivorRatio.add("-XX:+UseParallelGC");
        assertThat(ChildConfiguration.mismatch(serial, report(withoutSurvivorRatio, List.of("Copy", "MarkSweepCompact"))))
                .hasValueSatisfying(m -> assertThat(m)
                        .contains("cell asks for -XX:SurvivorRatio=8 but the child ran without it")
                        .contains("cell asks for -XX:+UseSerialGC but the child ran with -XX:+UseSerialGC -XX:+UseParallelGC"));
    }

    private static WorkloadReport report(List<String> inputArguments, List<String> beans) {
        return report(inputArguments, beans, 2);
    }

    private static WorkloadReport report(List<String> inputArguments, List<String> beans, int processors) {
        return new WorkloadReport(WorkloadReport.SCHEMA, WorkloadReport.Status.OK, null,
                new WorkloadReport.Phase(1.0, 1.0, 0.0, 1.0),
                new WorkloadReport.Allocation(1L, 1L, AllocationCheck.OK, 0.0, 0.1, null),
                new WorkloadReport.ChildJvm("17", "test VM", inputArguments, beans, processors),
                new WorkloadReport.Calibration(0.0, null, null, null, null, null, null, null),
                new WorkloadReport.ObjectCounts(64.0, null, null, null),
                new WorkloadReport.Mutation(null, null, null, null, null),
                new WorkloadReport.Jbb(null, null, null, null, null, null, null, null));
    }
}
