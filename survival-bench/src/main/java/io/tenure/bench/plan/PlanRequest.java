package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What {@link Planner#plan} crosses: JVMs × collectors × heap configurations × variants × platform
 * dimensions × workload points, with the repetitions and the seed of the run order. Build one with
 * {@link #of} and the builder's setters; what is not set keeps its default (no flags, no variant,
 * no platform dimension, one repetition, seed 0, a grid rather than a design).
 *
 * @param collectors     the collectors to run on each JVM; a JVM that lacks one is the caller's error
 *                       to report before planning
 * @param heaps          the heap configurations of each JVM and collector: the same for all, or with
 *                       {@code --heap 2x} multiples of each one's measured minimum heap
 * @param jvmArgs        flags every cell gets ({@code --jvm-arg}), already checked by the caller
 * @param variants       one platform per variant ({@code --variant}); {@link JvmVariant#NONE} alone
 *                       when there are none
 * @param dimensions     CPU counts and numbers of JVMs at once, each a platform of its own, and the
 *                       host facts that decide whether a cell applies (a NUMA variant on one node does not)
 * @param survivals      the survival levels each template is crossed with (a grid)
 * @param templates      one workload target per point of the workload dimensions swept (e.g. one per
 *                       {@code --ref-stores} value); with a design, the one whose knobs the design does
 *                       not vary
 * @param design         a space-filling design instead of a grid: the same N points (each a full
 *                       workload target, survival included) on every platform; null for a grid
 * @param deriveLifetime replace each target's long-lived set, per heap configuration, by
 *                       {@link LiveSetRule#derivedLifetimeMB} (the default of {@code tenure bench})
 */
public record PlanRequest(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors,
                          BiFunction<JvmTarget, Collector, List<HeapConfig>> heaps, List<String> jvmArgs,
                          List<JvmVariant> variants, PlatformDimensions dimensions, List<Double> survivals,
                          List<WorkloadTarget> templates, Design design, boolean deriveLifetime, int repetitions,
                          long orderSeed) {
    public PlanRequest {
        jvms = List.copyOf(jvms);
        Objects.requireNonNull(collectors, "collectors");
        Objects.requireNonNull(heaps, "heaps");
        jvmArgs = List.copyOf(jvmArgs);
        variants = List.copyOf(variants);
        Objects.requireNonNull(dimensions, "dimensions");
        survivals = List.copyOf(survivals);
        templates = List.copyOf(templates);
        if (templates.isEmpty()) {
            throw new IllegalArgumentException("at least one workload target");
        }
        if (design != null && templates.size() != 1) {
            throw new IllegalArgumentException("a design varies one workload target: " + templates.size() + " given");
        }
        if (variants.isEmpty()) {
            throw new IllegalArgumentException("at least one variant (JvmVariant.NONE for none)");
        }
        if (repetitions < 1) {
            throw new IllegalArgumentException("at least one repetition: " + repetitions);
        }
    }

    /** A request for the cells of {@code jvms} and their collectors; the rest is set on the builder. */
    public static Builder of(List<? extends JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors) {
        return new Builder(List.copyOf(jvms), collectors);
    }

    /** The workload points: each template at each survival, or the design's points. */
    List<WorkloadTarget> points() {
        if (design != null) {
            return design.targets(templates.get(0));
        }
        return templates.stream().flatMap(t -> survivals.stream().map(t::withSurvival)).toList();
    }

    /** Sets a {@link PlanRequest}'s parts one by one; {@link #build} checks them. */
    public static final class Builder {
        private final List<JvmTarget> jvms;
        private final Function<JvmTarget, List<Collector>> collectors;
        private BiFunction<JvmTarget, Collector, List<HeapConfig>> heaps = (jvm, collector) -> List.of();
        private List<String> jvmArgs = List.of();
        private List<JvmVariant> variants = List.of(JvmVariant.NONE);
        private PlatformDimensions dimensions = PlatformDimensions.NONE;
        private List<Double> survivals = List.of();
        private List<WorkloadTarget> templates = List.of();
        private Design design;
        private boolean deriveLifetime;
        private int repetitions = 1;
        private long orderSeed;

        private Builder(List<JvmTarget> jvms, Function<JvmTarget, List<Collector>> collectors) {
            this.jvms = jvms;
            this.collectors = collectors;
        }

        /** The same heap configurations for every JVM and collector. */
        public Builder heaps(List<HeapConfig> all) {
            List<HeapConfig> copy = List.copyOf(all);
            this.heaps = (jvm, collector) -> copy;
            return this;
        }

        public Builder heaps(BiFunction<JvmTarget, Collector, List<HeapConfig>> perJvmAndCollector) {
            this.heaps = perJvmAndCollector;
            return this;
        }

        public Builder jvmArgs(List<String> flags) {
            this.jvmArgs = flags;
            return this;
        }

        public Builder variants(List<JvmVariant> flagSets) {
            this.variants = flagSets;
            return this;
        }

        public Builder dimensions(PlatformDimensions platformDimensions) {
            this.dimensions = platformDimensions;
            return this;
        }

        public Builder survivals(List<Double> levels) {
            this.survivals = levels;
            return this;
        }

        public Builder templates(List<WorkloadTarget> targets) {
            this.templates = targets;
            return this;
        }

        /** One workload target, crossed with every survival (or varied by the design). */
        public Builder template(WorkloadTarget target) {
            return templates(List.of(target));
        }

        public Builder design(Design spaceFilling) {
            this.design = spaceFilling;
            return this;
        }

        public Builder deriveLifetime(boolean derive) {
            this.deriveLifetime = derive;
            return this;
        }

        public Builder repetitions(int n) {
            this.repetitions = n;
            return this;
        }

        public Builder orderSeed(long seed) {
            this.orderSeed = seed;
            return this;
        }

        public PlanRequest build() {
            return new PlanRequest(jvms, collectors, heaps, jvmArgs, variants, dimensions, survivals, templates, design,
                    deriveLifetime, repetitions, orderSeed);
        }
    }
}
