package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.platforms.Collector;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DesignTest {
    private static final WorkloadTarget TARGET = new WorkloadTarget(0, 128, "fifo", "64", "bytes", 64, 1, 64, 256, 42);
    private static final List<String> RANGES = List.of("survival=0:0.8", "ref-stores=0:64", "compute=0:200",
            "old-to-young=0:0.5", "threads=1:2");

    private static JvmTarget planned() {
        return PlannedJvm.jdk17(Collector.PARALLEL, Collector.G1);
    }

    @Test
    void everyKnobUsesEachOfTheNStrataOnce() {
        Design design = Design.parse("lhs:12", RANGES, 7);
        double[][] unit = design.unitPoints();
        assertThat(unit).hasNumberOfRows(12);
        for (int k = 0; k < RANGES.size(); k++) {
            Set<Integer> strata = new HashSet<>();
            for (double[] point : unit) {
                assertThat(point[k]).isBetween(0.0, 1.0);
                strata.add((int) Math.floor(point[k] * 12));
            }
            assertThat(strata).as("knob %d", k).hasSize(12);
        }
    }

    @Test
    void theSeedFixesTheDesignAndTheTargetsStayInTheirRanges() {
        List<WorkloadTarget> a = Design.parse("lhs:10", RANGES, 1).targets(TARGET);
        assertThat(Design.parse("lhs:10", RANGES, 1).targets(TARGET)).isEqualTo(a);
        assertThat(Design.parse("lhs:10", RANGES, 2).targets(TARGET)).isNotEqualTo(a);
        assertThat(a).allSatisfy(t -> {
            assertThat(t.survival()).isBetween(0.0, 0.8);
            assertThat(t.refStoresPerKB()).isBetween(0.0, 64.0);
            assertThat(t.computePerKB()).isBetween(0.0, 200.0);
            assertThat(t.oldToYoung()).isBetween(0.0, 0.5);
            assertThat(t.threads()).isBetween(1, 2);
        });
        assertThat(a).extracting(WorkloadTarget::threads).contains(1, 2);
        assertThat(a).extracting(WorkloadTarget::lifetimeMB).containsOnly(128.0);
        // the knobs a design does not vary are the template's, --measure included
        List<WorkloadTarget> kept = Design.parse("lhs:4", RANGES, 1).targets(TARGET.withMeasureSeconds(2).withLiveSetFraction(0.2));
        assertThat(kept).extracting(WorkloadTarget::measureSeconds).containsOnly(2.0);
        assertThat(kept).extracting(WorkloadTarget::liveSetFraction).containsOnly(0.2);
    }

    @Test
    void thePlanHasTheSameNPointsOnEveryPlatformWithDistinctIds() {
        Design design = Design.parse("lhs:16", RANGES, 42);
        Plan plan = Planner.plan(PlanRequest.of(List.of(planned()), jvm -> List.of(Collector.PARALLEL, Collector.G1))
                .heaps(List.of(HeapConfig.fixedYoung(512, 32))).design(design).template(TARGET).deriveLifetime(true)
                .orderSeed(42).build());
        assertThat(plan.design()).isEqualTo(design);
        assertThat(plan.cells()).hasSize(32);
        assertThat(plan.cells()).extracting(Cell::id).doesNotHaveDuplicates();
        List<WorkloadTarget> parallel = plan.cells().stream().filter(c -> c.collector() == Collector.PARALLEL)
                .map(Cell::target).toList();
        List<WorkloadTarget> g1 = plan.cells().stream().filter(c -> c.collector() == Collector.G1).map(Cell::target).toList();
        assertThat(g1).isEqualTo(parallel);
    }

    @Test
    void badSpecificationsAreRefusedWithTheOptionToChange() {
        assertThatThrownBy(() -> Design.parse("sobol:8", RANGES, 1)).hasMessageContaining("lhs:N");
        assertThatThrownBy(() -> Design.parse("lhs:1", RANGES, 1)).hasMessageContaining("N >= 2");
        assertThatThrownBy(() -> Design.parse("lhs:8", List.of("heap=1:2"), 1)).hasMessageContaining("unknown knob 'heap'");
        assertThatThrownBy(() -> Design.parse("lhs:8", List.of("survival=0:2"), 1)).hasMessageContaining("at most 1");
        assertThatThrownBy(() -> Design.parse("lhs:8", List.of("threads=1.5:2"), 1)).hasMessageContaining("whole numbers");
        assertThatThrownBy(() -> Design.parse("lhs:8", List.of(), 1)).hasMessageContaining("--range");
        assertThatThrownBy(() -> Design.parse("lhs:8", List.of("compute=5"), 1)).hasMessageContaining("KNOB=LOW:HIGH");
    }
    @Test
    void aLiveSetRangeGivesEveryPointItsOwnFractionOfTheHeapWithinTheRange() {
        List<String> ranges = List.of("survival=0:0.6", "ref-stores=0:64", "live-set=0.05:0.4");
        List<WorkloadTarget> targets = Design.parse("lhs:16", ranges, 42).targets(TARGET);
        assertThat(targets).extracting(WorkloadTarget::liveSetFraction).allSatisfy(f -> assertThat(f).isBetween(0.05, 0.4));
        // one per stratum of the range: 16 distinct fractions, spread over it
        assertThat(targets).extracting(WorkloadTarget::liveSetFraction).doesNotHaveDuplicates();
        assertThat(targets.stream().mapToDouble(WorkloadTarget::liveSetFraction).min().orElseThrow()).isLessThan(0.05 + 0.35 / 16);
        assertThat(targets.stream().mapToDouble(WorkloadTarget::liveSetFraction).max().orElseThrow()).isGreaterThan(0.4 - 0.35 / 16);

        // the planner turns each into MB of the heap; a point that fits has the set it asked for
        Plan plan = Planner.plan(PlanRequest.of(List.of(planned()), jvm -> List.of(Collector.PARALLEL, Collector.G1))
                .heaps(List.of(HeapConfig.fixedYoung(512, 8))).design(Design.parse("lhs:16", ranges, 42))
                .template(TARGET).deriveLifetime(true).orderSeed(42).build());
        assertThat(plan.cells()).hasSize(32).allSatisfy(c -> {
            assertThat(c.skipped()).as(c.id() + ": " + c.skipReason()).isFalse();
            assertThat(c.target().lifetimeMB()).isEqualTo(LiveSetRule.liveSetMB(c.heap(), c.target().liveSetFraction()));
            assertThat(c.id()).contains("-ls");
        });
    }

    @Test
    void aDesignPointWhoseLiveSetCannotServeItIsRefusedNamingTheEndOfTheRange() {
        // 384 MB, young 32 MB: at most 0.458 of the heap fits half the old generation, and at p = 0.1 at least 0.034
        // outlives 4 young generations: the range named is one whose every point the planner runs
        Plan tooLarge = Planner.plan(PlanRequest.of(List.of(planned()), jvm -> List.of(Collector.PARALLEL))
                .heaps(List.of(HeapConfig.fixedYoung(384, 32)))
                .design(Design.parse("lhs:8", List.of("live-set=0.3:0.6"), 1)).template(TARGET.withSurvival(0.1))
                .deriveLifetime(true).orderSeed(1).build());
        assertThat(tooLarge.cells()).filteredOn(c -> c.target().liveSetFraction() > 0.46).isNotEmpty()
                .allSatisfy(c -> assertThat(c.skipReason()).startsWith("refused: the long-lived set")
                        .contains("--range live-set=0.034:0.458").doesNotContain("--live-set "));
        assertThat(tooLarge.cells()).filteredOn(c -> c.target().liveSetFraction() < 0.45).isNotEmpty()
                .allSatisfy(c -> assertThat(c.skipped()).isFalse());
        // a set too small to outlive 4 young generations at its p: the low end is the one to move
        Plan tooSmall = Planner.plan(PlanRequest.of(List.of(planned()), jvm -> List.of(Collector.PARALLEL))
                .heaps(List.of(HeapConfig.fixedYoung(384, 32)))
                .design(Design.parse("lhs:8", List.of("live-set=0.05:0.4"), 1)).template(TARGET.withSurvival(0.6))
                .deriveLifetime(true).orderSeed(1).build());
        assertThat(tooSmall.cells()).filteredOn(Cell::skipped).isNotEmpty()
                .allSatisfy(c -> assertThat(c.skipReason()).contains("--range live-set=0.2:0.458"));
    }

    @Test
    void aLiveSetRangeMustBeAFractionOfTheHeap() {
        assertThatThrownBy(() -> Design.parse("lhs:8", List.of("live-set=0:0.3"), 1)).hasMessageContaining("at least 0.001");
        assertThatThrownBy(() -> Design.parse("lhs:8", List.of("live-set=0.1:1"), 1)).hasMessageContaining("under 1");
    }
}
