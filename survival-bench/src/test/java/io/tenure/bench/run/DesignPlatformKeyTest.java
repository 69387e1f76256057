package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.Design;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.JvmVariant;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlanRequest;
import io.tenure.bench.plan.Planner;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.PlatformKey;
import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The cells of a design that varies the live set, as the bundle records them: each point has its
 * own fraction of the heap, and the points of one platform are still one platform for {@code fit}
 * (its knobs are the model's factors), as survival, stores and compute are.
 */
class DesignPlatformKeyTest {
    private static final WorkloadTarget TARGET = new WorkloadTarget(0, 1, "fifo", "64", "bytes", 64, 1, 64, 256, 42);

    /** Planned only: nothing is launched. */
    private static JvmTarget jvm() {
        return new JvmTarget() {
            @Override public String id() { return "a-17"; }
            @Override public Path javaExecutable() { return Path.of("/nonexistent/bin/java"); }
            @Override public String vendor() { return "test"; }
            @Override public String version() { return "17"; }
            @Override public String vmName() { return "test VM"; }
            @Override public int featureVersion() { return 17; }
            @Override public List<Collector> collectors() { return List.of(Collector.PARALLEL, Collector.G1); }
            @Override public List<String> collectorFlags(Collector c) { return List.of(); }
            @Override public List<String> gcLogFlags(Path logFile) { return List.of(); }
            @Override public List<String> jfrFlags(Path jfrFile) { return List.of(); }
        };
    }

    @Test
    void thePointsOfOnePlatformShareItsKeyWhateverTheirLiveSet() {
        Design design = Design.parse("lhs:12", List.of("survival=0:0.5", "ref-stores=0:64", "live-set=0.05:0.4"), 42);
        Plan plan = Planner.plan(PlanRequest.of(List.of(jvm()), j -> List.of(Collector.PARALLEL, Collector.G1))
                .heaps(List.of(HeapConfig.fixedYoung(384, 8))).design(design).template(TARGET).deriveLifetime(true)
                .orderSeed(42).build());
        List<CellResult> cells = plan.cells().stream().map(c -> BenchRunner.CellResults.of(c, List.of())).toList();
        assertThat(cells).hasSize(24).allSatisfy(c -> assertThat(c.target().liveSetFraction()).isBetween(0.05, 0.4));
        assertThat(cells.stream().map(c -> c.target().liveSetFraction()).distinct()).hasSize(12);

        Map<String, Set<PlatformKey>> byCollector = cells.stream().collect(Collectors.groupingBy(CellResult::collector,
                Collectors.mapping(c -> PlatformKey.of("host", c, true), Collectors.toSet())));
        assertThat(byCollector).hasSize(2).allSatisfy((collector, keys) -> assertThat(keys).singleElement()
                .satisfies(k -> assertThat(k.workload()).isNull()));
        assertThat(byCollector.get("parallel").iterator().next()).hasToString("host/a-17/parallel/heap384m/young8m");
        // as cells of a grid, each live set would be a platform of its own (#...-ls0.123): the design is what keeps them one
        assertThat(cells.stream().filter(c -> c.collector().equals("parallel")).map(c -> PlatformKey.of("host", c, false))
                .distinct()).hasSize(12).allSatisfy(k -> assertThat(k.workload()).contains("ls"));
        assertThat(plan.cells()).extracting(Cell::skipped).containsOnly(false);
    }
}
