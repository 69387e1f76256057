package io.tenure.cli;

import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.Planner;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The demo's sweep: every collector of every JVM found, fixed young generation, a few survival
 * points, within a budget of forks so that the demo stays at about two minutes on two cores
 * whatever the number of JVMs.
 *
 * <p>Measured on the project's 2-core machines (JDK 17, no JFR): a fork costs about 1 s of JVM
 * start and heap pre-touch plus 0.1–0.8 s for 384 MB of allocation, so 90 forks (6 collectors × 5
 * survival points × 3 repetitions) take about 100 s. More JVMs mean more collectors, so the budget
 * is kept by giving up, in this order: repetitions (down to 1), survival points (5 → 3: the
 * ends and 0.437), the Epsilon baseline, and finally allocation per fork (down to 128 MB).
 */
final class DemoPlan {
    /** Forks that fit in about two minutes on two cores. */
    static final int FORK_BUDGET = 90;
    static final int MAX_REPETITIONS = 3;
    static final List<Double> FULL_SURVIVALS = List.of(0.0, 0.2, 0.437, 0.6, 0.8);
    static final List<Double> FEW_SURVIVALS = List.of(0.0, 0.437, 0.8);
    /** 512 MB holds the 128 MB long-lived set and Epsilon's whole allocation (64 + 384 + 64 slack). */
    static final long HEAP_MB = 512;
    /** Small so that even 384 MB of allocation makes ~20 young collections per run. */
    static final long YOUNG_MB = 16;
    /** A long-lived object outlives 64 MB / p of allocation: 5 young generations at p = 0.8. */
    static final double LIFETIME_MB = 64;
    static final double WARMUP_MB = 64;
    static final double WORK_MB = 384;
    static final double MIN_WORK_MB = 128;
    static final double QUICK_WORK_MB = 96;
    static final long SEED = 42;

    private final Plan plan;
    private final List<String> choices;

    private DemoPlan(Plan plan, List<String> choices) {
        this.plan = plan;
        this.choices = List.copyOf(choices);
    }

    Plan plan() {
        return plan;
    }

    /** What the budget made of the sweep, one phrase each, for the start of the demo. */
    List<String> choices() {
        return choices;
    }

    /** The full demo: every collector of every JVM, scaled to {@link #FORK_BUDGET}. */
    static DemoPlan full(List<JvmTarget> jvms) {
        Map<JvmTarget, List<Collector>> all = new LinkedHashMap<>();
        jvms.forEach(jvm -> all.put(jvm, jvm.collectors()));
        int collectors = count(all);
        List<String> choices = new ArrayList<>();
        List<Double> survivals = FULL_SURVIVALS;
        int repetitions = Math.min(MAX_REPETITIONS, FORK_BUDGET / Math.max(1, collectors * survivals.size()));
        if (repetitions < 1) {
            survivals = FEW_SURVIVALS;
            repetitions = 1;
            choices.add("survival points cut to 0, 0.437, 0.8 for " + collectors + " collectors");
        }
        if (collectors * survivals.size() > FORK_BUDGET) {
            all.replaceAll((jvm, list) -> list.stream().filter(c -> !baseline(c)).toList());
            choices.add("Epsilon (zero-GC baseline) left out");
        }
        int forks = count(all) * survivals.size() * repetitions;
        double work = WORK_MB;
        if (forks > FORK_BUDGET) {
            work = Math.max(MIN_WORK_MB, Math.floor(WORK_MB * FORK_BUDGET / forks / 32) * 32);
            choices.add(String.format(Locale.ROOT, "allocation per fork cut to %.0f MB", work));
        }
        if (repetitions < MAX_REPETITIONS) {
            choices.add(repetitions + (repetitions == 1 ? " fork" : " forks") + " per cell");
        }
        return new DemoPlan(build(jvms, all::get, survivals, work, repetitions), choices);
    }

    /**
     * A smoke test of the whole pipeline in a few seconds: the first JVM, one generational and
     * one non-generational collector, three survival points, one fork each, little allocation.
     */
    static DemoPlan quick(List<JvmTarget> jvms) {
        JvmTarget jvm = jvms.get(0);
        List<Collector> pair = new ArrayList<>();
        jvm.collectors().stream().filter(Collector::generational).findFirst().ifPresent(pair::add);
        jvm.collectors().stream().filter(c -> !c.generational() && !baseline(c)).findFirst().ifPresent(pair::add);
        return new DemoPlan(build(List.of(jvm), j -> pair, FEW_SURVIVALS, QUICK_WORK_MB, 1),
                List.of("--quick: " + jvm.id() + " only, " + pair.size() + " collectors, 1 fork per cell,"
                        + " little allocation: a check of the installation, not a measurement"));
    }

    /** Epsilon and OpenJ9's nogc never collect: a zero-GC baseline, not a contender. */
    static boolean baseline(Collector c) {
        return c == Collector.EPSILON || c == Collector.NOGC;
    }

    private static Plan build(List<JvmTarget> jvms, java.util.function.Function<JvmTarget, List<Collector>> collectors,
                              List<Double> survivals, double workMB, int repetitions) {
        WorkloadTarget template = new WorkloadTarget(0, LIFETIME_MB, "fifo", "64", "bytes", 64, 1, WARMUP_MB, workMB, SEED);
        return Planner.plan(jvms, collectors, List.of(HeapConfig.fixedYoung(HEAP_MB, YOUNG_MB)), survivals, template,
                repetitions, SEED);
    }

    private static int count(Map<JvmTarget, List<Collector>> byJvm) {
        return byJvm.values().stream().mapToInt(List::size).sum();
    }
}
