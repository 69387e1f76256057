package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.bundle.WorkloadKind;
import io.tenure.platforms.Collector;
import io.tenure.platforms.CollectorCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlannerTest {
    /** A JVM that is only planned for, never run. */
    private static JvmTarget planned(String id) {
        return PlannedJvm.jdk17(Collector.SERIAL, Collector.G1, Collector.EPSILON).withId(id);
    }

    private static final WorkloadTarget TARGET = new WorkloadTarget(0, 128, "fifo", "64", "bytes", 64, 1, 256, 1024, 42);

    @Test
    void eachVariantIsACellOfItsOwnAfterTheFlagsEveryCellGets() {
        Plan plan = Planner.plan(PlanRequest.of(List.of(planned("a-17")), jvm -> List.of(Collector.SERIAL))
                .heaps(List.of(HeapConfig.fixedYoung(512, 32))).jvmArgs(List.of("-XX:+UseLargePages"))
                .variants(List.of(JvmVariant.parse("numa=-XX:+UseNUMA -XX:-UseCompressedOops"), JvmVariant.parse("base=")))
                .survivals(List.of(0.1)).template(TARGET).orderSeed(1).build());
        assertThat(plan.cells()).extracting(Cell::id)
                .containsExactly("a-17_serial_heap512m_young32m_numa_p0.1000", "a-17_serial_heap512m_young32m_base_p0.1000");
        Cell numa = plan.cells().get(0);
        assertThat(numa.variant()).isEqualTo("numa");
        assertThat(numa.jvmArgs()).containsExactly("-XX:+UseLargePages", "-XX:+UseNUMA", "-XX:-UseCompressedOops");
        assertThat(numa.flags()).startsWith("-XX:+UseSerialGC").endsWith("-XX:+UseLargePages", "-XX:+UseNUMA",
                "-XX:-UseCompressedOops");
        assertThat(plan.cells().get(1).jvmArgs()).containsExactly("-XX:+UseLargePages");
    }

    @Test
    void variantNamesMustBeSafeInFileNames() {
        assertThatThrownBy(() -> JvmVariant.parse("a/b=-XX:+UseNUMA"))
                .hasMessageContaining("letters, digits");
        assertThatThrownBy(() -> JvmVariant.parse("-XX:+UseNUMA"))
                .hasMessageContaining("NAME=FLAGS");
    }

    /** Survivals that a 128 MB long-lived set reaches with the JVM's young sizing of a 512 MB heap (LiveSetRule). */
    @Test
    void everyRepetitionRunsEveryCellInItsOwnOrder() {
        Plan plan = Planner.plan(PlanRequest.of(List.of(planned("a-17"), planned("b-17")), jvm -> List.of(Collector.SERIAL, Collector.G1))
                .heaps(List.of(HeapConfig.fixedYoung(512, 32), HeapConfig.jvmDefault(512)))
                .survivals(List.of(0.05, 0.1, 0.15)).template(TARGET).repetitions(3).orderSeed(1).build());
        assertThat(plan.cells()).hasSize(2 * 2 * 2 * 3);
        assertThat(plan.runs()).hasSize(24 * 3);
        for (int rep = 1; rep <= 3; rep++) {
            int r = rep;
            List<String> cellsOfRep = plan.runs().subList((rep - 1) * 24, rep * 24).stream()
                    .peek(run -> assertThat(run.repetition()).isEqualTo(r)).map(run -> run.cell().id()).toList();
            assertThat(cellsOfRep).containsExactlyInAnyOrderElementsOf(plan.cells().stream().map(Cell::id).toList());
        }
        assertThat(plan.runs().subList(0, 24)).as("shuffled per repetition")
                .isNotEqualTo(plan.runs().subList(24, 48).stream().map(r -> new PlannedRun(r.cell(), 1)).toList());
        Plan again = Planner.plan(PlanRequest.of(List.of(planned("a-17"), planned("b-17")), jvm -> List.of(Collector.SERIAL, Collector.G1))
                .heaps(List.of(HeapConfig.fixedYoung(512, 32), HeapConfig.jvmDefault(512)))
                .survivals(List.of(0.05, 0.1, 0.15)).template(TARGET).repetitions(3).orderSeed(1).build());
        assertThat(again.runs().stream().map(PlannedRun::id).toList())
                .as("same seed, same order").isEqualTo(plan.runs().stream().map(PlannedRun::id).toList());
    }

    @Test
    void epsilonIsSkippedWhenTheHeapCannotHoldTheAllocation() {
        Plan plan = Planner.plan(PlanRequest.of(List.of(planned("a-17")), jvm -> List.of(Collector.EPSILON))
                .heaps(List.of(HeapConfig.jvmDefault(512), HeapConfig.jvmDefault(2048))).survivals(List.of(0.5))
                .template(TARGET).repetitions(2).orderSeed(1).build());
        assertThat(plan.cells()).hasSize(2);
        // the summary says each refusal names the option to change: this one did not
        assertThat(plan.cells().get(0).skipReason()).isEqualTo("Epsilon never collects: the heap (512 MB) must exceed the total"
                + " allocation (1280 MB + 64 MB slack): use --heap 1344m or more, or --work 192m or less");
        assertThat(plan.cells().get(1).skipped()).isFalse();
        // a warm-up that leaves room names --work; one that leaves none, the two together
        Cell shorter = Planner.plan(PlanRequest.of(List.of(planned("a-17")), jvm -> List.of(Collector.EPSILON))
                .heaps(List.of(HeapConfig.jvmDefault(512))).survivals(List.of(0.5)).template(TARGET.withWork(2048))
                .orderSeed(1).build()).cells().get(0);
        assertThat(shorter.skipReason()).endsWith("use --heap 2368m or more, or --work 192m or less");
        Cell warm = Planner.plan(PlanRequest.of(List.of(planned("a-17")), jvm -> List.of(Collector.EPSILON))
                .heaps(List.of(HeapConfig.jvmDefault(128))).survivals(List.of(0.5)).template(TARGET).orderSeed(1)
                .build()).cells().get(0);
        assertThat(warm.skipReason()).endsWith("use --heap 1344m or more, or --warmup and --work adding up to 64m or less");
        assertThat(plan.runs()).hasSize(2).allMatch(r -> r.cell().heap().heapMB() == 2048);
    }

    @Test
    void fixedYoungFlagsDependOnTheCollector() {
        HeapConfig fixed = HeapConfig.fixedYoung(512, 32);
        assertThat(fixed.flags(Collector.PARALLEL)).containsExactly("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch",
                "-Xmn32m", "-XX:SurvivorRatio=8", "-XX:-UseAdaptiveSizePolicy");
        assertThat(fixed.flags(Collector.G1)).endsWith("-Xmn32m", "-XX:SurvivorRatio=8", "-XX:-ResizePLAB");
        assertThat(fixed.flags(Collector.ZGC)).containsExactly("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch");
        assertThat(HeapConfig.jvmDefault(512).flags(Collector.G1)).containsExactly("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch");
        Cell zgc = new Cell(planned("a-17"), Collector.ZGC, fixed, TARGET, null);
        assertThat(zgc.youngMB()).as("no young generation to fix").isNull();
        assertThat(zgc.id()).isEqualTo("a-17_zgc_heap512m_young32m_p0.0000");
    }

    @Test
    void workloadArgumentsAreExactAndShort() {
        assertThat(TARGET.withSurvival(0.437).arguments("r.json")).containsExactly("survival=0.437", "lifetimeMB=128",
                "lifetime=fifo", "objectBytes=64", "shape=bytes", "chains=64", "threads=1", "warmupMB=256", "workMB=1024",
                "seed=42", "result=r.json");
    }

    @Test
    void aReferenceStoreSweepIsOneCellPerRateWithTheKnobsInItsIdAndArguments() {
        WorkloadTarget stores = new WorkloadTarget(0, 128, "fifo", "64", "bytes", 64, 1, 256, 1024, 42, 0, 0.25, 0.5, 0);
        Plan plan = Planner.plan(PlanRequest.of(List.of(planned("a-17")), jvm -> List.of(Collector.G1))
                .heaps(List.of(HeapConfig.fixedYoung(512, 32))).survivals(List.of(0.1))
                .templates(List.of(stores, stores.withRefStores(16))).orderSeed(1).build());
        assertThat(plan.cells()).extracting(Cell::id).containsExactly("a-17_g1_heap512m_young32m_p0.1000",
                "a-17_g1_heap512m_young32m_p0.1000_r16y0.25o0.5");
        assertThat(plan.cells().get(0).target().arguments("r.json")).noneMatch(a -> a.startsWith("refStores="));
        assertThat(plan.cells().get(1).target().arguments("r.json")).contains("refStores=16", "oldToYoung=0.25",
                "overwrite=0.5").endsWith("result=r.json");
        assertThatThrownBy(() -> stores.withRefStores(-1)).hasMessageContaining("reference stores per KB");
        assertThatThrownBy(() -> new WorkloadTarget(0, 128, "fifo", "64", "bytes", 64, 1, 256, 1024, 42, 4, 0.6, 0.5, 0))
                .hasMessageContaining("add up to at most 1");
    }

    @Test
    void aJbbTargetRunsTheTransactionalWorkloadWithItsOwnArguments() {
        WorkloadTarget jbb = TARGET.withWorkload(WorkloadKind.JBB);
        assertThat(jbb.mainClass()).isEqualTo("io.tenure.bench.workload.JbbWorkload");
        assertThat(jbb.arguments("r.json")).containsExactly("threads=1", "warmupMB=256", "workMB=1024", "seed=42",
                "result=r.json");
        assertThat(new Cell(planned("a-17"), Collector.G1, HeapConfig.fixedYoung(512, 32), jbb, null).id())
                .isEqualTo("a-17_g1_heap512m_young32m_p0.0000_jbb");
        assertThat(TARGET.mainClass()).isEqualTo("io.tenure.bench.workload.SurvivalWorkload");
        assertThatThrownBy(() -> WorkloadKind.of("tpcc")).hasMessageContaining("survival or jbb");
    }

    private static Plan planOne(WorkloadTarget template, double p) {
        return Planner.plan(PlanRequest.of(List.of(planned("a-17")), jvm -> List.of(Collector.SERIAL))
                .heaps(List.of(HeapConfig.fixedYoung(512, 32))).survivals(List.of(p)).templates(List.of(template))
                .deriveLifetime(true).orderSeed(1).build());
    }

    @Test
    void aLiveSetFractionIsTheHeapsShareInMegabytesRecordedInTheIdAndRefusedWhenItCannotServe() {
        Cell quarter = planOne(TARGET.withLiveSetFraction(0.25), 0.437).cells().get(0);
        assertThat(quarter.skipped()).isFalse();
        assertThat(quarter.id()).isEqualTo("a-17_serial_heap512m_young32m_p0.4370_ls0.25");
        assertThat(quarter.target().lifetimeMB()).isEqualTo(128);
        assertThat(quarter.target().arguments("r.json")).contains("lifetimeMB=128");
        // 0.6 of 512 MB does not fit half the 480 MB old generation, nor of any heap: no --heap is named
        assertThat(planOne(TARGET.withLiveSetFraction(0.6), 0.437).cells().get(0).skipReason())
                .startsWith("refused: the long-lived set (307.2 MB, --live-set 0.6) does not fit")
                .endsWith("use --live-set 0.11 to 0.468 (no --heap helps: the set is 0.6 of any heap, and half the old"
                        + " generation is less)");
        // 0.05 of 512 MB lives fewer than 4 young generations at p = 0.437
        assertThat(planOne(TARGET.withLiveSetFraction(0.05), 0.437).cells().get(0).skipReason())
                .contains("fewer than 4").endsWith("use --live-set 0.11 to 0.468, or --young 14m or less, or --heap 1119m or more,"
                        + " or survival 0.2 or less");
        assertThatThrownBy(() -> TARGET.withLiveSetFraction(1.0)).hasMessageContaining("must be in (0, 1)");
    }

    @Test
    void namedObjectSizesArePassedAndNamedInTheIdWhileTheDefaultSizeKeepsItsId() {
        Cell mixed = planOne(TARGET.withObjectBytes("mixed"), 0.2).cells().get(0);
        assertThat(mixed.id()).isEqualTo("a-17_serial_heap512m_young32m_p0.2000_szmixed");
        assertThat(mixed.target().arguments("r.json")).contains("objectBytes=mixed");
        assertThat(planOne(TARGET, 0.2).cells().get(0).id()).isEqualTo("a-17_serial_heap512m_young32m_p0.2000");
        assertThatThrownBy(() -> TARGET.withObjectBytes("huge")).hasMessageContaining("[small, mixed, large]");
    }

    @Test
    void jbbRetentionIsDerivedFromTheYoungGenerationUnlessGivenAndRefusedWhenItsSetCannotFit() {
        WorkloadTarget jbb = TARGET.withWorkload(WorkloadKind.JBB);
        Cell derived = planOne(jbb, 0).cells().get(0);
        assertThat(derived.target().retentionMB()).isEqualTo(128.0);
        assertThat(derived.id()).isEqualTo("a-17_serial_heap512m_young32m_p0.0000_jbb-ret128");
        assertThat(derived.target().arguments("r.json")).containsExactly("threads=1", "warmupMB=256", "workMB=1024",
                "seed=42", "retentionMB=128", "result=r.json");
        assertThat(planOne(jbb.withRetentionMB(16.0), 0).cells().get(0).target().retentionMB()).isEqualTo(16.0);
        // four terminals share each young generation: each one's clock sees a quarter of it
        WorkloadTarget four = new WorkloadTarget(0, 128, "fifo", "64", "bytes", 64, 4, 256, 1024, 42)
                .withWorkload(WorkloadKind.JBB);
        assertThat(planOne(four, 0).cells().get(0).target().retentionMB()).isEqualTo(32.0);
        assertThat(planOne(jbb.withRetentionMB(1000.0), 0).cells().get(0).skipReason())
                .startsWith("refused: jbb retains about 45% of the allocation for 1000 MB per thread")
                .contains("use --jbb-retention 533m or less");
    }

    /** Absurd values are refused before a plan is built or a child is started, the limit in the message. */
    @Test
    void absurdValuesAreRefusedWithTheirLimit() {
        // 10^9 repetitions grew to 6 GB and never returned
        long start = System.nanoTime();
        assertThatThrownBy(() -> Planner.plan(PlanRequest.of(List.of(planned("a-17")), jvm -> List.of(Collector.SERIAL))
                .heaps(List.of(HeapConfig.fixedYoung(512, 32))).survivals(List.of(0.1)).template(TARGET)
                .repetitions(1_000_000_000).orderSeed(1).build()))
                .hasMessage("--repeat: at most 1000 forks per cell, got 1000000000");
        assertThat(System.nanoTime() - start).isLessThan(1_000_000_000L);
        // --object-bytes 0 failed inside the child (exit 64)
        assertThatThrownBy(() -> TARGET.withObjectBytes("0"))
                .hasMessage("--object-bytes: N or MIN-MAX with 16 <= MIN <= MAX <= 1048576 (1 MiB), got 0");
        assertThatThrownBy(() -> TARGET.withObjectBytes("64-99999999999999999999"))
                .hasMessageStartingWith("--object-bytes: N or MIN-MAX with 16");
        // --work 99999999999999999g ran until --timeout
        assertThatThrownBy(() -> new WorkloadTarget(0, 128, "fifo", "64", "bytes", 64, 1, 256, 99999999999999999.0 * 1024, 42))
                .hasMessageStartingWith("--work, --warmup and --lifetime: at most 1048576 MB (1 TiB) each");
        assertThatThrownBy(() -> TARGET.withThreads(100_000)).hasMessage("--threads: at most 1024 per JVM, got 100000");
        assertThatThrownBy(() -> HeapConfig.jvmDefault(Long.MAX_VALUE))
                .hasMessageStartingWith("heap must be at most 16777216 MB (16 TiB)");
    }
}
