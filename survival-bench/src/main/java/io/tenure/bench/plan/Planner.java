package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Function;

/** Builds the matrix JVM × collector × heap configuration × survival, and the run order. */
public final class Planner {
    private Planner() {
    }

    /**
     * @param collectors the collectors to run on each JVM; a JVM that lacks one is the caller's
     *                   error to report before planning
     */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                            List<Double> survivals, WorkloadTarget template, int repetitions, long orderSeed) {
        return plan(jvms, collectors, heaps, List.of(), List.of(JvmVariant.NONE), survivals, template, repetitions, orderSeed);
    }

    /**
     * @param jvmArgs  flags every cell gets ({@code --jvm-arg}), already checked by the caller
     * @param variants one platform per variant ({@code --variant}); {@link JvmVariant#NONE} alone
     *                 when there are none
     */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                            List<String> jvmArgs, List<JvmVariant> variants, List<Double> survivals,
                            WorkloadTarget template, int repetitions, long orderSeed) {
        return plan(jvms, collectors, heaps, jvmArgs, variants, survivals, List.of(template), false, repetitions, orderSeed);
    }

    /**
     * @param deriveLifetime replace the template's long-lived set, per heap configuration, by
     *                       {@link LiveSetRule#derivedLifetimeMB} (the default of {@code tenure bench})
     */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                            List<String> jvmArgs, List<JvmVariant> variants, List<Double> survivals,
                            WorkloadTarget template, boolean deriveLifetime, int repetitions, long orderSeed) {
        return plan(jvms, collectors, heaps, jvmArgs, variants, survivals, List.of(template), deriveLifetime, repetitions,
                orderSeed);
    }

    /** As below, with the long-lived set each template names. */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                            List<String> jvmArgs, List<JvmVariant> variants, List<Double> survivals,
                            List<WorkloadTarget> templates, int repetitions, long orderSeed) {
        return plan(jvms, collectors, heaps, jvmArgs, variants, survivals, templates, false, repetitions, orderSeed);
    }

    /**
     * @param templates      one workload target per point of the workload dimensions swept (e.g. one
     *                       per {@code --ref-stores} value); each is crossed with every survival
     * @param deriveLifetime replace each template's long-lived set, per heap configuration, by
     *                       {@link LiveSetRule#derivedLifetimeMB} (the default of {@code tenure bench})
     */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                            List<String> jvmArgs, List<JvmVariant> variants, List<Double> survivals,
                            List<WorkloadTarget> templates, boolean deriveLifetime, int repetitions, long orderSeed) {
        if (templates.isEmpty()) {
            throw new IllegalArgumentException("at least one workload target");
        }
        if (variants.isEmpty()) {
            throw new IllegalArgumentException("at least one variant (JvmVariant.NONE for none)");
        }
        if (repetitions < 1) {
            throw new IllegalArgumentException("at least one repetition: " + repetitions);
        }
        List<WorkloadTarget> points = new ArrayList<>();
        for (WorkloadTarget template : templates) {
            for (double p : survivals) {
                points.add(template.withSurvival(p));
            }
        }
        return plan(jvms, collectors, heaps, jvmArgs, variants, points, null, deriveLifetime, repetitions, orderSeed);
    }

    /**
     * A space-filling design instead of a grid: the same N points of {@code design} (each a full
     * workload target, survival included) on every platform, so that platforms compare point by point.
     */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                            List<String> jvmArgs, List<JvmVariant> variants, Design design, WorkloadTarget template,
                            boolean deriveLifetime, int repetitions, long orderSeed) {
        if (variants.isEmpty()) {
            throw new IllegalArgumentException("at least one variant (JvmVariant.NONE for none)");
        }
        if (repetitions < 1) {
            throw new IllegalArgumentException("at least one repetition: " + repetitions);
        }
        return plan(jvms, collectors, heaps, jvmArgs, variants, design.targets(template), design, deriveLifetime,
                repetitions, orderSeed);
    }

    private static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                             List<String> jvmArgs, List<JvmVariant> variants, List<WorkloadTarget> points, Design design,
                             boolean deriveLifetime, int repetitions, long orderSeed) {
        List<Double> survivals = points.stream().map(WorkloadTarget::survival).distinct().sorted().toList();
        List<Cell> cells = new ArrayList<>();
        for (JvmTarget jvm : jvms) {
            for (Collector collector : collectors.apply(jvm)) {
                for (HeapConfig heap : heaps) {
                    for (JvmVariant variant : variants) {
                        List<String> flags = new ArrayList<>(jvmArgs);
                        flags.addAll(variant.flags());
                        for (WorkloadTarget point : points) {
                            WorkloadTarget target = perHeap(point, heap, survivals, deriveLifetime);
                            cells.add(new Cell(jvm, collector, heap, target, skipReason(collector, heap, target),
                                    variant.name(), flags));
                        }
                    }
                }
            }
        }
        List<Cell> runnable = cells.stream().filter(c -> !c.skipped()).toList();
        List<PlannedRun> runs = new ArrayList<>();
        for (int rep = 1; rep <= repetitions; rep++) {
            List<Cell> order = new ArrayList<>(runnable);
            Collections.shuffle(order, new Random(orderSeed + rep));
            for (Cell cell : order) {
                runs.add(new PlannedRun(cell, rep));
            }
        }
        return new Plan(cells, runs, repetitions, orderSeed, design);
    }

    /**
     * The template's knobs that depend on the heap: a live set given as a fraction of the heap
     * becomes MB, a derived one is derived, and jbb's retention, unless given, is derived.
     */
    private static WorkloadTarget perHeap(WorkloadTarget template, HeapConfig heap, List<Double> survivals,
                                          boolean deriveLifetime) {
        if (template.workload().equals(WorkloadTarget.JBB)) {
            return template.retentionMB() != null ? template
                    : template.withRetentionMB(LiveSetRule.derivedRetentionMB(heap, template.threads()));
        }
        if (template.liveSetFraction() != null) {
            return template.withLifetimeMB(LiveSetRule.liveSetMB(heap, template.liveSetFraction()));
        }
        return deriveLifetime ? template.withLifetimeMB(LiveSetRule.derivedLifetimeMB(heap, survivals)) : template;
    }

    /**
     * Epsilon never collects: it is a zero-GC baseline only when the heap holds every allocation.
     * Any other cell whose target p cannot be reached is refused ({@link LiveSetRule}).
     */
    private static String skipReason(Collector collector, HeapConfig heap, WorkloadTarget target) {
        if (collector == Collector.EPSILON || collector == Collector.NOGC) {
            double needMB = target.warmupMB() + target.workMB() + 64;
            if (heap.heapMB() < needMB) {
                return String.format(Locale.ROOT,
                        "%s never collects: the heap (%d MB) must exceed the total allocation (%.0f MB + 64 MB slack)",
                        collector.displayName(), heap.heapMB(), target.warmupMB() + target.workMB());
            }
            return null;
        }
        return LiveSetRule.refusal(collector, heap, target).orElse(null);
    }
}
