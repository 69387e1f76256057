package io.tenure.model;

import io.tenure.model.fit.Curve;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
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
 *   calibrated (program ran on O):  T_P / T_O = (1 − o) + o · c_P(s) / c_O(s)
 *   absolute   (O not in model):    T_P = (1 − o) + V · c_P(s),  V = allocation rate / 1024 (GB/s)
 * </pre>
 *
 * where t_P is the fitted time per GB, o_P the fitted GC overhead fraction, o the program's own
 * overhead fraction. Intervals come from the same bootstrap replicates as the gaps.
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
        int baseline = calibrated ? observed : argMin(total);
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
        double[] point = new double[fits.size()];
        double[][] replicates = new double[fits.size()][];
        int replicateCount = Integer.MAX_VALUE;
        for (int i = 0; i < fits.size(); i++) {
            PlatformFit fit = fits.get(i);
            Optional<PlatformFit> overheadFit = overhead == null ? Optional.empty()
                    : model.find(fit.platform().key(), Response.GC_OVERHEAD);
            if (overheadFit.isEmpty()) {
                notes.add(fit.platform().key() + ": no GC overhead fit; its GC cost at s=0 is taken as 0");
            }
            point[i] = gcCost(fit.fit().curve(), overheadFit.map(f -> f.fit().curve()).orElse(null), s);
            List<Curve> t = time.replicatesOf(fit).curves();
            List<Curve> g = overheadFit.map(f -> overhead.replicatesOf(f).curves()).orElse(null);
            int n = g == null ? t.size() : Math.min(t.size(), g.size());
            replicates[i] = new double[n];
            for (int r = 0; r < n; r++) {
                replicates[i][r] = gcCost(t.get(r), g == null ? null : g.get(r), s);
            }
            replicateCount = Math.min(replicateCount, n);
        }
        return new GcCosts(point, replicates, replicateCount);
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

    /** c_P(s) = max(0, t_P(s) − t_P(0)·(1 − o_P(0))). */
    static double gcCost(Curve time, Curve overheadPercent, double s) {
        double overheadAtZero = overheadPercent == null ? 0 : Math.min(1, Math.max(0, overheadPercent.valueAt(0) / 100));
        double mutator = time.valueAt(0) * (1 - overheadAtZero);
        return Math.max(0, time.valueAt(s) - mutator);
    }

    private static int argMin(double[] values) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] < values[best]) {
                best = i;
            }
        }
        return best;
    }
}
