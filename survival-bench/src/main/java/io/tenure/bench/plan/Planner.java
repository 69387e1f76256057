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
    /** The most forks of one cell: a few suffice for a 95 % interval, hundreds for a distribution. */
    public static final int MAX_REPETITIONS = 1000;
    private Planner() {
    }

    /**
     * The cells of every JVM, collector, heap configuration, variant and platform dimension at every
     * workload point of {@code request}, each refused cell with its reason and fix, and their runs in
     * an order shuffled per repetition.
     */
    public static Plan plan(PlanRequest request) {
        return build(request.jvms(), request.collectors(), request.heaps(), request.jvmArgs(), request.variants(),
                request.dimensions(), request.points(), request.design(), request.deriveLifetime(), request.repetitions(),
                request.orderSeed());
    }

    /** The cells of every platform at every workload point, and their runs in shuffled order. */
    private static Plan build(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors,
                              BiFunction<JvmTarget, Collector, List<HeapConfig>> heaps, List<String> jvmArgs,
                              List<JvmVariant> variants, PlatformDimensions dimensions, List<WorkloadTarget> points,
                              Design design, boolean deriveLifetime, int repetitions, long orderSeed) {
        if (repetitions > MAX_REPETITIONS) {
            // a plan holds every run: 10^9 forks grew to gigabytes before the first one ran
            throw new IllegalArgumentException("--repeat: at most " + MAX_REPETITIONS + " forks per cell, got " + repetitions);
        }
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
