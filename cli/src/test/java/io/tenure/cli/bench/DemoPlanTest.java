package io.tenure.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The demo's budget: the sweep shrinks in the documented order as JVMs (collectors) are added. */
class DemoPlanTest {
    /** Only what planning reads: an id and a list of collectors (nothing is forked here). */
    private record PlanningJvm(String id, List<Collector> collectors, int featureVersion, String vmName) implements JvmTarget {
        PlanningJvm(String id, List<Collector> collectors) {
            this(id, collectors, Integer.parseInt(id.replaceAll(".*?(\\d+).*", "$1")), "test VM");
        }

        @Override
        public Path javaExecutable() {
            return Path.of("/nonexistent/bin/java");
        }

        @Override
        public String vendor() {
            return "test";
        }

        @Override
        public String version() {
            return "17.0.1";
        }

        @Override
        public List<String> collectorFlags(Collector collector) {
            return List.of("-XX:+Use" + collector.name() + "GC");
        }

        @Override
        public List<String> gcLogFlags(Path logFile) {
            return List.of();
        }

        @Override
        public List<String> jfrFlags(Path jfrFile) {
            return List.of();
        }
    }

    private static final List<Collector> JDK17 = List.of(Collector.SERIAL, Collector.PARALLEL, Collector.G1,
            Collector.ZGC, Collector.SHENANDOAH, Collector.EPSILON);
    private static final List<Collector> JDK21 = List.of(Collector.SERIAL, Collector.PARALLEL, Collector.G1,
            Collector.ZGC, Collector.ZGC_GENERATIONAL, Collector.SHENANDOAH, Collector.EPSILON);

    private static final List<Collector> JDK25 = List.of(Collector.SERIAL, Collector.PARALLEL, Collector.G1,
            Collector.ZGC_GENERATIONAL, Collector.SHENANDOAH, Collector.SHENANDOAH_GENERATIONAL, Collector.EPSILON);

    @Test
    void twoJdksGetG1AgainstAConcurrentCollectorWithForksConcentratedAtTheStudysSurvival() {
        DemoPlan demo = DemoPlan.full(List.of(new PlanningJvm("openjdk-17", JDK17), new PlanningJvm("temurin-25", JDK25)));
        Plan plan = demo.plan();
        assertThat(plan.cells()).hasSize(2 * 2 * 3).noneMatch(Cell::skipped);
        // temurin-25's ZGC is generational only: its non-generational contender is Shenandoah
        assertThat(plan.cells()).extracting(c -> c.jvm().id() + " " + c.collector().id()).containsOnly(
                "openjdk-17 g1", "openjdk-17 zgc", "temurin-25 g1", "temurin-25 shenandoah");
        assertThat(plan.cells()).allSatisfy(c -> assertThat(c.heap().heapMB()).isEqualTo(192));
        assertThat(plan.runs()).hasSize(4 * (7 + 1 + 1));
        assertThat(plan.runs()).filteredOn(r -> r.cell().target().survival() == 0.437).hasSize(4 * 7);
        assertThat(plan.cells()).allSatisfy(c -> {
            boolean study = c.target().survival() == DemoPlan.STUDY_SURVIVAL;
            assertThat(c.target().measureSeconds()).isEqualTo(study ? DemoPlan.MEASURE_SECONDS : DemoPlan.END_MEASURE_SECONDS);
            assertThat(c.target().arguments("w.json")).contains(study ? "measureSeconds=1" : "measureSeconds=0.5");
        });
        // The budget of the class comment: well under two minutes on the estimate too.
        assertThat(plan.estimate()).isLessThan(Duration.ofSeconds(80));
        assertThat(demo.choices()).isEmpty();
    }

    @Test
    void theForksOfOneSurvivalPointRunBackToBackAcrossCollectors() {
        Plan plan = DemoPlan.full(List.of(new PlanningJvm("openjdk-17", JDK17), new PlanningJvm("temurin-25", JDK25))).plan();
        // Runs come in blocks of 4 (every collector of both JVMs) at one survival point and repetition.
        for (int block = 0; block < plan.runs().size() / 4; block++) {
            List<PlannedRun> runs = plan.runs().subList(block * 4, block * 4 + 4);
            assertThat(runs).extracting(r -> r.cell().target().survival()).containsOnly(runs.get(0).cell().target().survival());
            assertThat(runs).extracting(r -> r.cell().id()).doesNotHaveDuplicates();
        }
        // Shuffled: the blocks at 0.437 do not all run the collectors in the same order.
        assertThat(List.of(plan.runs().get(0).cell().id(), plan.runs().get(16).cell().id(), plan.runs().get(24).cell().id()))
                .doesNotHaveDuplicates();
    }

    @Test
    void gcNamesTheCollectorsEachJvmRunsOfThoseItHas() {
        Plan chosen = DemoPlan.full(List.of(new PlanningJvm("openjdk-17", JDK17), new PlanningJvm("temurin-25", JDK25)),
                jvm -> List.of(Collector.PARALLEL, Collector.ZGC).stream().filter(jvm.collectors()::contains).toList())
                .plan();
        // temurin-25 has no single-generation ZGC: it runs Parallel alone
        assertThat(chosen.cells()).extracting(c -> c.jvm().id() + " " + c.collector().id()).containsOnly(
                "openjdk-17 parallel", "openjdk-17 zgc", "temurin-25 parallel");
        assertThat(chosen.runs()).hasSize(3 * (7 + 1 + 1));
    }

    @Test
    void moreThanTwoJvmsAreCutToTwoAndSaidSo() {
        DemoPlan demo = DemoPlan.full(List.of(new PlanningJvm("a-17", JDK17), new PlanningJvm("b-21", JDK21),
                new PlanningJvm("c-25", JDK25)));
        assertThat(demo.plan().cells()).extracting(c -> c.jvm().id()).containsOnly("a-17", "b-21");
        assertThat(demo.choices()).anyMatch(c -> c.startsWith("JVMs cut to a-17, b-21"));
    }

    @Test
    void chooseTakesTheRunningJvmAndTheNewestOtherSkippingZero() {
        JvmTarget running = new PlanningJvm("openjdk-17", JDK17);
        JvmTarget zero = new PlanningJvm("openjdk-26-zero", JDK25, 26, "OpenJDK 64-Bit Zero VM");
        List<JvmTarget> chosen = DemoPlan.choose(List.of(running, new PlanningJvm("temurin-21", JDK21),
                new PlanningJvm("temurin-25", JDK25), zero));
        assertThat(chosen).extracting(JvmTarget::id).containsExactly("openjdk-17", "temurin-25");
    }

    @Test
    void quickTakesOneGenerationalAndOneNonGenerationalCollector() {
        Plan plan = DemoPlan.quick(List.of(new PlanningJvm("openjdk-17", JDK17))).plan();
        assertThat(plan.cells()).extracting(Cell::collector).containsOnly(Collector.SERIAL, Collector.ZGC);
        assertThat(plan.runs()).hasSize(6);
    }
}
