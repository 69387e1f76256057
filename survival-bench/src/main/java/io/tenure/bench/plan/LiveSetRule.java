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

    private static boolean generational(Collector collector) {
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

    /** Why {@code target} cannot be reached on this collector and heap, naming the options to change; empty when it can. */
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
        return refusalOfOne(collector, heap, target, designedLiveSet, instances)
                .map(why -> instances == 1 ? why : why.replaceFirst("^refused: ",
                        "refused: each of the " + instances + " JVMs sharing the heap gets 1/" + instances + ": "));
    }

    private static Optional<String> refusalOfOne(Collector collector, HeapConfig heap, WorkloadTarget target,
                                                 boolean designedLiveSet, int n) {
        if (target.workload().equals(WorkloadTarget.JBB)) {
            return jbbRefusal(collector, heap, target, n);
        }
        double p = target.survival();
        Double fraction = target.liveSetFraction();
        double lifetime = target.lifetimeMB();
        double old = oldMB(collector, heap);
        double room = OLD_FILL * old;
        String youngWord = heap.fixesYoungOf(collector) ? "young " + heap.youngMB() + " MB"
                : "young about " + Math.round(heap.heapMB() / 3.0) + " MB, the JVM's sizing";
        if (lifetime > room) {
            double minHeap = lifetime / OLD_FILL + (heap.heapMB() - old);
            StringBuilder fix = new StringBuilder();
            if (fraction != null) {
                fix.append(liveSetFix(Math.floor(room / heap.heapMB() * 1000) / 1000, false, designedLiveSet)).append(", or ");
            } else if (Math.floor(room) >= 1) {
                fix.append(String.format(Locale.ROOT, "--lifetime %.0fm or less, or ", Math.floor(room) * n));
            }
            // an old generation with no room for even the smallest set: a smaller young generation leaves it more
            double youngMax = heap.heapMB() - Math.ceil(lifetime / OLD_FILL);
            if (heap.fixesYoungOf(collector) && Math.floor(room) < 1 && youngMax >= 1) {
                fix.append(String.format(Locale.ROOT, "--young %.0fm or less, or ", youngMax * n));
            }
            fix.append(String.format(Locale.ROOT, "--heap %.0fm or more",
                    Math.ceil(generational(collector) && !heap.fixesYoungOf(collector) ? lifetime / OLD_FILL * 1.5 : minHeap) * n));
            return Optional.of(String.format(Locale.ROOT,
                    "refused: the long-lived set (%s MB%s) does not fit the old generation (%.0f MB, %s) with room"
                            + " (at most %.0f%%, %s MB): use %s",
                    WorkloadTarget.number(lifetime),
                    fraction == null ? "" : (designedLiveSet ? ", live set " : ", --live-set ") + WorkloadTarget.number(fraction),
                    old, youngWord, OLD_FILL * 100, WorkloadTarget.number(Math.floor(room * 10) / 10), fix));
        }
        Double young = youngMB(collector, heap);
        if (young != null && p > 0 && !target.lifetime().equals("first-gc") && lifetime < YOUNG_GENERATIONS * young * p) {
            double need = Math.ceil(YOUNG_GENERATIONS * young * p);
            double maxP = lifetime / (YOUNG_GENERATIONS * young);
            StringBuilder fix = new StringBuilder();
            if (need <= room) {
                fix.append(fraction == null ? String.format(Locale.ROOT, "--lifetime %.0fm or more, or ", need * n)
                        : liveSetFix(Math.ceil(need / heap.heapMB() * 1000) / 1000, true, designedLiveSet) + ", or ");
            }
            // with the JVM's sizing no heap helps (young and old both grow with it): a fixed young size does
            double youngMax = Math.floor(lifetime / (YOUNG_GENERATIONS * p) + 1e-9);
            if (youngMax >= 1) {
                fix.append(String.format(Locale.ROOT, "--young %.0fm or less, or ", youngMax * n));
            }
            fix.append(String.format(Locale.ROOT, "survival %s or less", WorkloadTarget.number(Math.floor(maxP * 1000 + 1e-9) / 1000)));
            return Optional.of(String.format(Locale.ROOT,
                    "refused: at p = %s a long-lived object lives %s MB of allocation, %.1f young generations"
                            + " (%s), fewer than %.0f, so it can die in a survivor space and s falls short of p: use %s",
                    WorkloadTarget.number(p), WorkloadTarget.number(Math.round(lifetime / p * 10) / 10.0), lifetime / p / young,
                    youngWord, YOUNG_GENERATIONS, fix));
        }
        return Optional.empty();
    }

    /** The live-set option to change: {@code --live-set}, or the end of a design's {@code --range live-set}. */
    private static String liveSetFix(double fraction, boolean atLeast, boolean designed) {
        String value = WorkloadTarget.number(fraction);
        if (designed) {
            return "--range live-set=" + (atLeast ? value + ":HIGH" : "LOW:" + value);
        }
        return "--live-set " + value + (atLeast ? " or more" : " or less");
    }

    /** A jbb retention whose retained set does not fit the old generation with room. */
    private static Optional<String> jbbRefusal(Collector collector, HeapConfig heap, WorkloadTarget target, int n) {
        if (target.retentionMB() == null) {
            return Optional.empty();
        }
        double retained = JBB_RETAINED_SHARE * target.retentionMB() * target.threads();
        double old = oldMB(collector, heap);
        if (retained <= OLD_FILL * old) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT,
                "refused: jbb retains about %.0f%% of the allocation for %s MB per thread, about %.0f MB, which does not"
                        + " fit the old generation (%.0f MB) with room (at most %.0f%%): use --jbb-retention %.0fm or less,"
                        + " or --heap %.0fm or more",
                JBB_RETAINED_SHARE * 100, WorkloadTarget.number(target.retentionMB()), retained, old, OLD_FILL * 100,
                Math.floor(OLD_FILL * old / JBB_RETAINED_SHARE / target.threads()) * n,
                Math.ceil(retained / OLD_FILL + heap.heapMB() - old) * n));
    }
}
