package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether a cell can reach its target survival p, and the default long-lived set.
 *
 * <p>Two conditions (issue #10): a long-lived object must outlive several young collections,
 * or it dies in a survivor space and is never promoted (p = 0.8 with a 128 MB young generation
 * and a 128 MB long-lived set measured s = 0.675); and the long-lived set must fit the old
 * generation with room, or the old generation fills (Parallel: "GC overhead limit exceeded").
 * A long-lived object lives while {@code lifetimeMB} of newer long-lived bytes arrive, i.e.
 * {@code lifetimeMB / p} of allocation, so the first condition, DESIGN.md's "lifetime ≥ 4 young
 * generations", is {@code lifetimeMB >= YOUNG_GENERATIONS × young × p} and the second
 * {@code lifetimeMB <= OLD_FILL × old}.
 *
 * <p>With the JVM's own young sizing the young generation is estimated as a third of the heap
 * (HotSpot's NewRatio=2); a collector without generations, and the first-gc lifetime (objects
 * that die at a collection by design), only have the fit condition.
 */
public final class LiveSetRule {
    /**
     * Young generations of allocation a long-lived object must outlive (DESIGN.md): two
     * collections put it in the old generation when the survivors overflow, the rest is margin
     * for a tenuring threshold above 1.
     */
    static final double YOUNG_GENERATIONS = 4;
    /** Fraction of the old generation the long-lived set may fill: the rest holds promoted garbage until a full GC. */
    static final double OLD_FILL = 0.5;
    /** The smallest derived long-lived set, for plans whose survival is all 0. */
    static final double MIN_LIFETIME_MB = 16;

    private LiveSetRule() {
    }

    /** The young generation in MB as planned or estimated, or null for a collector without one. */
    static Double youngMB(Collector collector, HeapConfig heap) {
        if (!generational(collector)) {
            return null;
        }
        return heap.fixesYoungOf(collector) ? (double) heap.youngMB() : heap.heapMB() / 3.0;
    }

    static double oldMB(Collector collector, HeapConfig heap) {
        if (!generational(collector)) {
            return heap.heapMB();
        }
        return heap.heapMB() - (heap.fixesYoungOf(collector) ? heap.youngMB() : heap.heapMB() / 3.0);
    }

    static boolean generational(Collector collector) {
        return switch (collector) {
            case SERIAL, PARALLEL, CMS, G1 -> true;
            default -> false;
        };
    }

    /**
     * The default long-lived set of a heap configuration: just enough for the highest survival to
     * outlive {@link #YOUNG_GENERATIONS} young generations, capped at what fits the old
     * generation (cells above the cap are then refused by {@link #refusal}).
     */
    public static double derivedLifetimeMB(HeapConfig heap, List<Double> survivals) {
        double maxP = survivals.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double need = Math.max(MIN_LIFETIME_MB, Math.ceil(YOUNG_GENERATIONS * youngMB(Collector.SERIAL, heap) * maxP));
        // at least 1 MB: an old generation with no room for that is refused by refusal, naming the sizes to change
        return Math.min(need, Math.max(1, Math.floor(OLD_FILL * oldMB(Collector.SERIAL, heap))));
    }

    /**
     * The share of jbb's allocated bytes its retained records (orders with their lines and
     * deliveries, payment histories) take: its survival once they outlive the young generation
     * (measured s 0.424 to 0.426 on JDK 17 and 25, docs/BENCHMARK.md; this keeps a margin); the retained set is this share
     * of the retention.
     */
    static final double JBB_RETAINED_SHARE = 0.45;

    /**
     * The default jbb retention of a heap configuration: orders outlive {@link #YOUNG_GENERATIONS}
     * young generations of allocation, which each of {@code threads} terminals sees as its share
     * (the retention runs on the thread's own allocation clock), capped so the retained set fits
     * the old generation with room (a cap that lowers the survival the program shows, not a
     * refusal: its survival is its own).
     */
    public static double derivedRetentionMB(HeapConfig heap, int threads) {
        double need = Math.ceil(YOUNG_GENERATIONS * youngMB(Collector.SERIAL, heap) / threads);
        return Math.min(need, Math.floor(OLD_FILL * oldMB(Collector.SERIAL, heap) / JBB_RETAINED_SHARE / threads));
    }

    /** The long-lived set in MB of a fraction of the heap. */
    public static double liveSetMB(HeapConfig heap, double fraction) {
        return Math.max(1, Math.round(fraction * heap.heapMB() * 10) / 10.0);
    }

    /** Epsilon's and nogc's room beyond the allocation, in MB (per JVM). */
    static final long EPSILON_SLACK_MB = 64;

    /** A collector that never collects: its heap must hold every allocation. */
    static boolean neverCollects(Collector collector) {
        return collector == Collector.EPSILON || collector == Collector.NOGC;
    }

    /** Whether a long-lived object must outlive young collections at this target: p above 0, and not first-gc by design. */
    static boolean youngRuleApplies(WorkloadTarget target) {
        return target.survival() > 0 && !target.lifetime().equals("first-gc");
    }

    /**
     * The point's knobs that depend on the heap: a live set given as a fraction of the heap
     * becomes MB, a derived one is derived, and jbb's retention, unless given, is derived.
     */
    static WorkloadTarget atHeap(WorkloadTarget point, HeapConfig heap, List<Double> survivals, boolean deriveLifetime) {
        if (point.jbb()) {
            return point.retentionMB() != null ? point : point.withRetentionMB(derivedRetentionMB(heap, point.threads()));
        }
        if (point.liveSetFraction() != null) {
            return point.withLifetimeMB(liveSetMB(heap, point.liveSetFraction()));
        }
        return deriveLifetime ? point.withLifetimeMB(derivedLifetimeMB(heap, survivals)) : point;
    }

    /** The rule a cell breaks. */
    enum Broken {
        /** a collector that never collects, in a heap smaller than its allocation */
        ALLOCATION,
        /** the long-lived set does not fit the old generation with room */
        FIT,
        /** a long-lived object outlives too few young generations */
        YOUNG,
        /** jbb's retained set does not fit the old generation with room */
        JBB_FIT
    }

    /** The rule one JVM's share of a cell breaks ({@code heap} and {@code target} are that JVM's), or empty. */
    static Optional<Broken> broken(Collector collector, HeapConfig heap, WorkloadTarget target) {
        if (neverCollects(collector)) {
            return heap.heapMB() < target.warmupMB() + target.workMB() + EPSILON_SLACK_MB ? Optional.of(Broken.ALLOCATION)
                    : Optional.empty();
        }
        double old = oldMB(collector, heap);
        if (target.jbb()) {
            return target.retentionMB() != null && JBB_RETAINED_SHARE * target.retentionMB() * target.threads() > OLD_FILL * old
                    ? Optional.of(Broken.JBB_FIT) : Optional.empty();
        }
        if (target.lifetimeMB() > OLD_FILL * old) {
            return Optional.of(Broken.FIT);
        }
        Double young = youngMB(collector, heap);
        if (young != null && youngRuleApplies(target) && target.lifetimeMB() < YOUNG_GENERATIONS * young * target.survival()) {
            return Optional.of(Broken.YOUNG);
        }
        return Optional.empty();
    }

    /**
     * Why {@code target} cannot be reached on this collector and heap, naming the options to change; empty when it
     * can. The target's long-lived set is taken as given in MB (or as its live-set fraction of the heap).
     */
    static Optional<String> refusal(Collector collector, HeapConfig heap, WorkloadTarget target) {
        return refusal(collector, heap, target, false);
    }

    /**
     * As {@link #refusal(Collector, HeapConfig, WorkloadTarget)}, for a point of a design that
     * varies the live set ({@code designedLiveSet}): the fix then names the end of {@code --range
     * live-set} to move, since the point's fraction is the design's, not a {@code --live-set} value.
     */
    static Optional<String> refusal(Collector collector, HeapConfig heap, WorkloadTarget target, boolean designedLiveSet) {
        return refusal(collector, heap, target, designedLiveSet, 1);
    }

    /**
     * As {@link #refusal(Collector, HeapConfig, WorkloadTarget, boolean)}, for the share of one of
     * {@code instances} JVMs that run at once ({@code --instances}): {@code heap} and {@code target}
     * are one JVM's, and the sizes in the fix are the options' values, which every JVM shares
     * ({@code --young 8m} for 8 JVMs of 1 MB each, not {@code --young 1m}).
     */
    static Optional<String> refusal(Collector collector, HeapConfig heap, WorkloadTarget target, boolean designedLiveSet,
                                    int instances) {
        HeapConfig whole = new HeapConfig(heap.name(), heap.heapMB() * instances,
                heap.youngMB() == null ? null : heap.youngMB() * instances, heap.survivorRatio(), heap.minHeap());
        WorkloadTarget point = target.liveSetFraction() != null ? target : target.withLifetimeMB(target.lifetimeMB() * instances);
        return refusal(new CellTrial(collector, whole, point, List.of(target.survival()), false, designedLiveSet, instances));
    }

    /**
     * Why the cell cannot reach its target, naming the options to change, each with a value the
     * planner accepts for the cell ({@link RefusalFixes}); empty when it can be reached.
     */
    static Optional<String> refusal(CellTrial cell) {
        HeapConfig heap = cell.instanceHeap();
        WorkloadTarget target = cell.instanceTarget();
        Optional<Broken> broken = broken(cell.collector(), heap, target);
        if (broken.isEmpty()) {
            return Optional.empty();
        }
        RefusalFixes fixes = new RefusalFixes(cell);
        int n = cell.instances();
        String why = switch (broken.get()) {
            case ALLOCATION -> String.format(Locale.ROOT,
                    "%s never collects: the heap (%d MB) must exceed the total allocation (%s MB + %d MB slack): use %s",
                    cell.collector().displayName(), heap.heapMB(), WorkloadTarget.number(target.warmupMB() + target.workMB()),
                    EPSILON_SLACK_MB, alternatives(List.of(fixes.heap(), fixes.work())));
            case JBB_FIT -> String.format(Locale.ROOT,
                    "refused: jbb retains about %.0f%% of the allocation for %s MB per thread, about %.0f MB, which does not"
                            + " fit the old generation (%.0f MB) with room (at most %.0f%%): use %s",
                    JBB_RETAINED_SHARE * 100, WorkloadTarget.number(target.retentionMB()),
                    JBB_RETAINED_SHARE * target.retentionMB() * target.threads(), oldMB(cell.collector(), heap), OLD_FILL * 100,
                    alternatives(List.of(fixes.jbbRetention(), fixes.heap(), fixes.young())));
            case FIT -> fitRefusal(cell, heap, target, fixes);
            case YOUNG -> youngRefusal(cell, heap, target, fixes);
        };
        return Optional.of(n == 1 ? why : why.replaceFirst("^refused: ",
                "refused: each of the " + n + " JVMs sharing the heap gets 1/" + n + ": "));
    }

    private static String fitRefusal(CellTrial cell, HeapConfig heap, WorkloadTarget target, RefusalFixes fixes) {
        Double fraction = target.liveSetFraction();
        double old = oldMB(cell.collector(), heap);
        Optional<String> heapFix = fixes.heap();
        String fix = alternatives(List.of(fraction != null ? fixes.liveSet() : fixes.lifetime(), fixes.young(), heapFix));
        if (fraction != null && heapFix.isEmpty()) {
            // the set grows with the heap: "--heap more" sent users round a loop of ever larger heaps
            fix += String.format(Locale.ROOT, " (no --heap helps: the set is %s of any heap, and half the old generation"
                    + " is less)", WorkloadTarget.number(fraction));
        }
        return String.format(Locale.ROOT,
                "refused: the long-lived set (%s MB%s) does not fit the old generation (%.0f MB, %s) with room"
                        + " (at most %.0f%%, %s MB): use %s",
                WorkloadTarget.number(target.lifetimeMB()),
                fraction == null ? "" : (cell.designedLiveSet() ? ", live set " : ", --live-set ") + WorkloadTarget.number(fraction),
                old, youngWord(cell, heap), OLD_FILL * 100, WorkloadTarget.number(Math.floor(OLD_FILL * old * 10) / 10), fix);
    }

    private static String youngRefusal(CellTrial cell, HeapConfig heap, WorkloadTarget target, RefusalFixes fixes) {
        double p = target.survival();
        double lifetime = target.lifetimeMB();
        double young = youngMB(cell.collector(), heap);
        String fix = alternatives(List.of(target.liveSetFraction() != null ? fixes.liveSet() : fixes.lifetime(),
                fixes.young(), fixes.heap(), fixes.survival()));
        return String.format(Locale.ROOT,
                "refused: at p = %s a long-lived object lives %s MB of allocation, %.1f young generations"
                        + " (%s), fewer than %.0f, so it can die in a survivor space and s falls short of p: use %s",
                WorkloadTarget.number(p), WorkloadTarget.number(Math.round(lifetime / p * 10) / 10.0), lifetime / p / young,
                youngWord(cell, heap), YOUNG_GENERATIONS, fix);
    }

    private static String youngWord(CellTrial cell, HeapConfig heap) {
        return heap.fixesYoungOf(cell.collector()) ? "young " + heap.youngMB() + " MB"
                : "young about " + Math.round(heap.heapMB() / 3.0) + " MB, the JVM's sizing";
    }

    /** "A, or B, or C" of the fixes found; when none is, that no one option does it. */
    private static String alternatives(List<Optional<String>> fixes) {
        List<String> found = fixes.stream().flatMap(Optional::stream).toList();
        return found.isEmpty() ? "several options at once: no one of --heap, --young, the long-lived set or survival alone"
                + " makes the cell one that runs" : String.join(", or ", found);
    }
}
