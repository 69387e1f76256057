package io.tenure.bench.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A space-filling design over the workload knobs ({@code tenure bench --design lhs:N --range
 * KNOB=LOW:HIGH ...}): N points per platform instead of a grid, so that a model with several
 * factors can be fitted and cross-validated from a few dozen runs.
 *
 * <p>The points are a <em>maximin Latin hypercube</em>: every knob's range is cut into N equal
 * strata and each stratum is used exactly once (so every knob is sampled at N distinct levels,
 * as a one-factor sweep would be), and of {@value #CANDIDATES} random hypercubes the one whose
 * closest pair of points is farthest apart (in the unit cube) is kept, which avoids the
 * near-collinear hypercubes a single draw can give (Morris &amp; Mitchell 1995). The random stream
 * is a {@link SplittableRandom} seeded with {@code seed}: the same arguments give the same design
 * on every JVM.
 *
 * @param method  {@value #LHS}, the only one today
 * @param points  the number of points N, at least 2
 * @param seed    the seed of the hypercube
 * @param ranges  the knobs varied, each with its range; knobs not named keep the template's value
 */
public record Design(String method, int points, long seed, List<KnobRange> ranges) {
    public static final String LHS = "lhs";
    /** The live set's rounding: a tenth of a percent of the heap, also its smallest value. */
    static final double LIVE_SET_STEP = 0.001;
    /** Random hypercubes drawn; the maximin one is kept. */
    static final int CANDIDATES = 200;

    /** The knobs a design can vary, as {@code --range} names them. */
    public static final List<String> KNOBS = List.of("survival", "ref-stores", "old-to-young", "compute", "threads",
            "live-set");
    /** The long-lived set as a fraction of the heap, per point (the planner turns it into MB per heap). */
    public static final String LIVE_SET = "live-set";

    /**
     * One varied knob.
     *
     * @param knob one of {@link #KNOBS}
     * @param low  lower end, inclusive
     * @param high upper end, inclusive, at least {@code low}
     */
    public record KnobRange(String knob, double low, double high) {
        public KnobRange {
            Objects.requireNonNull(knob, "knob");
            if (!KNOBS.contains(knob)) {
                throw new IllegalArgumentException("--range: unknown knob '" + knob + "'; one of " + String.join(", ", KNOBS));
            }
            if (!(Double.isFinite(low) && Double.isFinite(high) && low >= 0 && high >= low)) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "--range %s: needs 0 <= LOW <= HIGH, got %s:%s", knob, low, high));
            }
            if (knob.equals("survival") && high > 1) {
                throw new IllegalArgumentException("--range survival: p is a fraction, at most 1; got " + high);
            }
            if (knob.equals("old-to-young") && high > 1) {
                throw new IllegalArgumentException("--range old-to-young: a share, at most 1; got " + high);
            }
            if (knob.equals("threads") && (low < 1 || low != Math.rint(low) || high != Math.rint(high))) {
                throw new IllegalArgumentException("--range threads: whole numbers >= 1, got " + low + ":" + high);
            }
            if (knob.equals(LIVE_SET) && !(low >= LIVE_SET_STEP && high < 1)) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "--range live-set: a fraction of the heap, at least %s and under 1 (e.g. 0.05:0.4); got %s:%s",
                        WorkloadTarget.number(LIVE_SET_STEP), WorkloadTarget.number(low), WorkloadTarget.number(high)));
            }
        }
    }

    public Design {
        Objects.requireNonNull(method, "method");
        if (!method.equals(LHS)) {
            throw new IllegalArgumentException("--design: unknown method '" + method + "'; lhs:N is the one there is");
        }
        if (points < 2) {
            throw new IllegalArgumentException("--design lhs:N needs N >= 2, got " + points);
        }
        ranges = List.copyOf(ranges);
        if (ranges.isEmpty()) {
            throw new IllegalArgumentException("--design needs at least one --range KNOB=LOW:HIGH");
        }
        if (ranges.stream().map(KnobRange::knob).distinct().count() != ranges.size()) {
            throw new IllegalArgumentException("--range: a knob is given twice");
        }
    }

    /**
     * @param spec   {@code lhs:N}
     * @param ranges {@code KNOB=LOW:HIGH}, one per varied knob
     */
    public static Design parse(String spec, List<String> ranges, long seed) {
        String[] parts = spec.strip().split(":");
        if (parts.length != 2) {
            throw new IllegalArgumentException("--design: expected lhs:N, got '" + spec + "'");
        }
        int n;
        try {
            n = Integer.parseInt(parts[1].strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--design: N in lhs:N must be a whole number, got '" + parts[1] + "'", e);
        }
        List<KnobRange> parsed = new ArrayList<>();
        for (String range : ranges) {
            int eq = range.indexOf('=');
            String[] ends = eq < 0 ? new String[0] : range.substring(eq + 1).split(":");
            if (ends.length != 2) {
                throw new IllegalArgumentException("--range: expected KNOB=LOW:HIGH, got '" + range + "'");
            }
            try {
                parsed.add(new KnobRange(range.substring(0, eq).strip(), Double.parseDouble(ends[0].strip()),
                        Double.parseDouble(ends[1].strip())));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--range: LOW and HIGH must be numbers, got '" + range + "'", e);
            }
        }
        return new Design(parts[0].strip().toLowerCase(Locale.ROOT), n, seed, parsed);
    }

    /** {@code lhs:16}, as given. */
    public String label() {
        return method + ":" + points;
    }

    /** The range of a knob, if the design varies it. */
    public Optional<KnobRange> range(String knob) {
        return ranges.stream().filter(r -> r.knob().equals(knob)).findFirst();
    }

    /** The ranges by knob name, in the order given. */
    public Map<String, double[]> rangeMap() {
        Map<String, double[]> map = new LinkedHashMap<>();
        ranges.forEach(r -> map.put(r.knob(), new double[] {r.low(), r.high()}));
        return map;
    }

    /**
     * The design's points in the unit hypercube: {@code points} rows, one column per range, each
     * column a permutation of the N strata with a uniform offset within its stratum.
     */
    double[][] unitPoints() {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] best = null;
        double bestDistance = -1;
        for (int candidate = 0; candidate < CANDIDATES; candidate++) {
            double[][] cube = hypercube(random);
            double distance = minimumDistance(cube);
            if (distance > bestDistance) {
                best = cube;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** The workload targets of the design: the template with each point's knob values. */
    public List<WorkloadTarget> targets(WorkloadTarget template) {
        List<WorkloadTarget> targets = new ArrayList<>();
        for (double[] unit : unitPoints()) {
            WorkloadTarget target = template;
            for (int k = 0; k < ranges.size(); k++) {
                target = apply(target, ranges.get(k), unit[k]);
            }
            targets.add(target);
        }
        return List.copyOf(targets);
    }

    private double[][] hypercube(SplittableRandom random) {
        double[][] cube = new double[points][ranges.size()];
        for (int k = 0; k < ranges.size(); k++) {
            int[] strata = new int[points];
            for (int i = 0; i < points; i++) {
                strata[i] = i;
            }
            for (int i = points - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int swap = strata[i];
                strata[i] = strata[j];
                strata[j] = swap;
            }
            for (int i = 0; i < points; i++) {
                cube[i][k] = (strata[i] + random.nextDouble()) / points;
            }
        }
        return cube;
    }

    private static double minimumDistance(double[][] cube) {
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < cube.length; i++) {
            for (int j = i + 1; j < cube.length; j++) {
                double d = 0;
                for (int k = 0; k < cube[i].length; k++) {
                    double diff = cube[i][k] - cube[j][k];
                    d += diff * diff;
                }
                min = Math.min(min, d);
            }
        }
        return min;
    }

    /**
     * A knob set to its value at {@code unit} of its range, rounded to what a cell id can show
     * (p to 4 decimals, shares to 2, store and compute rates to 1 decimal, the live set's fraction
     * of the heap to 3, threads to whole ones; threads take each whole number of the range for an
     * equal share of the strata).
     */
    private static WorkloadTarget apply(WorkloadTarget t, KnobRange range, double unit) {
        double value = range.low() + unit * (range.high() - range.low());
        return switch (range.knob()) {
            case "survival" -> t.withSurvival(round(value, 4));
            case "ref-stores" -> t.withRefStores(round(value, 1));
            case "old-to-young" -> with(t, Math.min(round(value, 2), 1 - t.overwrite()), t.computePerKB(), t.threads());
            case "compute" -> with(t, t.oldToYoung(), round(value, 1), t.threads());
            case "threads" -> with(t, t.oldToYoung(), t.computePerKB(),
                    (int) Math.min(range.high(), Math.floor(range.low() + unit * (range.high() - range.low() + 1))));
            case LIVE_SET -> t.withLiveSetFraction(Math.max(LIVE_SET_STEP, round(value, 3)));
            default -> throw new AssertionError(range.knob());
        };
    }

    /** The target with these three knobs, every other one (measure, live set, retention ...) as it was. */
    private static WorkloadTarget with(WorkloadTarget t, double oldToYoung, double computePerKB, int threads) {
        return new WorkloadTarget(t.survival(), t.lifetimeMB(), t.lifetime(), t.objectBytes(), t.shape(), t.chains(), threads,
                t.warmupMB(), t.workMB(), t.seed(), t.refStoresPerKB(), oldToYoung, t.overwrite(), computePerKB, t.workload(),
                t.measureSeconds(), t.liveSetFraction(), t.retentionMB());
    }

    private static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
