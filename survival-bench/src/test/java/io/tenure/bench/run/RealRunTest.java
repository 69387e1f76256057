package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.AllocationCheck;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.WorkloadKind;
import io.tenure.platforms.Collector;
import io.tenure.testsupport.JsonSchemas;
import io.tenure.testsupport.Requirements;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One short real fork per collector of the JVM running the tests (JDK 17 here); every
 * workload.json the child writes is valid against docs/schemas/tenure-workload-1.schema.json.
 */
class RealRunTest {
    @TempDir
    Path bundle;

    @ParameterizedTest
    @EnumSource(value = Collector.class, names = {"SERIAL", "PARALLEL", "G1", "ZGC", "ZGC_GENERATIONAL", "SHENANDOAH", "EPSILON"})
    void forkFinishesWithCheckedAllocation(Collector collector) throws Exception {
        Requirements.assumeAvailable("gc-" + collector.name().toLowerCase(Locale.ROOT).replace('_', '-'),
                Forks.currentJvm().collectors().contains(collector), collector + " is not in " + Forks.currentJvm().id());
        // Epsilon never collects: give it a heap that holds the whole allocation.
        HeapConfig heap = collector == Collector.EPSILON ? HeapConfig.jvmDefault(256) : HeapConfig.fixedYoung(128, 16);
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), false)
                .execute(Forks.run(Forks.currentJvm(), collector, heap, Forks.smallTarget(0.3)));

        assertThat(result.status()).as(result.reason()).isEqualTo(RunStatus.OK);
        assertThat(result.exitCode()).isZero();
        WorkloadReport report = WorkloadReport.read(bundle.resolve(result.outputs().workloadResult())).orElseThrow();
        assertValidWorkloadJson(result);
        assertThat(report.status()).isEqualTo(WorkloadReport.Status.OK);
        assertThat(report.allocation().allocationCheck()).isEqualTo(AllocationCheck.OK);
        assertThat(report.allocation().analyticAllocatedBytes()).isGreaterThanOrEqualTo(64L << 20);
        assertThat((double) result.allocation().allocatedBytes()).isCloseTo(result.allocation().analyticAllocatedBytes(),
                org.assertj.core.data.Percentage.withPercentage(1));
        assertThat(report.allocation().keptFraction()).isCloseTo(0.3, org.assertj.core.data.Offset.offset(0.001));
        assertThat(result.times().elapsedSeconds()).isPositive();
        assertThat(result.times().cpuSeconds()).isPositive();
        assertThat(result.command()).contains("-Xms" + heap.heapMB() + "m", "survival=0.3");
        assertThat(Files.size(bundle.resolve(result.outputs().gcLog()))).isPositive();
        assertThat(result.outputs().jfr()).isNull();
    }

    @Test
    void twoThreadsOfNodesInChainsAreCheckedToo() throws Exception {
        WorkloadTarget nodes = new WorkloadTarget(0.5, 16, "fifo", "32-256", "nodes", 16, 2, 16, 64, 42);
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), false)
                .execute(Forks.run(Forks.currentJvm(), Collector.PARALLEL, HeapConfig.fixedYoung(128, 16), nodes));
        assertThat(result.status()).as(result.reason()).isEqualTo(RunStatus.OK);
        assertThat(result.allocation().allocationCheck()).isEqualTo(AllocationCheck.OK);
        assertThat(result.allocation().keptFraction()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(0.001));
        assertValidWorkloadJson(result);
    }

    /**
     * The keys only some runs write: a calibrated measured phase (warm-up and calibration figures),
     * a named size distribution, reference stores and compute.
     */
    @Test
    void calibratedRunWithStoresAndNamedSizesWritesAValidWorkloadJson() throws Exception {
        WorkloadTarget target = Forks.smallTarget(0.2).withObjectBytes("mixed").withRefStores(4).withMeasureSeconds(0.2);
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), false)
                .execute(Forks.run(Forks.currentJvm(), Collector.SERIAL, HeapConfig.fixedYoung(128, 16), target));
        assertThat(result.status()).as(result.reason()).isEqualTo(RunStatus.OK);
        String json = Files.readString(bundle.resolve(result.outputs().workloadResult()));
        assertThat(json).contains("\"objectSizeDistribution\": \"mixed\"", "\"calibratedWorkMB\"", "\"warmupRatesMBps\"");
        assertValidWorkloadJson(result);
    }

    /** The jbb workload writes the same contract with its own keys. */
    @Test
    void jbbRunWritesAValidWorkloadJson() throws Exception {
        WorkloadTarget target = Forks.smallTarget(0).withWorkload(WorkloadKind.JBB).withRetentionMB(8.0);
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), false)
                .execute(Forks.run(Forks.currentJvm(), Collector.SERIAL, HeapConfig.fixedYoung(128, 16), target));
        assertThat(result.status()).as(result.reason()).isEqualTo(RunStatus.OK);
        assertThat(Files.readString(bundle.resolve(result.outputs().workloadResult()))).contains("\"workload\": \"jbb\"");
        assertValidWorkloadJson(result);
    }

    private void assertValidWorkloadJson(RunResult result) {
        Path workload = bundle.resolve(result.outputs().workloadResult());
        assertThat(JsonSchemas.errors("tenure-workload-1.schema.json", workload))
                .as("%s against docs/schemas/tenure-workload-1.schema.json", workload).isEmpty();
    }

    @Test
    void recordsJfrWhereSupported() throws Exception {
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), true)
                .execute(Forks.run(Forks.currentJvm(), Collector.SERIAL, HeapConfig.fixedYoung(128, 16), Forks.smallTarget(0.1)));
        assertThat(result.status()).as(result.reason()).isEqualTo(RunStatus.OK);
        assertThat(result.outputs().jfr()).isNotNull();
        assertThat(Files.size(bundle.resolve(result.outputs().jfr()))).isPositive();
    }
}
