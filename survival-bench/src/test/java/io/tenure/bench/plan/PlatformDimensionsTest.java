package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.platforms.Collector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --instances, --cpus, --threads and NUMA variants in the plan. */
class PlatformDimensionsTest {
    private static final JvmTarget PLANNED = PlannedJvm.jdk17(Collector.PARALLEL);

    private static final WorkloadTarget TARGET = new WorkloadTarget(0, 64, "fifo", "64", "bytes", 64, 1, 32, 512, 42);
    private static final CpuSet TWO_CPUS = new CpuSet(List.of(0, 1));

    private static Plan plan(List<JvmVariant> variants, PlatformDimensions dimensions, List<WorkloadTarget> templates) {
        return Planner.plan(PlanRequest.of(List.of(PLANNED), jvm -> List.of(Collector.PARALLEL))
                .heaps(List.of(HeapConfig.fixedYoung(512, 64))).variants(variants).dimensions(dimensions)
                .survivals(List.of(0.2)).templates(templates).orderSeed(1).build());
    }

    @Test
    void instancesShareTheHeapYoungGenerationLiveSetAndWork() {
        Plan plan = plan(List.of(JvmVariant.NONE), new PlatformDimensions(null, List.of(1, 2, 4), TWO_CPUS, 1), List.of(TARGET));
        assertThat(plan.cells()).extracting(Cell::id).containsExactly("a-17_parallel_heap512m_young64m_p0.2000",
                "a-17_parallel_heap512m_young64m_inst2_p0.2000", "a-17_parallel_heap512m_young64m_inst4_p0.2000");
        Cell four = plan.cells().get(2);
        assertThat(four.skipped()).as(four.skipReason()).isFalse();
        assertThat(four.heap().heapMB()).as("the cell records the total").isEqualTo(512);
        assertThat(four.flags()).contains("-Xms128m", "-Xmx128m", "-Xmn16m").doesNotContain("-Xmx512m");
        assertThat(four.instanceTarget().workMB()).isEqualTo(128);
        assertThat(four.instanceTarget().warmupMB()).isEqualTo(8);
        assertThat(four.instanceTarget().lifetimeMB()).isEqualTo(16);
        assertThat(plan.runs()).hasSize(3);
    }

    @Test
    void aHeapThatDoesNotDivideIsRefusedAtPlanTimeWithTheFix() {
        Plan plan = Planner.plan(PlanRequest.of(List.of(PLANNED), jvm -> List.of(Collector.PARALLEL))
                .heaps(List.of(HeapConfig.fixedYoung(500, 30)))
                .dimensions(new PlatformDimensions(null, List.of(4), TWO_CPUS, 1)).survivals(List.of(0.2))
                .templates(List.of(TARGET)).orderSeed(1).build());
        assertThat(plan.cells().get(0).skipReason()).isEqualTo("refused: 4 JVMs cannot share the heap (500 MB, young 30 MB)"
                + " in equal whole megabytes: use a --heap and --young divisible by 4");
        assertThat(plan.runs()).isEmpty();
    }

    @Test
    void cpusPinTheChildAndAreAPlatformOfTheirOwn() {
        Plan plan = plan(List.of(JvmVariant.NONE), new PlatformDimensions(List.of(1, 2), List.of(1), TWO_CPUS, 1),
                List.of(TARGET));
        assertThat(plan.cells()).extracting(Cell::id).containsExactly("a-17_parallel_heap512m_young64m_cpus1_p0.2000",
                "a-17_parallel_heap512m_young64m_cpus2_p0.2000");
        assertThat(plan.cells().get(0).flags()).contains("-XX:ActiveProcessorCount=1");
        assertThat(plan.cells().get(0).cpus()).isEqualTo(1);
    }

    @Test
    void moreCpusThanTheHostHasAreRefusedAtPlanTime() {
        assertThatThrownBy(() -> new PlatformDimensions(List.of(1, 3), List.of(1), TWO_CPUS, 1))
                .hasMessage("--cpus: 3 exceeds the 2 CPUs this host lets tenure use (0,1): use --cpus 2 or less");
        assertThatThrownBy(() -> new PlatformDimensions(List.of(1), List.of(1), null, 1))
                .hasMessageContaining("run without --cpus");
        assertThatThrownBy(() -> new PlatformDimensions(null, List.of(0), TWO_CPUS, 1))
                .hasMessageContaining("--instances: 0 is not a number of JVMs");
    }

    @Test
    void theHostsOwnCpuSetIsWithinWhatItReports() {
        CpuSet host = CpuSet.ofThisProcess().orElseThrow();
        assertThat(host.size()).isBetween(1, Runtime.getRuntime().availableProcessors() + 1024);
        assertThat(host.first(1)).matches("[0-9]+");
    }

    @Test
    void theKernelsCpuListFormatIsRead(@TempDir Path root) throws IOException {
        assertThat(CpuSet.parseList("0-3,8,10-11\n")).containsExactly(0, 1, 2, 3, 8, 10, 11);
        Files.createDirectories(root.resolve("proc/self"));
        Files.writeString(root.resolve("proc/self/status"), "Name:\tjava\nCpus_allowed:\tc\nCpus_allowed_list:\t2-3\n");
        CpuSet set = CpuSet.ofThisProcess(root).orElseThrow();
        assertThat(set.first(2)).isEqualTo("2,3");
        assertThatThrownBy(() -> set.first(3)).hasMessageContaining("3 CPUs asked, this host has 2");
    }

    @Test
    void aNumaVariantIsNotApplicableOnOneNodeAndRunsOnTwo() {
        List<JvmVariant> variants = List.of(JvmVariant.parse("numa=-XX:+UseNUMA"), JvmVariant.parse("base="));
        Plan oneNode = plan(variants, new PlatformDimensions(null, List.of(1), TWO_CPUS, 1), List.of(TARGET));
        assertThat(oneNode.cells().get(0).skipReason()).isEqualTo("not applicable on this host (1 NUMA node): variant numa"
                + " sets -XX:+UseNUMA, which has nothing to place on one node");
        assertThat(oneNode.cells().get(1).skipped()).isFalse();
        assertThat(oneNode.runs()).hasSize(1);
        Plan twoNodes = plan(variants, new PlatformDimensions(null, List.of(1), TWO_CPUS, 2), List.of(TARGET));
        assertThat(twoNodes.runs()).hasSize(2);
    }

    @Test
    void threadsAreAWorkloadDimensionInTheIdOnlyWhenNotOne() {
        Plan plan = plan(List.of(JvmVariant.NONE), PlatformDimensions.NONE,
                List.of(TARGET.withThreads(1), TARGET.withThreads(2), TARGET.withRefStores(4).withThreads(8)));
        assertThat(plan.cells()).extracting(Cell::id).containsExactly("a-17_parallel_heap512m_young64m_p0.2000",
                "a-17_parallel_heap512m_young64m_p0.2000_t2", "a-17_parallel_heap512m_young64m_p0.2000_r4-t8");
        assertThat(plan.cells().get(1).target().arguments("r.json")).contains("threads=2");
    }

    @Test
    void moreInstancesThanTheLimitAreRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new PlatformDimensions(null, List.of(1_000_000), TWO_CPUS, 1))
                .hasMessage("--instances: at most 64 JVMs at once, got 1000000");
    }
}
