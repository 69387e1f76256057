package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.plan.PlannedJvm;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.JvmVariant;
import io.tenure.bench.plan.PlanRequest;
import io.tenure.bench.plan.Planner;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleReader;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.MeasurementWindow;
import io.tenure.bundle.PlatformKey;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.WorkloadKind;
import io.tenure.io.Json;
import io.tenure.platforms.Collector;
import io.tenure.testsupport.Golden;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workload knobs and what the workload counted, as {@code results.json} records them: a
 * golden file (regenerate with {@code -Dgolden.update=true}) made by the real planner, the real
 * reading of {@code workload.json} and the real cell assembly; and bundles written before the
 * knobs read as the default workload.
 */
class WorkloadFiguresGoldenTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "tenure-bench-1-workload-knobs.json");
    @TempDir
    Path temp;

    private static JvmTarget planned() {
        return PlannedJvm.jdk17(Collector.G1).withVersion("17.0.1");
    }

    @Test
    void knobsAndCountedFiguresAreRecordedInResults() throws IOException {
        WorkloadTarget template = new WorkloadTarget(0, 1, "fifo", "64", "bytes", 64, 1, 64, 256, 42);
        List<WorkloadTarget> targets = List.of(template.withLiveSetFraction(0.25).withObjectBytes("mixed"),
                template.withWorkload(WorkloadKind.JBB));
        List<Cell> cells = new ArrayList<>();
        for (WorkloadTarget t : targets) {
            cells.addAll(Planner.plan(PlanRequest.of(List.of(planned()), jvm -> List.of(Collector.G1))
                    .heaps(List.of(HeapConfig.fixedYoung(512, 32)))
                    .survivals(List.of(t.jbb() ? 0.0 : 0.3)).templates(List.of(t))
                    .deriveLifetime(true).orderSeed(1).build()).cells());
        }
        List<CellResult> results = new ArrayList<>();
        String[] reports = {
            "{\"schema\": \"tenure-workload/1\", \"status\": \"ok\", \"message\": null, \"elapsedSeconds\": 1.5,"
                    + " \"cpuSeconds\": 2.5, \"analyticAllocatedBytes\": 268435456, \"allocatedBytes\": 268435900,"
                    + " \"allocationCheck\": \"ok\", \"keptFraction\": 0.3, \"meanObjectBytes\": 59.5,"
                    + " \"objectSizeDistribution\": \"mixed\", \"liveBytesAtEnd\": 134217700,"
                    + " \"objectSizeHistogram\": [{\"bytes\": 16, \"count\": 900000}, {\"bytes\": 1048592, \"count\": 25}],"
                    + " \"largeObjectBytesShare\": 0.0977, \"refStores\": 0, \"refStoresPerKB\": 0, \"oldToYoungStores\": 0,"
                    + " \"overwriteStores\": 0, \"computeUnits\": 0, \"allocationRateMBps\": 170.7}",
            "{\"schema\": \"tenure-workload/1\", \"status\": \"ok\", \"message\": null, \"workload\": \"jbb\","
                    + " \"elapsedSeconds\": 2.0, \"cpuSeconds\": 3.0, \"allocatedBytes\": 268500000,"
                    + " \"analyticAllocatedBytes\": null, \"allocationCheck\": \"unchecked\", \"allocationRateMBps\": 128.0,"
                    + " \"retentionMB\": 128, \"retainedOrdersAtEnd\": 160000, \"transactions\": 350000,"
                    + " \"transactionsPerSecond\": 175000, \"responseP50Ms\": 0.00128, \"responseP90Ms\": 0.00256,"
                    + " \"responseP99Ms\": 0.0123, \"responseMaxMs\": 48.5}"};
        for (int i = 0; i < cells.size(); i++) {
            Cell cell = cells.get(i);
            Path file = temp.resolve("workload-" + i + ".json");
            Files.writeString(file, reports[i]);
            WorkloadReport report = WorkloadReport.read(file).orElseThrow();
            WorkloadReport.Allocation allocated = report.allocation();
            RunResult run = new RunResult(cell.id() + "_r1", 1, RunStatus.OK, null, 0, "2026-11-23T18:00:00Z",
                    new RunResult.Times(3.0, report.phase().elapsedSeconds(), report.phase().cpuSeconds()),
                    new RunResult.GcFigures(i == 0 ? 0.301 : 0.412, null, null, 40L, 5.0, null, null),
                    new RunResult.Allocation(allocated.allocatedBytes(), allocated.analyticAllocatedBytes(),
                            allocated.allocationCheck(), allocated.keptFraction()),
                    "ok", MeasurementWindow.MEASURED_PHASE, List.of("java"),
                    new RunResult.Outputs("runs/r/gc.log", null, null, "runs/r/workload.json", null, null), null,
                    "0123456789abcdef", null, report.figures(cell.heap().heapMB()));
            results.add(BenchRunner.CellResults.of(cell, List.of(run)));
        }
        BenchResults bench = new BenchResults(BenchResults.SCHEMA, "tenure", "test", "2026-11-23T18:00:00Z",
                "2026-11-23T18:00:00Z", new BenchResults.Settings(1, 1, 300, false, io.tenure.model.stats.Medians.ORDER_STATISTIC), Bundle.HOST,
                results);
        CellResult mixed = results.get(0);
        assertThat(mixed.target().liveSetFraction()).isEqualTo(0.25);
        assertThat(mixed.target().lifetimeMB()).isEqualTo(128);
        assertThat(mixed.runs().get(0).workload().liveSetFraction()).isCloseTo(0.25, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(mixed.runs().get(0).workload().objectSizes()).hasSize(2);
        CellResult jbb = results.get(1);
        assertThat(jbb.target().retentionMB()).isEqualTo(128.0);
        assertThat(jbb.summary().survivalOffTarget()).as("jbb has no target p").isNull();
        assertThat(jbb.runs().get(0).workload().transactionsPerSecond()).isEqualTo(175000.0);
        Golden.check(GOLDEN, Json.toPrettyString(bench) + "\n");
    }

    @Test
    void aBundleWrittenBeforeTheKnobsReadsAsTheDefaultWorkload() throws IOException {
        Bundle old = BundleReader.read(Path.of("..", "src", "test", "resources", "fixtures", "reports", "bundles", "openjdk-17"));
        assertThat(old.results().cells()).isNotEmpty().allSatisfy(cell -> {
            assertThat(cell.target().liveSetFraction()).isNull();
            assertThat(cell.target().retentionMB()).isNull();
            assertThat(PlatformKey.of(old.hostName(), cell).workload()).as("its platform key is unchanged").isNull();
            assertThat(cell.runs()).allSatisfy(run -> assertThat(run.workload()).isNull());
        });
    }
}
