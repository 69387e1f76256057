package io.tenure.model;

import io.tenure.model.fit.Curve;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Carries benchmark gaps over to a real program. A pure-allocation benchmark spends most of its
 * time in GC, so its gaps overstate those of a program that computes between allocations; only
 * the program's GC share changes between platforms (to first order). Formulas (docs/MODEL.md):
 *
 * <pre>
 *   m_P    = t_P(0) · (1 − o_P(0))          benchmark mutator seconds per GB on platform P
 *   c_P(s) = max(0, t_P(s) − m_P)           GC cost, seconds per GB allocated, at survival s
 *   for ZGC and Shenandoah, m_P = the least m_Q of the stop-the-world collectors Q of the same
 *                                 JVM, host, heap and workload (sameMutator)
 *   calibrated (program ran on O):  T_P / T_O = (1 − o) + o · c_P(s) / c_O(s)
 *   absolute   (O not in model):    T_P = (1 − o) + V · c_P(s),  V = allocation rate / 1024 (GB/s)
 * </pre>
 *
 * where t_P is the fitted time per GB, o_P the fitted GC overhead fraction, o the program's own
 * overhead fraction. Intervals come from the same bootstrap replicates as the gaps.
 *
 * <p>Why ZGC and Shenandoah borrow a mutator: they do their work beside the application, not in
 * pauses, so o_P(0) ≈ 0 and their own m_P was their whole time at s = 0, concurrent work and
 * barriers included; that cost was taken for mutator time, which the transfer assumes the same
 * everywhere, and dropped. The demo's own model predicted ZGC at 0.83× G1's time for the
 * benchmark's G1 log, where the same runs measured 1.76×. Collectors that work in pauses keep
 * their own m_P: giving them the JVM's least too counted their mutators' differences (barriers,
 * noise) as GC cost, which the program's pause share then scaled up, and model v1's error on the
 * validation panel doubled (6.8 → 13.1 %, docs/MODEL.md).
 */
public final class ProgramTransfer {
    private final SurvivalModel model;
    private final ModelAnalysis time;
    private final ModelAnalysis overhead;

    public ProgramTransfer(SurvivalModel model, int replicates, long seed) {
        this.model = model;
        this.time = new ModelAnalysis(model, Response.TIME, replicates, seed);
        this.overhead = model.fitsFor(Response.GC_OVERHEAD).isEmpty() ? null
                : new ModelAnalysis(model, Response.GC_OVERHEAD, replicates, seed);
    }

    public ProgramForecast predict(ProgramProfile program) {
        double s = program.survival();
        double o = program.gcOverheadPercent() / 100;
        List<String> notes = new ArrayList<>();
        notes.add("the program's mutator time is assumed the same on every platform (same hardware);"
                + " only its GC time scales with the benchmark's GC cost");
        List<PlatformFit> fits = time.fits();
        GcCosts costs = gcCosts(fits, s, notes);
        int observed = indexOf(fits, program.observedPlatformKey());
        if (observed >= 0 && unpriced(fits.get(observed).platform()) != null) {
            // every ratio would be divided by a GC cost that has no basis
            throw new ModelInputException("cannot predict from " + fits.get(observed).platform().key() + ": "
                    + unpriced(fits.get(observed).platform()));
        }
        // a concurrent collector with no stop-the-world mutator to measure its cost against is left out:
        // its own s=0 time as mutator cut its cost to 0 in every replicate, a zero-width interval
        boolean[] priced = new boolean[fits.size()];
        for (int i = 0; i < fits.size(); i++) {
            priced[i] = unpriced(fits.get(i).platform()) == null;
        }
        if (observed < 0 && !anyTrue(priced)) {
            throw new ModelInputException("cannot predict the program: " + unpriced(fits.get(0).platform()));
        }
        boolean calibrated = observed >= 0 && costs.point[observed] > 0;
        if (observed >= 0 && !calibrated) {
            notes.add(String.format(Locale.ROOT, "the benchmark shows no GC cost on %s at s=%.3f; absolute mode used",
                    fits.get(observed).platform().key(), s));
        }
        if (!calibrated && program.allocationRateMBps() == null) {
            throw new ModelInputException("cannot predict the program: its platform is not in the model"
                    + " and its allocation rate is unknown");
        }
        double volume = program.allocationRateMBps() == null ? 0 : program.allocationRateMBps() / 1024.0;
        // The program's time on every platform, per second of its run on the observed one.
        Function<double[], double[]> programTimes = cost -> {
            double[] t = new double[cost.length];
            for (int i = 0; i < cost.length; i++) {
                t[i] = calibrated ? (1 - o) + o * cost[i] / cost[observed] : (1 - o) + volume * cost[i];
            }
            return t;
        };
        double[] total = programTimes.apply(costs.point);
        int baseline = calibrated ? observed : argMin(total, priced);
        double[][] ratios = new double[fits.size()][costs.replicateCount];
        for (int r = 0; r < costs.replicateCount; r++) {
            double[] replicate = new double[fits.size()];
            for (int i = 0; i < fits.size(); i++) {
                replicate[i] = costs.replicates[i][r];
            }
            double[] t = programTimes.apply(replicate);
            for (int i = 0; i < fits.size(); i++) {
                ratios[i][r] = t[i] / t[baseline]; // NaN when a replicate shows no cost on O: dropped
            }
        }
        List<ProgramForecast.ProgramPrediction> predictions = new ArrayList<>();
        for (int i = 0; i < fits.size(); i++) {
            if (!priced[i]) {
                continue;
            }
            PlatformFit fit = fits.get(i);
            predictions.add(new ProgramForecast.ProgramPrediction(fit.platform(),
                    i == baseline ? new Estimate(1, 1.0, 1.0) : Estimate.of(total[i] / total[baseline], ratios[i]),
                    Estimate.of(costs.point[i], costs.replicates[i]), fit.fit().quality().extrapolates(s)));
        }
        predictions.sort(Comparator.comparingDouble((ProgramForecast.ProgramPrediction p) -> p.relativeTime().value())
                .thenComparing(p -> p.platform().key()));
        Double implied = null;
        if (observed >= 0 && program.allocationRateMBps() != null) {
            // Per second of the program's run: mutator 1 − o, allocation V GB, benchmark GC time V·c_O(s).
            double gcSeconds = volume * costs.point[observed];
            implied = 100 * gcSeconds / ((1 - o) + gcSeconds);
        }
        return new ProgramForecast(calibrated ? "calibrated" : "absolute", fits.get(baseline).platform().key(),
                predictions, implied, notes);
    }

    /** GC cost per GB at s of every platform: point estimates and bootstrap replicates. */
    private record GcCosts(double[] point, double[][] replicates, int replicateCount) {
    }

    private GcCosts gcCosts(List<PlatformFit> fits, double s, List<String> notes) {
        int count = fits.size();
        List<Curve> timeCurves = new ArrayList<>();
        List<Curve> overheadCurves = new ArrayList<>();
        List<List<Curve>> timeReplicates = new ArrayList<>();
        List<List<Curve>> overheadReplicates = new ArrayList<>();
        int replicateCount = Integer.MAX_VALUE;
        for (PlatformFit fit : fits) {
            Optional<PlatformFit> overheadFit = overhead == null ? Optional.empty()
                    : model.find(fit.platform().key(), Response.GC_OVERHEAD);
            if (overheadFit.isEmpty()) {
                notes.add(fit.platform().key() + ": no GC overhead fit; its GC cost at s=0 is taken as 0");
            }
            timeCurves.add(fit.fit().curve());
            overheadCurves.add(overheadFit.map(f -> f.fit().curve()).orElse(null));
            List<Curve> t = time.replicatesOf(fit).curves();
            List<Curve> g = overheadFit.map(f -> overhead.replicatesOf(f).curves()).orElse(null);
            timeReplicates.add(t);
            overheadReplicates.add(g);
            replicateCount = Math.min(replicateCount, g == null ? t.size() : Math.min(t.size(), g.size()));
        }
        double[] point = costs(fits, timeCurves, overheadCurves, s);
        double[][] replicates = new double[count][replicateCount];
        for (int r = 0; r < replicateCount; r++) {
            List<Curve> t = new ArrayList<>();
            List<Curve> g = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                t.add(timeReplicates.get(i).get(r));
                g.add(overheadReplicates.get(i) == null ? null : overheadReplicates.get(i).get(r));
            }
            double[] cost = costs(fits, t, g, s);
            for (int i = 0; i < count; i++) {
                replicates[i][r] = cost[i];
            }
        }
        return new GcCosts(point, replicates, replicateCount);
    }

    /**
     * Why the transfer cannot price {@code platform}'s GC cost, or null when it can: a concurrent
     * collector (ZGC, Shenandoah) with no stop-the-world collector of the same mutator
     * ({@link #sameMutator}, with a GC overhead fit) in the model has no mutator to measure its cost
     * against; its own s=0 time, concurrent work included, would be taken for mutator time, which
     * cut its cost to 0 in every bootstrap replicate (a zero-width interval: Shenandoah at 0.48× ZGC
     * where the runs measured 1.62×). Such a platform is left out, not predicted.
     */
    public String unpriced(Platform platform) {
        if (!concurrent(platform) || time.fits().stream().map(PlatformFit::platform).anyMatch(p ->
                sameMutator(p, platform) && !concurrent(p) && model.find(p.key(), Response.GC_OVERHEAD).isPresent())) {
            return null;
        }
        return "no collector of its JVM that works in pauses (Serial, Parallel, G1) is in the model on its host, heap"
                + " and workload, so its concurrent GC work cannot be told from its mutator time and its GC cost has"
                + " no basis (docs/MODEL.md, \"borrow their JVM's mutator\"); make a model with one of the same JVM, e.g."
                + " ./tenure demo --gc g1," + collectorId(platform) + ", or measure the program with tenure compare";
    }

    /** c_P(s) of every platform, each against its {@link #mutatorOf mutator}. */
    private static double[] costs(List<PlatformFit> fits, List<Curve> time, List<Curve> overheadPercent, double s) {
        double[] cost = new double[fits.size()];
        for (int i = 0; i < fits.size(); i++) {
            cost[i] = Math.max(0, time.get(i).valueAt(s) - mutatorOf(fits, time, overheadPercent, i));
        }
        return cost;
    }

    /**
     * Platform i's m_P: its own, or for a collector that works beside the application the least of
     * the stop-the-world collectors' with the same mutator ({@link #sameMutator}; its own when the model has none).
     */
    private static double mutatorOf(List<PlatformFit> fits, List<Curve> time, List<Curve> overheadPercent, int i) {
        Platform platform = fits.get(i).platform();
        double own = mutator(time.get(i), overheadPercent.get(i));
        if (!concurrent(platform)) {
            return own;
        }
        double stopTheWorld = Double.POSITIVE_INFINITY;
        for (int j = 0; j < fits.size(); j++) {
            Platform other = fits.get(j).platform();
            if (sameMutator(other, platform) && !concurrent(other) && overheadPercent.get(j) != null) {
                stopTheWorld = Math.min(stopTheWorld, mutator(time.get(j), overheadPercent.get(j)));
            }
        }
        return Double.isInfinite(stopTheWorld) ? own : stopTheWorld;
    }

    /**
     * Whether two platforms run the same mutator, their collectors and young generations aside: the
     * same JVM on the same host, heap and CPUs, and the same variant, instances and workload point
     * (what a key says after its young part, {@code /variant/cpus=N/instances=N#workload}). The JVM
     * alone lent a concurrent collector the mutator of another host's hardware, another flag set
     * or another workload (jbb's, or reference stores' own work) whenever a model held several.
     * The model cannot see result-bundle's {@code PlatformKey}, which owns the key's layout, so
     * result-bundle's {@code PlatformKeyMutatorTest} checks this against keys that class writes.
     */
    public static boolean sameMutator(Platform a, Platform b) {
        return a.host().equals(b.host()) && a.jvm().equals(b.jvm()) && Objects.equals(a.heapMB(), b.heapMB())
                && Objects.equals(a.cpus(), b.cpus()) && setting(a.key()).equals(setting(b.key()));
    }

    /** A key's parts after host/jvm/collector/heap/young, and its {@code #workload}: "" for a plain platform. */
    private static String setting(String key) {
        // a '#' inside a part is written %23: the first one starts the workload point
        int hash = key.indexOf('#');
        String[] parts = (hash < 0 ? key : key.substring(0, hash)).split("/", -1);
        String rest = parts.length > 5 ? String.join("/", Arrays.asList(parts).subList(5, parts.length)) : "";
        return rest + (hash < 0 ? "" : key.substring(hash));
    }

    /** The collector's id as {@code --gc} takes it: the key's third part ({@code vm/openjdk-17/zgc/heap192m/...}). */
    private static String collectorId(Platform platform) {
        String[] parts = platform.key().split("/");
        return parts.length > 2 ? parts[2] : platform.collector().toLowerCase(Locale.ROOT);
    }

    /** ZGC and Shenandoah, generational or not: their GC work is outside their pauses. */
    static boolean concurrent(Platform platform) {
        String name = platform.collector().toLowerCase(Locale.ROOT);
        return name.startsWith("zgc") || name.startsWith("shenandoah");
    }

    private static int indexOf(List<PlatformFit> fits, String key) {
        if (key == null) {
            return -1;
        }
        for (int i = 0; i < fits.size(); i++) {
            if (fits.get(i).platform().key().equals(key)) {
                return i;
            }
        }
        throw new ModelInputException("no platform with key '" + key + "' in the model");
    }

    /** m_P = t_P(0)·(1 − o_P(0)): the benchmark's time per GB with no survivors, less its pauses. */
    static double mutator(Curve time, Curve overheadPercent) {
        double overheadAtZero = overheadPercent == null ? 0 : Math.min(1, Math.max(0, overheadPercent.valueAt(0) / 100));
        return time.valueAt(0) * (1 - overheadAtZero);
    }

    private static boolean anyTrue(boolean[] values) {
        for (boolean value : values) {
            if (value) {
                return true;
            }
        }
        return false;
    }

    /** The index of the least value among those {@code among} admits. */
    private static int argMin(double[] values, boolean[] among) {
        int best = -1;
        for (int i = 0; i < values.length; i++) {
            if (among[i] && (best < 0 || values[i] < values[best])) {
                best = i;
            }
        }
        return best;
    }
}
