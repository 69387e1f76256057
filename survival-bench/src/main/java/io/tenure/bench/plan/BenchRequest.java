package io.tenure.bench.plan;

import io.tenure.bundle.WorkloadKind;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.harness.HeapMultiple;
import io.tenure.io.Durations;
import io.tenure.io.Sizes;
import io.tenure.platforms.Collector;
import io.tenure.platforms.HostFingerprint;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * What {@code tenure bench} is asked to run, as typed and checked: the workload's knobs, the heaps,
 * the platform dimensions, the flags and the repetitions. A request that cannot be planned is
 * refused when it is made, each refusal naming the option to change (an
 * {@link IllegalArgumentException} whose message is the user's), before any JVM starts. The
 * command builds it from its options; {@link #plan} turns it into the cells the runner runs.
 *
 * @param knobs    the workload's knobs
 * @param heaps    {@code --heap} and {@code --young}
 * @param sweep    {@code --instances}, {@code --cpus}, {@code --design} and {@code --range}
 * @param jvmArgs  flags every cell gets, as typed (checked against the JVMs by the command)
 * @param variants the flag variants, {@link JvmVariant#NONE} alone without any
 * @param repeat   forks per cell
 * @param seed     seed of the run order and the workload
 */
public record BenchRequest(Knobs knobs, Heaps heaps, Sweep sweep, List<String> jvmArgs, List<JvmVariant> variants,
                           int repeat, long seed) {
    /** The largest heap a minimum-heap search tries before it gives up on a JVM and collector. */
    public static final long MIN_HEAP_LIMIT_MB = 16384;

    public BenchRequest {
        jvmArgs = List.copyOf(jvmArgs);
        variants = List.copyOf(variants);
        if (repeat < 1) {
            throw new IllegalArgumentException("--repeat must be at least 1");
        }
        if (sweep.design() == null && !sweep.ranges().isEmpty()) {
            throw new IllegalArgumentException("--range varies a knob of a design: add --design lhs:N");
        }
        if (sweep.design() != null) {
            if (knobs.jbb()) {
                throw new IllegalArgumentException("--design varies the survival workload's knobs; --workload jbb has none");
            }
            if (!heaps.multiples().isEmpty()) {
                throw new IllegalArgumentException("--design takes absolute --heap sizes, not multiples of the minimum heap");
            }
            Design points = Design.parse(sweep.design(), sweep.ranges(), seed);
            if (points.range(Design.LIVE_SET).isPresent() && (!knobs.liveSet().isEmpty() || knobs.lifetimeGiven())) {
                throw new IllegalArgumentException("--range live-set varies the long-lived set per design point:"
                        + " give neither --live-set nor --lifetime with it");
            }
        }
        if (!heaps.multiples().isEmpty() && knobs.derivesLifetime()) {
            throw new IllegalArgumentException("--heap " + String.join(",", heaps.heap()) + ": the minimum heap is measured"
                    + " for a fixed long-lived set: give --lifetime SIZE (e.g. --lifetime 32m)"
                    + (knobs.liveSet().isEmpty() ? "" : ", not --live-set (a fraction of the heap that is yet to be found)"));
        }
    }

    /**
     * The workload's knobs, as typed ({@code tenure bench --help} says what each means).
     *
     * @param lifetimeGiven      whether {@code --lifetime} was given (its default is {@code auto})
     * @param jbbRetentionGiven  whether {@code --jbb-retention} was given
     */
    public record Knobs(String workload, String survival, String work, String measure, String warmup, String lifetime,
                        boolean lifetimeGiven, String lifetimeShape, List<Double> liveSet, List<String> objectBytes,
                        String shape, int chains, List<Integer> threads, List<String> jbbRetention,
                        boolean jbbRetentionGiven, List<Double> refStores, double oldToYoung, double overwrite,
                        double compute) {
        public Knobs {
            liveSet = List.copyOf(liveSet);
            objectBytes = List.copyOf(objectBytes);
            threads = List.copyOf(threads);
            jbbRetention = List.copyOf(jbbRetention);
            refStores = List.copyOf(refStores);
            if (threads.stream().anyMatch(t -> t < 1) || threads.stream().distinct().count() != threads.size()) {
                throw new IllegalArgumentException("--threads: whole numbers >= 1, each once: " + threads);
            }
            boolean jbb = WorkloadKind.of(workload) == WorkloadKind.JBB;
            if (!liveSet.isEmpty() && lifetimeGiven) {
                throw new IllegalArgumentException("--live-set and --lifetime both set the long-lived set: give one"
                        + " (--live-set as a fraction of the heap, --lifetime in MB or auto)");
            }
            if (jbb && !liveSet.isEmpty()) {
                throw new IllegalArgumentException("--workload jbb keeps its own live set (its orders): use --jbb-retention,"
                        + " not --live-set");
            }
            if (!jbb && jbbRetentionGiven) {
                throw new IllegalArgumentException("--jbb-retention is for --workload jbb");
            }
            if (!lifetime.strip().equalsIgnoreCase("auto")) {
                Sizes.positiveMegabytes("--lifetime", lifetime);
            }
            Sizes.megabytes("--warmup", warmup);
            Sizes.positiveMegabytes("--work", work);
            if (jbb && measureSeconds(measure) > 0) {
                throw new IllegalArgumentException("--measure calibrates the survival workload; --workload jbb runs --work");
            }
            if (jbb && (refStores.stream().anyMatch(r -> r != 0) || compute != 0)) {
                throw new IllegalArgumentException("--workload jbb makes its own reference stores and compute:"
                        + " --ref-stores and --compute are for the survival workload");
            }
            jbbRetention.forEach(r -> retentionMB(r));
        }

        /** Whether the workload is jbb (the transactional one) rather than the survival workload. */
        public boolean jbb() {
            return kind() == WorkloadKind.JBB;
        }

        /** {@code --workload}, checked when the knobs were made. */
        public WorkloadKind kind() {
            return WorkloadKind.of(workload);
        }

        /** {@code --lifetime auto}: the long-lived set is derived per heap configuration. */
        public boolean derivesLifetime() {
            return lifetime.strip().equalsIgnoreCase("auto");
        }

        /** The survival levels: jbb's is the program's own, measured from its GC log (one cell, p recorded as 0). */
        public List<Double> survivals() {
            return jbb() ? List.of(0.0) : SurvivalSteps.parse(survival);
        }

        /**
         * The cells' workloads before survival and heap: one per {@code --ref-stores}, {@code --live-set},
         * {@code --object-bytes}, {@code --jbb-retention} and {@code --threads} value.
         *
         * @param derive whether the long-lived set is derived per heap configuration (it is replaced then)
         */
        public List<WorkloadTarget> templates(boolean derive, long seed) {
            WorkloadTarget template = new WorkloadTarget(0, derive ? 1 : Sizes.positiveMegabytes("--lifetime", lifetime),
                    lifetimeShape, objectBytes.get(0).strip(), shape, chains, 1, Sizes.megabytes("--warmup", warmup),
                    Sizes.positiveMegabytes("--work", work), seed, 0, oldToYoung, overwrite, compute)
                    .withMeasureSeconds(measureSeconds(measure));
            boolean jbb = jbb();
            List<WorkloadTarget> templates = new ArrayList<>();
            List<Double> fractions = liveSet.isEmpty() ? Collections.singletonList(null) : liveSet.stream().distinct().toList();
            List<Double> retentions = new ArrayList<>();
            for (String r : jbbRetention.stream().map(String::strip).distinct().toList()) {
                retentions.add(retentionMB(r));
            }
            for (double perKB : refStores.stream().distinct().toList()) {
                for (Double fraction : fractions) {
                    // jbb's objects are its records: the size knob is the survival workload's
                    for (String sizes : jbb ? List.of(template.objectBytes())
                            : objectBytes.stream().map(String::strip).distinct().toList()) {
                        WorkloadTarget t = template.withRefStores(perKB).withWorkload(kind()).withLiveSetFraction(fraction)
                                .withObjectBytes(sizes);
                        for (Double retention : jbb ? retentions : Collections.<Double>singletonList(null)) {
                            for (int n : threads) {
                                templates.add((jbb ? t.withRetentionMB(retention) : t).withThreads(n));
                            }
                        }
                    }
                }
            }
            return templates;
        }

        private static Double retentionMB(String text) {
            return text.strip().equalsIgnoreCase("auto") ? null : Sizes.positiveMegabytes("--jbb-retention", text.strip());
        }
    }

    /**
     * {@code --heap} (sizes, or multiples of each JVM and collector's minimum heap, not both) and
     * {@code --young} (sizes and/or {@code default}), as typed.
     */
    public record Heaps(List<String> heap, List<String> young) {
        public Heaps {
            heap = List.copyOf(heap);
            young = List.copyOf(young);
            multiples(heap);
        }

        /** The {@code --heap Nx} multiples, or empty for heaps in MB. */
        public List<Double> multiples() {
            return multiples(heap);
        }

        private static List<Double> multiples(List<String> heap) {
            List<String> relative = heap.stream().filter(HeapMultiple::isMultiple).toList();
            if (relative.isEmpty()) {
                return List.of();
            }
            if (relative.size() != heap.size()) {
                throw new IllegalArgumentException("--heap: either sizes (512m) or multiples of the minimum heap (2x),"
                        + " not both: " + String.join(",", heap));
            }
            List<Double> multiples = new ArrayList<>();
            for (String text : relative) {
                double m;
                try {
                    m = HeapMultiple.parse(text);
                } catch (IllegalArgumentException e) {
                    m = Double.NaN;
                }
                if (!(m >= 1 && m <= 100) || multiples.contains(m)) {
                    throw new IllegalArgumentException("--heap: '" + text.strip() + "' is not a multiple of the minimum heap"
                            + " in [1x, 100x] given once (e.g. 1.5x,2x,3x,6x)");
                }
                multiples.add(m);
            }
            return multiples;
        }

        /** The fixed heap configurations: every {@code --heap} size with every {@code --young}. */
        public List<HeapConfig> fixed() {
            List<HeapConfig> configs = new ArrayList<>();
            for (String size : heap) {
                long heapMB = Sizes.wholeMegabytes("--heap", size);
                if (heapMB < 8) {
                    throw new IllegalArgumentException("--heap " + size.strip() + ": a heap of at least 8 MB (e.g. 512m)");
                }
                for (String y : young) {
                    if (y.strip().equalsIgnoreCase("default")) {
                        configs.add(HeapConfig.jvmDefault(heapMB));
                        continue;
                    }
                    long youngMB = Sizes.wholeMegabytes("--young", y);
                    if (youngMB < 1 || youngMB >= heapMB) {
                        throw new IllegalArgumentException(String.format(Locale.ROOT,
                                "--young %s does not fit --heap %s: the young generation is part of the heap; use a"
                                        + " young size of 1 MB to %d MB (e.g. --young %dm), or --young default",
                                y.strip(), size.strip(), heapMB - 1, Math.max(1, heapMB / 4)));
                    }
                    configs.add(HeapConfig.fixedYoung(heapMB, youngMB));
                }
            }
            return configs;
        }

        /** The heap configurations of a JVM and collector whose minimum heap is {@code min}: none without one. */
        public List<HeapConfig> relative(JvmTarget jvm, Collector collector, MinHeap min) {
            List<HeapConfig> configs = new ArrayList<>();
            if (min == null || min.minHeapMB() == null) {
                return configs;
            }
            for (double m : multiples()) {
                HeapConfig.RelativeHeap relative = new HeapConfig.RelativeHeap(m, min.minHeapMB());
                for (String y : young) {
                    if (y.strip().equalsIgnoreCase("default")) {
                        configs.add(HeapConfig.jvmDefault(relative.heapMB()).at(relative));
                        continue;
                    }
                    long youngMB = Sizes.wholeMegabytes("--young", y);
                    if (youngMB >= relative.heapMB()) {
                        throw new IllegalArgumentException(String.format(Locale.ROOT,
                                "--young %s does not fit %sx the minimum heap of %s %s (%d MB of %d MB):"
                                        + " use --young default, or a young size under %d MB", y.strip(),
                                WorkloadTarget.number(m), jvm.id(), collector.id(), relative.heapMB(), min.minHeapMB(),
                                relative.heapMB()));
                    }
                    configs.add(HeapConfig.fixedYoung(relative.heapMB(), youngMB).at(relative));
                }
            }
            return configs;
        }
    }

    /** {@code --instances}, {@code --cpus}, and a space-filling {@code --design} with its {@code --range}s (null: a grid). */
    public record Sweep(List<Integer> instances, List<Integer> cpus, String design, List<String> ranges) {
        public Sweep {
            instances = List.copyOf(instances);
            cpus = List.copyOf(cpus);
            ranges = List.copyOf(ranges);
        }
    }

    /** {@code --measure} as seconds: 0 for off, else a positive duration of at most an hour. */
    public static double measureSeconds(String text) {
        if (text.strip().equalsIgnoreCase("off")) {
            return 0;
        }
        Duration d;
        try {
            d = Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--measure: not a duration: '" + text.strip() + "' (use e.g. 1s, 1500ms, or off)", e);
        }
        if (d.isZero() || d.isNegative() || d.compareTo(Duration.ofHours(1)) > 0) {
            throw new IllegalArgumentException("--measure: must be 'off' or a duration in (0, 1h], got '" + text.strip()
                    + "' (e.g. 1s, 1500ms)");
        }
        return d.toNanos() / 1e9;
    }

    /** The workload a minimum heap is measured with: the first template at the sweep's highest survival. */
    public WorkloadTarget minHeapProbe() {
        double maxP = knobs.survivals().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return knobs.templates(false, seed).get(0).withSurvival(maxP);
    }

    /**
     * {@code --cpus} and {@code --instances} with what the host has for them; {@code --cpus} needs
     * {@code taskset} (util-linux) and is refused before anything runs without it.
     */
    public PlatformDimensions dimensions() {
        if (!sweep.cpus().isEmpty() && !onPath("taskset")) {
            throw new IllegalArgumentException("--cpus: taskset (util-linux) is not on the PATH; install it or run without --cpus");
        }
        return new PlatformDimensions(sweep.cpus(), sweep.instances(), CpuSet.ofThisProcess().orElse(null),
                HostFingerprint.capture().numaNodes());
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Arrays.stream(path.split(File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, program)));
    }

    /**
     * The plan of this request on {@code jvms}: the cells of every JVM, collector, heap, variant,
     * platform dimension, survival and template (or of the design's points), each refused cell
     * with its reason and fix.
     *
     * @param collectors the collectors of each JVM
     * @param minHeaps   the minimum heap of each {@code jvm/collector}, with {@code --heap Nx}; empty otherwise
     */
    public Plan plan(List<? extends JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors,
                     Map<String, MinHeap> minHeaps) {
        boolean derive = knobs.derivesLifetime();
        List<WorkloadTarget> templates = knobs.templates(derive, seed);
        PlanRequest.Builder request = PlanRequest.of(List.copyOf(jvms), collectors)
                .jvmArgs(jvmArgs).variants(variants).deriveLifetime(derive).repetitions(repeat).orderSeed(seed);
        if (sweep.design() != null) {
            // the knobs not varied keep their single values; the first --ref-stores value when several are given
            WorkloadTarget base = templates.get(0).withSurvival(SurvivalSteps.parse(knobs.survival()).get(0));
            return Planner.plan(request.heaps(heaps.fixed()).design(Design.parse(sweep.design(), sweep.ranges(), seed))
                    .templates(List.of(base)).build());
        }
        List<Double> multiples = heaps.multiples();
        List<HeapConfig> fixed = multiples.isEmpty() ? heaps.fixed() : List.of();
        return Planner.plan(request.heaps((jvm, collector) -> multiples.isEmpty() ? fixed
                        : heaps.relative(jvm, collector, minHeaps.get(jvm.id() + "/" + collector.id())))
                .dimensions(dimensions()).survivals(knobs.survivals()).templates(templates)
                .deriveLifetime(derive && !knobs.jbb()).build());
    }
}
