package io.tenure.bench.plan;

import io.tenure.bundle.CellResult;
import io.tenure.harness.RunOrder;
import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
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
        return plan(jvms, collectors, heaps, jvmArgs, variants, PlatformDimensions.NONE, survivals, templates, deriveLifetime,
                repetitions, orderSeed);
    }

    /**
     * @param dimensions CPU counts and numbers of JVMs at once, each a platform of its own, and the
     *                   host facts that decide whether a cell applies (a NUMA variant on one node does not)
     */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors, List<HeapConfig> heaps,
                            List<String> jvmArgs, List<JvmVariant> variants, PlatformDimensions dimensions,
                            List<Double> survivals, List<WorkloadTarget> templates, boolean deriveLifetime,
                            int repetitions, long orderSeed) {
        return plan(jvms, collectors, (jvm, collector) -> heaps, jvmArgs, variants, dimensions, survivals, templates,
                deriveLifetime, repetitions, orderSeed);
    }

    /**
     * @param heaps the heap configurations of each JVM and collector: the same for all, or with
     *              {@code --heap 2x} multiples of each one's measured minimum heap
     */
    public static Plan plan(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors,
                            BiFunction<JvmTarget, Collector, List<HeapConfig>> heaps,
                            List<String> jvmArgs, List<JvmVariant> variants, PlatformDimensions dimensions,
                            List<Double> survivals, List<WorkloadTarget> templates, boolean deriveLifetime,
                            int repetitions, long orderSeed) {
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
        return build(jvms, collectors, heaps, jvmArgs, variants, dimensions, points, null, deriveLifetime, repetitions,
                orderSeed);
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
        return build(jvms, collectors, (jvm, collector) -> heaps, jvmArgs, variants, PlatformDimensions.NONE,
                design.targets(template), design, deriveLifetime, repetitions, orderSeed);
    }

    /** The cells of every platform at every workload point, and their runs in shuffled order. */
    private static Plan build(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors,
                              BiFunction<JvmTarget, Collector, List<HeapConfig>> heaps, List<String> jvmArgs,
                              List<JvmVariant> variants, PlatformDimensions dimensions, List<WorkloadTarget> points,
                              Design design, boolean deriveLifetime, int repetitions, long orderSeed) {
        List<Double> survivals = points.stream().map(WorkloadTarget::survival).distinct().sorted().toList();
        List<Cell> cells = new ArrayList<>();
        for (JvmTarget jvm : jvms) {
            for (Collector collector : collectors.apply(jvm)) {
                for (HeapConfig heap : heaps.apply(jvm, collector)) {
                    for (JvmVariant variant : variants) {
                        List<String> flags = new ArrayList<>(jvmArgs);
                        flags.addAll(variant.flags());
                        String notApplicable = notApplicable(variant, dimensions.numaNodes());
                        for (Integer cpus : dimensions.cpus()) {
                            for (int instances : dimensions.instances()) {
                                for (WorkloadTarget point : points) {
                                    WorkloadTarget target = LiveSetRule.atHeap(point, heap, survivals, deriveLifetime);
                                    String skip = notApplicable != null ? notApplicable
                                            : instancesRefusal(heap, instances).orElse(null);
                                    Cell cell = new Cell(jvm, collector, heap, target, skip, variant.name(), flags, cpus,
                                            instances);
                                    if (skip == null) {
                                        skip = skipReason(new CellTrial(collector, heap, point, survivals, deriveLifetime,
                                                design != null && design.range(Design.LIVE_SET).isPresent(), instances));
                                        cell = new Cell(jvm, collector, heap, target, skip, variant.name(), flags, cpus,
                                                instances);
                                    }
                                    cells.add(cell);
                                }
                            }
                        }
                    }
                }
            }
        }
        List<Cell> runnable = cells.stream().filter(c -> !c.skipped()).toList();
        List<PlannedRun> runs = new ArrayList<>();
        for (int rep = 1; rep <= repetitions; rep++) {
            for (Cell cell : RunOrder.shuffled(runnable, orderSeed, rep)) {
                runs.add(new PlannedRun(cell, rep));
            }
        }
        return new Plan(cells, runs, repetitions, orderSeed, design);
    }

    /** Marker at the start of the skip reason of a cell that does not apply to this host. */
    public static final String NOT_APPLICABLE = CellResult.NOT_APPLICABLE;

    /**
     * A NUMA variant on a host of one node would measure nothing but noise, under a name that
     * promises placement: it is marked instead of run.
     */
    private static String notApplicable(JvmVariant variant, Integer numaNodes) {
        boolean numa = variant.flags().stream().anyMatch(f -> f.startsWith("-XX:+UseNUMA"));
        if (numa && numaNodes != null && numaNodes <= 1) {
            return CellResult.notApplicableReason("(" + numaNodes + " NUMA node): variant " + variant.name()
                    + " sets -XX:+UseNUMA, which has nothing to place on one node");
        }
        return null;
    }

    /** Why the heap cannot be shared equally by {@code instances} JVMs, naming the fix; empty when it can. */
    static Optional<String> instancesRefusal(HeapConfig heap, int instances) {
        if (instances == 1) {
            return Optional.empty();
        }
        if (heap.heapMB() % instances != 0 || heap.youngMB() != null && heap.youngMB() % instances != 0) {
            return Optional.of(String.format(Locale.ROOT,
                    "refused: %d JVMs cannot share the heap (%d MB%s) in equal whole megabytes: use a --heap%s divisible by %d",
                    instances, heap.heapMB(), heap.youngMB() == null ? "" : ", young " + heap.youngMB() + " MB",
                    heap.youngMB() == null ? "" : " and --young", instances));
        }
        if (heap.heapMB() / instances < MIN_INSTANCE_HEAP_MB) {
            return Optional.of(String.format(Locale.ROOT,
                    "refused: %d JVMs sharing %d MB get %d MB each, under %d MB: use --heap %dm or more",
                    instances, heap.heapMB(), heap.heapMB() / instances, MIN_INSTANCE_HEAP_MB,
                    MIN_INSTANCE_HEAP_MB * instances));
        }
        return Optional.empty();
    }

    /** HeapConfig's own minimum. */
    private static final long MIN_INSTANCE_HEAP_MB = 8;

    /**
     * Epsilon never collects: it is a zero-GC baseline only when the heap holds every allocation.
     * Any other cell whose target p cannot be reached is refused ({@link LiveSetRule}). Either way the
     * reason names options, each with a value that makes this cell one the planner runs.
     */
    private static String skipReason(CellTrial cell) {
        return LiveSetRule.refusal(cell).orElse(null);
    }
}
