package io.tenure.bench.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The values of one option at a time that make a refused cell accepted: each is tried on a copy of
 * the cell as the planner would build it ({@link CellTrial#accepted()}), so that a value named is
 * one the planner takes, under every rule, and not only the rule that refused the cell. A first
 * guess comes from the rules' arithmetic; the trials then settle the rounding (a {@code --live-set}
 * becomes tenths of a MB, a derived set whole MB).
 *
 * <p>Sizes are the options' values, which {@code instances} JVMs share: a heap or young size is a
 * multiple of the number of JVMs.
 */
final class RefusalFixes {
    /** Values tried either side of a first guess before an option is left out. */
    private static final int NUDGE = 64;
    /** Values above a heap's smallest that must be accepted too before "or more" is said. */
    private static final int CHECKED_ABOVE = 16;
    /** The live set's step as a fraction of the heap (a design's rounding too). */
    private static final int LIVE_SET_STEPS = 1000;

    private final CellTrial cell;
    private final int n;

    RefusalFixes(CellTrial cell) {
        this.cell = cell;
        this.n = cell.instances();
    }

    /** {@code --heap Xm or more} or {@code --heap Xm to Ym}, or empty when no heap alone is accepted. */
    Optional<String> heap() {
        Optional<long[]> range = heapRange();
        if (range.isEmpty()) {
            return Optional.empty();
        }
        long low = range.get()[0];
        long high = range.get()[1];
        return Optional.of(high == Long.MAX_VALUE ? String.format(Locale.ROOT, "--heap %dm or more", low * n)
                : span("--heap ", low * n, high * n, "m"));
    }

    /** The accepted heaps of one JVM, {@code {low, high}}, high {@link Long#MAX_VALUE} for no end. */
    private Optional<long[]> heapRange() {
        double[] guess = heapGuess();
        if (guess == null) {
            return Optional.empty();
        }
        long floor = Math.max(8, cell.heap().youngMB() == null ? 0 : cell.heap().youngMB() / n + 1);
        long start = Math.max(floor, (long) Math.ceil(guess[0] - 1e-9));
        long low = -1;
        for (long k = start; k < start + NUDGE; k++) {
            if (heapAccepted(k)) {
                low = k;
                break;
            }
        }
        if (low < 0) {
            return Optional.empty();
        }
        for (int i = 0; i < NUDGE && low - 1 >= floor && heapAccepted(low - 1); i++) {
            low--;
        }
        if (Double.isInfinite(guess[1])) {
            // "or more" is said of heaps past rounding's reach: every one just above is tried too
            for (long k = low + 1; k <= low + CHECKED_ABOVE; k++) {
                if (!heapAccepted(k)) {
                    low = k + 1;
                }
            }
            return heapAccepted(low) ? Optional.of(new long[] {low, Long.MAX_VALUE}) : Optional.empty();
        }
        long high = Math.max(low, (long) Math.floor(guess[1] + 1e-9));
        while (high > low && !heapAccepted(high)) {
            high--;
        }
        for (int i = 0; i < NUDGE && heapAccepted(high + 1); i++) {
            high++;
        }
        // the accepted heaps are one range: a hole inside it would make "to" a promise not kept
        for (long k = low; k <= high; k++) {
            if (!heapAccepted(k)) {
                return Optional.of(new long[] {low, k - 1});
            }
        }
        return Optional.of(new long[] {low, high});
    }

    private boolean heapAccepted(long perJvm) {
        HeapConfig h = cell.heap();
        long total = perJvm * n;
        if (h.youngMB() != null && h.youngMB() >= total) {
            return false;
        }
        return cell.withHeap(h.youngMB() == null ? HeapConfig.jvmDefault(total) : HeapConfig.fixedYoung(total, h.youngMB()))
                .accepted();
    }

    /**
     * The heaps of one JVM the rules accept, as the real interval {@code {low, high}} of their
     * arithmetic without rounding, or null when none is. Each rule is linear in the heap k: the long-lived
     * set {@code a + b k}, the old generation {@code c + d k}, the young one {@code e + f k}.
     */
    private double[] heapGuess() {
        HeapConfig h = cell.heap();
        WorkloadTarget target = cell.instanceTarget();
        boolean generational = LiveSetRule.generational(cell.collector());
        boolean fixesYoung = h.fixesYoungOf(cell.collector());
        double young = h.youngMB() == null ? 0 : (double) (h.youngMB() / n);
        // old = oldC + oldD k, young = youngC + youngD k
        double oldC = fixesYoung ? -young : 0;
        double oldD = fixesYoung || !generational ? 1 : 2.0 / 3;
        double youngC = fixesYoung ? young : 0;
        double youngD = fixesYoung ? 0 : 1.0 / 3;
        List<double[]> rules = new ArrayList<>(); // {A, B}: A k <= B
        if (LiveSetRule.neverCollects(cell.collector())) {
            rules.add(new double[] {-1, -(target.warmupMB() + target.workMB() + LiveSetRule.EPSILON_SLACK_MB)});
            return solve(rules);
        }
        if (target.jbb()) {
            if (cell.point().retentionMB() == null) {
                return null;
            }
            double retained = LiveSetRule.JBB_RETAINED_SHARE * target.retentionMB() * target.threads();
            rules.add(new double[] {-LiveSetRule.OLD_FILL * oldD, LiveSetRule.OLD_FILL * oldC - retained});
            return solve(rules);
        }
        // the set: fit {a, b} and young-rule {a, b}, with rounding's margin on the side that matters
        double[] fitSet;
        double[] youngSet;
        Double fraction = cell.point().liveSetFraction();
        if (fraction != null) {
            fitSet = new double[] {0.05, fraction};
            youngSet = new double[] {-0.05, fraction};
            rules.add(new double[] {-LiveSetRule.OLD_FILL * oldD, LiveSetRule.OLD_FILL * oldC - 1}); // a set of at least 1 MB
        } else if (cell.deriveLifetime()) {
            // derived: at most half the old generation (the Serial sizing of this configuration), whole MB, at least 1 MB
            double serialOldC = h.youngMB() == null ? 0 : -young;
            double serialOldD = h.youngMB() == null ? 2.0 / 3 : 1;
            fitSet = new double[] {1, 0};
            youngSet = new double[] {LiveSetRule.OLD_FILL * serialOldC - 1, LiveSetRule.OLD_FILL * serialOldD};
        } else {
            fitSet = new double[] {target.lifetimeMB(), 0};
            youngSet = fitSet;
        }
        // set <= OLD_FILL old
        rules.add(new double[] {fitSet[1] - LiveSetRule.OLD_FILL * oldD, LiveSetRule.OLD_FILL * oldC - fitSet[0]});
        if (generational && LiveSetRule.youngRuleApplies(target)) {
            // set >= G p young
            double gp = LiveSetRule.YOUNG_GENERATIONS * target.survival();
            rules.add(new double[] {gp * youngD - youngSet[1], youngSet[0] - gp * youngC});
        }
        return solve(rules);
    }

    /** The k of {@code A k <= B} for every rule, or null when there is none. */
    private static double[] solve(List<double[]> rules) {
        double low = Double.NEGATIVE_INFINITY;
        double high = Double.POSITIVE_INFINITY;
        for (double[] rule : rules) {
            double a = rule[0];
            double b = rule[1];
            if (Math.abs(a) < 1e-12) {
                if (b < -1e-9) {
                    return null;
                }
            } else if (a > 0) {
                high = Math.min(high, b / a);
            } else {
                low = Math.max(low, b / a);
            }
        }
        return low <= high + 1e-9 ? new double[] {low, high} : null;
    }

    /**
     * {@code --young Xm or less}: accepted young sizes are all those up to the largest (a smaller young generation
     * only leaves the old one more room and the long-lived set more collections to outlive, and a derived set is
     * never smaller for it), so the largest is found by bisection. Also named for the JVM's own sizing, as a fixed size.
     */
    Optional<String> young() {
        if (!LiveSetRule.generational(cell.collector()) || LiveSetRule.neverCollects(cell.collector())) {
            return Optional.empty();
        }
        long heapPerJvm = cell.heap().heapMB() / n;
        if (heapPerJvm < 2 || !youngAccepted(1)) {
            return Optional.empty();
        }
        long good = 1;
        long bad = heapPerJvm; // young must stay under the heap
        while (bad - good > 1) {
            long mid = (good + bad) >>> 1;
            if (youngAccepted(mid)) {
                good = mid;
            } else {
                bad = mid;
            }
        }
        return Optional.of(String.format(Locale.ROOT, "--young %dm or less", good * n));
    }

    private boolean youngAccepted(long perJvm) {
        return cell.withHeap(HeapConfig.fixedYoung(cell.heap().heapMB(), perJvm * n)).accepted();
    }

    /** The accepted {@code --live-set} fractions, or empty when none is or no fraction was given. */
    Optional<String> liveSet() {
        Double fraction = cell.point().liveSetFraction();
        if (fraction == null) {
            return Optional.empty();
        }
        // the set is the fraction of one JVM's heap: at least G p young, at most half the old generation
        HeapConfig heap = cell.instanceHeap();
        WorkloadTarget target = cell.instanceTarget();
        Double young = LiveSetRule.youngMB(cell.collector(), heap);
        double least = young != null && LiveSetRule.youngRuleApplies(target)
                ? LiveSetRule.YOUNG_GENERATIONS * young * target.survival() / heap.heapMB() : 0;
        double most = LiveSetRule.OLD_FILL * LiveSetRule.oldMB(cell.collector(), heap) / heap.heapMB();
        if (least >= 1) {
            return Optional.empty();
        }
        int low = liveSetAccepted(1) ? 1 : Math.max(1, (int) Math.ceil(least * LIVE_SET_STEPS - 1e-9));
        int high = Math.min(LIVE_SET_STEPS - 1, (int) Math.floor(most * LIVE_SET_STEPS + 1e-9));
        for (int i = 0; i < NUDGE && low <= high && !liveSetAccepted(low); i++) {
            low++;
        }
        for (int i = 0; i < NUDGE && low > 1 && liveSetAccepted(low - 1); i++) {
            low--;
        }
        for (int i = 0; i < NUDGE && high >= low && !liveSetAccepted(high); i++) {
            high--;
        }
        for (int i = 0; i < NUDGE && high < LIVE_SET_STEPS - 1 && liveSetAccepted(high + 1); i++) {
            high++;
        }
        if (low > high || !liveSetAccepted(low) || !liveSetAccepted(high)) {
            return Optional.empty();
        }
        String from = WorkloadTarget.number(low / (double) LIVE_SET_STEPS);
        String to = WorkloadTarget.number(high / (double) LIVE_SET_STEPS);
        if (cell.designedLiveSet()) {
            return Optional.of("--range live-set=" + (low == 1 ? "LOW" : from) + ":" + (high == LIVE_SET_STEPS - 1 ? "HIGH" : to));
        }
        if (low == high) {
            return Optional.of("--live-set " + from);
        }
        return Optional.of(low == 1 ? "--live-set " + to + " or less"
                : high == LIVE_SET_STEPS - 1 ? "--live-set " + from + " or more" : "--live-set " + from + " to " + to);
    }

    private boolean liveSetAccepted(int steps) {
        return cell.withPoint(cell.point().withLiveSetFraction(steps / (double) LIVE_SET_STEPS), false).accepted();
    }

    /** The accepted {@code --lifetime} sizes (in place of a derived set too), or empty when none or a fraction was given. */
    Optional<String> lifetime() {
        WorkloadTarget target = cell.instanceTarget();
        if (cell.point().liveSetFraction() != null || target.jbb()
                || LiveSetRule.neverCollects(cell.collector())) {
            return Optional.empty();
        }
        HeapConfig heap = cell.instanceHeap();
        Double young = LiveSetRule.youngMB(cell.collector(), heap);
        double least = young != null && LiveSetRule.youngRuleApplies(target)
                ? LiveSetRule.YOUNG_GENERATIONS * young * target.survival() : 0;
        long low = Math.max(1, (long) Math.ceil(least * n - 1e-9));
        long high = (long) Math.floor(LiveSetRule.OLD_FILL * LiveSetRule.oldMB(cell.collector(), heap) * n + 1e-9);
        for (int i = 0; i < NUDGE && low <= high && !lifetimeAccepted(low); i++) {
            low++;
        }
        for (int i = 0; i < NUDGE && high >= low && !lifetimeAccepted(high); i++) {
            high--;
        }
        if (low > high || !lifetimeAccepted(low) || !lifetimeAccepted(high)) {
            return Optional.empty();
        }
        return Optional.of(low == 1 ? "--lifetime " + high + "m or less" : span("--lifetime ", low, high, "m"));
    }

    private boolean lifetimeAccepted(long mb) {
        return cell.withPoint(cell.point().withLifetimeMB(mb), false).accepted();
    }

    /** {@code survival X or less}, for a set too short-lived for p; empty when a lower p does not help. */
    Optional<String> survival() {
        WorkloadTarget target = cell.instanceTarget();
        Double young = LiveSetRule.youngMB(cell.collector(), cell.instanceHeap());
        if (young == null || !LiveSetRule.youngRuleApplies(target)) {
            return Optional.empty();
        }
        long steps = (long) Math.floor(target.lifetimeMB() / (LiveSetRule.YOUNG_GENERATIONS * young) * LIVE_SET_STEPS + 1e-9);
        steps = Math.min(steps, Math.round(target.survival() * LIVE_SET_STEPS) - 1);
        for (int i = 0; i < NUDGE && steps >= 0; i++, steps--) {
            double p = steps / (double) LIVE_SET_STEPS;
            if (cell.withPoint(cell.point().withSurvival(p), cell.deriveLifetime()).accepted()) {
                return Optional.of("survival " + WorkloadTarget.number(p) + (steps == 0 ? "" : " or less"));
            }
        }
        return Optional.empty();
    }

    /** {@code --jbb-retention Xm or less}, for jbb with a retention given; empty otherwise. */
    Optional<String> jbbRetention() {
        WorkloadTarget target = cell.instanceTarget();
        if (!target.jbb() || cell.point().retentionMB() == null) {
            return Optional.empty();
        }
        double old = LiveSetRule.oldMB(cell.collector(), cell.instanceHeap());
        long most = (long) Math.floor(LiveSetRule.OLD_FILL * old / LiveSetRule.JBB_RETAINED_SHARE / target.threads() * n + 1e-9);
        for (int i = 0; i < NUDGE && most >= 1; i++, most--) {
            if (cell.withPoint(cell.point().withRetentionMB((double) most), false).accepted()) {
                return Optional.of("--jbb-retention " + most + "m or less");
            }
        }
        return Optional.empty();
    }

    /**
     * For Epsilon: {@code --work Xm or less} with the warm-up as it is, or both together when the warm-up alone
     * leaves no room.
     */
    Optional<String> work() {
        WorkloadTarget point = cell.point();
        long room = (cell.heap().heapMB() / n - LiveSetRule.EPSILON_SLACK_MB) * n;
        long work = (long) Math.floor(room - point.warmupMB() + 1e-9);
        if (work >= 1 && cell.withPoint(point.withWork(work), false).accepted()) {
            return Optional.of("--work " + work + "m or less");
        }
        return room >= 1 ? Optional.of("--warmup and --work adding up to " + room + "m or less") : Optional.empty();
    }

    private static String span(String option, long low, long high, String unit) {
        return low == high ? option + low + unit : option + low + unit + " to " + high + unit;
    }
}
