package io.tenure.cli.bench;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.Planner;
import io.tenure.bench.plan.SurvivalRounds;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The demo's sweep, planned for well under two minutes on two cores: at most {@link #MAX_JVMS}
 * JVMs, on each G1 (the default collector of every JDK since 9) against one concurrent
 * non-generational collector (ZGC or Shenandoah), a heap of three times the workload's live set
 * with a fixed young generation, and forks concentrated where the answer is read:
 * {@link #STUDY_FORKS} forks at s = 0.437, measured for {@link #MEASURE_SECONDS} each, and one
 * shorter fork at each end of the curve (0 and 0.8), enough for the fit's shape. Each fork's work
 * is calibrated to its phase after a warm-up that runs until the allocation rate is steady (at
 * most 0.5 s). The forks of one survival point run back to back in a shuffled collector order,
 * repetition by repetition, so that a slow spell of the shared machine hits every collector alike.
 *
 * <p>Why these choices (docs/BENCHMARK.md, "Demo stability"): a fork's time per GB varies by
 * 3–14 % between forks and the machine drifts by 5–10 % between runs minutes apart, so a pair of
 * collectors 10–20 % apart (G1 and Parallel at every heap tried, Parallel and Serial, Parallel and
 * Shenandoah at 512 MB) came out tied in one run and ranked in the next, whatever the number of
 * forks a two-minute run affords. The demo's question, the study's, is generational against
 * non-generational, and at this heap that pair is 1.8–2.6 times apart on both JDKs: every run
 * ranks it the same way. Parallel and Serial are left to {@code tenure bench} and
 * {@code demo --gc}.
 *
 * <p>Budget: a fork costs about 0.45 s of JVM start, exit and log reading, its warm-up (a 0.5 s
 * limit, 0.6 s with the chunk that crosses it) and its measured phase: 2 JVMs × 2 collectors ×
 * (7 × 2.05 s + 2 × 1.55 s) ≈ 70 s; 65–70 s measured on 2 quiet cores.
 */
final class DemoPlan {
    static final int MAX_JVMS = 2;
    /** Forks at the study's survival, per collector: the ranking is read there. */
    static final int STUDY_FORKS = 7;
    static final double STUDY_SURVIVAL = 0.437;
    /** The survival points and their forks per collector, in the order their rounds run. */
    static final Map<Double, Integer> FORKS_AT = forksAt();
    static final List<Double> FEW_SURVIVALS = List.of(0.0, 0.437, 0.8);
    /** G1 alone: the collector a server runs unless someone chose another. */
    static final List<Collector> GENERATIONAL = List.of(Collector.G1);
    static final List<Collector> NON_GENERATIONAL = List.of(Collector.ZGC, Collector.SHENANDOAH);
    /**
     * Three times the 64 MB long-lived set: the least heap tenure's own sizing advice accepts
     * ({@code HeapSizingRule.MIN_FACTOR}). Which kind of collector wins depends on this room (on
     * 2 cores ZGC took 1.76–1.95 times G1's time here and 0.34–0.38 times at 1 GB), and the summary
     * says so beside the gap.
     */
    static final long HEAP_MB = 192;
    /** Small so that a 1 s phase makes dozens of young collections. */
    static final long YOUNG_MB = 16;
    /** A long-lived object outlives 64 MB / p of allocation: 5 young generations at p = 0.8. */
    static final double LIFETIME_MB = 64;
    /** The least warm-up; the calibrated warm-up continues until the allocation rate is steady. */
    static final double WARMUP_MB = 64;
    /** The measured phase's target, per fork at the study's survival. */
    static final double MEASURE_SECONDS = 1.0;
    /** The measured phase's target at the ends of the curve, which only shape the fit. */
    static final double END_MEASURE_SECONDS = 0.5;
    /** The most a calibrated fork may allocate in its measured phase (far above 1 s on these machines). */
    static final double MAX_WORK_MB = 4096;
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

    private static Map<Double, Integer> forksAt() {
        Map<Double, Integer> forks = new LinkedHashMap<>();
        forks.put(STUDY_SURVIVAL, STUDY_FORKS);
        forks.put(0.0, 1);
        forks.put(0.8, 1);
        return Collections.unmodifiableMap(forks);
    }

    /**
     * The JVMs the demo takes when none is named: the one running tenure (first in {@code found})
     * and the newest other feature version, skipping VM variants such as Zero (an interpreter:
     * minutes per fork).
     */
    static List<JvmTarget> choose(List<JvmTarget> found) {
        List<JvmTarget> chosen = new ArrayList<>();
        chosen.add(found.get(0));
        found.stream().skip(1).filter(j -> !j.vmName().contains("Zero"))
                .filter(j -> j.featureVersion() != found.get(0).featureVersion())
                .max(Comparator.comparingInt(JvmTarget::featureVersion)).ifPresent(chosen::add);
        return chosen;
    }

    /** The full demo on the first {@link #MAX_JVMS} of {@code jvms}, each with its {@link #contenders}. */
    static DemoPlan full(List<JvmTarget> jvms) {
        return full(jvms, DemoPlan::contenders);
    }

    /** The full demo with the collectors {@code collectors} gives each JVM ({@code demo --gc}). */
    static DemoPlan full(List<JvmTarget> jvms, java.util.function.Function<JvmTarget, List<Collector>> collectors) {
        List<String> choices = new ArrayList<>();
        List<JvmTarget> kept = jvms;
        if (jvms.size() > MAX_JVMS) {
            kept = jvms.subList(0, MAX_JVMS);
            choices.add(String.format(Locale.ROOT, "JVMs cut to %s to stay within two minutes (run 'tenure bench' for the others)",
                    kept.stream().map(JvmTarget::id).collect(Collectors.joining(", "))));
        }
        Map<JvmTarget, List<Collector>> contenders = new LinkedHashMap<>();
        kept.forEach(jvm -> contenders.put(jvm, collectors.apply(jvm)));
        WorkloadTarget template = new WorkloadTarget(0, LIFETIME_MB, "fifo", "64", "bytes", 64, 1, WARMUP_MB, MAX_WORK_MB, SEED)
                .withMeasureSeconds(MEASURE_SECONDS);
        Plan all = Planner.plan(kept, contenders::get, List.of(HeapConfig.fixedYoung(HEAP_MB, YOUNG_MB)),
                List.copyOf(FORKS_AT.keySet()), template, 1, SEED);
        List<Cell> cells = all.cells().stream().map(c -> c.target().survival() == STUDY_SURVIVAL ? c
                : c.withTarget(c.target().withMeasureSeconds(END_MEASURE_SECONDS))).toList();
        return new DemoPlan(SurvivalRounds.plan(cells, FORKS_AT, SEED), choices);
    }

    /**
     * G1 and the first of ZGC and Shenandoah: the generational collector a server runs against a
     * concurrent non-generational one, the study's question. A JVM of another family (OpenJ9) gets
     * its first generational and first non-generational policies.
     */
    static List<Collector> contenders(JvmTarget jvm) {
        List<Collector> has = jvm.collectors();
        List<Collector> chosen = new ArrayList<>(GENERATIONAL.stream().filter(has::contains).toList());
        NON_GENERATIONAL.stream().filter(has::contains).findFirst().ifPresent(chosen::add);
        if (chosen.isEmpty()) {
            has.stream().filter(Collector::generational).limit(GENERATIONAL.size()).forEach(chosen::add);
            has.stream().filter(c -> !c.generational() && !baseline(c)).findFirst().ifPresent(chosen::add);
        }
        return chosen;
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
}
