package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The demo's budget: the sweep shrinks in the documented order as JVMs (collectors) are added. */
class DemoPlanTest {
    /** Only what planning reads: an id and a list of collectors (nothing is forked here). */
    private record PlanningJvm(String id, List<Collector> collectors) implements JvmTarget {
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
        public String vmName() {
            return "test VM";
        }

        @Override
        public int featureVersion() {
            return 17;
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

    @Test
    void oneJdkGetsFiveSurvivalPointsThreeForksAndEpsilon() {
        DemoPlan demo = DemoPlan.full(List.of(new PlanningJvm("openjdk-17", JDK17)));
        Plan plan = demo.plan();
        assertThat(plan.cells()).hasSize(30).noneMatch(Cell::skipped);
        assertThat(plan.repetitions()).isEqualTo(3);
        assertThat(plan.runs()).hasSize(90);
        assertThat(plan.cells().get(0).target().workMB()).isEqualTo(DemoPlan.WORK_MB);
        assertThat(demo.choices()).isEmpty();
    }

    @Test
    void moreJvmsGiveUpRepetitionsThenSurvivalPoints() {
        Plan two = DemoPlan.full(List.of(new PlanningJvm("openjdk-17", JDK17), new PlanningJvm("temurin-21", JDK21))).plan();
        assertThat(two.repetitions()).isEqualTo(1);
        assertThat(two.cells()).hasSize(13 * 5);
        assertThat(two.runs()).hasSizeLessThanOrEqualTo(DemoPlan.FORK_BUDGET);

        DemoPlan four = DemoPlan.full(List.of(new PlanningJvm("a-17", JDK17), new PlanningJvm("b-21", JDK21),
                new PlanningJvm("c-21", JDK21), new PlanningJvm("d-17", JDK17)));
        assertThat(four.plan().repetitions()).isEqualTo(1);
        assertThat(four.plan().cells()).hasSize(26 * 3);
        assertThat(four.plan().cells()).extracting(c -> c.target().survival()).containsOnly(0.0, 0.437, 0.8);
        assertThat(four.choices()).anyMatch(c -> c.startsWith("survival points cut to"));
    }

    @Test
    void manyJvmsDropEpsilonAndThenAllocationButStayNearTheBudget() {
        List<JvmTarget> six = List.of(new PlanningJvm("a", JDK21), new PlanningJvm("b", JDK21), new PlanningJvm("c", JDK21),
                new PlanningJvm("d", JDK21), new PlanningJvm("e", JDK21), new PlanningJvm("f", JDK21));
        DemoPlan demo = DemoPlan.full(six);
        assertThat(demo.plan().cells()).noneMatch(c -> c.collector() == Collector.EPSILON);
        assertThat(demo.plan().runs()).hasSize(6 * 6 * 3);
        double work = demo.plan().cells().get(0).target().workMB();
        assertThat(work).isLessThan(DemoPlan.WORK_MB).isGreaterThanOrEqualTo(DemoPlan.MIN_WORK_MB);
        assertThat(demo.choices()).contains("Epsilon (zero-GC baseline) left out")
                .anyMatch(c -> c.startsWith("allocation per fork cut to"));
    }

    @Test
    void quickTakesOneGenerationalAndOneNonGenerationalCollector() {
        Plan plan = DemoPlan.quick(List.of(new PlanningJvm("openjdk-17", JDK17))).plan();
        assertThat(plan.cells()).extracting(Cell::collector).containsOnly(Collector.SERIAL, Collector.ZGC);
        assertThat(plan.runs()).hasSize(6);
    }
}
