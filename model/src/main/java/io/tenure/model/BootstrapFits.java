package io.tenure.model;

import io.tenure.model.fit.Curve;
import io.tenure.model.fit.FitException;
import io.tenure.model.fit.ModelKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Bootstrap over repetitions: each replicate draws, within every survival level, as many runs as
 * the level has, with replacement, and refits the chosen shape (the choice itself is not redone:
 * the bands are conditional on the selected model). Resampling within levels keeps the design
 * of the benchmark (the same survival levels) and lets the run-to-run noise of each level speak
 * for itself, which matters on machines where identical runs differ up to 3x. When no level has
 * two runs there is nothing to resample, and the residuals of the fit are resampled instead; when
 * the curve passes through every point there are no residuals either, and there are no replicates
 * (the estimates then have no interval rather than one of zero width).
 *
 * <p>Reproducible: the random stream is {@link SplittableRandom} (its algorithm is specified, so
 * it gives the same numbers on every JVM) seeded from the user's seed and the platform key, so a
 * platform's replicates do not depend on which other platforms are in the model.
 */
public final class BootstrapFits {
    private BootstrapFits() {
    }

    public static Replicates of(List<Observation> observations, ModelKind kind, int count, long seed) {
        if (count < 1) {
            throw new ModelInputException("the bootstrap needs at least 1 replicate, got " + count);
        }
        TreeMap<Double, List<Observation>> levels = new TreeMap<>();
        for (Observation o : observations) {
            levels.computeIfAbsent(o.survival(), k -> new ArrayList<>()).add(o);
        }
        boolean repeated = levels.values().stream().anyMatch(l -> l.size() > 1);
        SplittableRandom random = new SplittableRandom(seed);
        double[] s = observations.stream().mapToDouble(Observation::survival).toArray();
        double[] y = observations.stream().mapToDouble(Observation::value).toArray();
        Curve original = repeated ? null : kind.fit(s, y);
        if (original != null && interpolates(original, s, y)) {
            // a curve through every point (two levels of one run each, a line) leaves no residual to
            // resample: every replicate would be the fit itself, a "95 %" interval of zero width
            return new Replicates(List.of(), 0, NONE);
        }
        List<Curve> curves = new ArrayList<>(count);
        int failed = 0;
        for (int r = 0; r < count; r++) {
            double[] ys = new double[y.length];
            double[] ss = new double[s.length];
            if (repeated) {
                int i = 0;
                for (List<Observation> level : levels.values()) {
                    for (int j = 0; j < level.size(); j++) {
                        Observation drawn = level.get(random.nextInt(level.size()));
                        ss[i] = drawn.survival();
                        ys[i++] = drawn.value();
                    }
                }
            } else {
                for (int i = 0; i < y.length; i++) {
                    int k = random.nextInt(y.length);
                    ss[i] = s[i];
                    ys[i] = original.valueAt(s[i]) + (y[k] - original.valueAt(s[k]));
                }
            }
            try {
                curves.add(kind.fit(ss, ys));
            } catch (FitException e) {
                failed++;
            }
        }
        return new Replicates(curves, failed, repeated ? "runs" : "residuals");
    }

    /** The method of a platform that has nothing to resample: its estimates have no interval. */
    public static final String NONE = "none";

    /** True when {@code curve} passes through every point, to rounding: no residual is left. */
    private static boolean interpolates(Curve curve, double[] s, double[] y) {
        double scale = 0;
        for (double v : y) {
            scale = Math.max(scale, Math.abs(v));
        }
        for (int i = 0; i < y.length; i++) {
            if (Math.abs(y[i] - curve.valueAt(s[i])) > 1e-9 * Math.max(scale, Double.MIN_NORMAL)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The seed of one platform's stream: the user's seed mixed with a stable hash of the key. The
     * response is left out on purpose: a platform's time and GC-overhead replicates then draw
     * the same runs (when every run has both figures), which the program transfer relies on.
     */
    public static long seedFor(long seed, String platformKey) {
        long hash = 1125899906842597L;
        for (byte b : platformKey.getBytes(StandardCharsets.UTF_8)) {
            hash = 31 * hash + b;
        }
        return new SplittableRandom(seed ^ hash).nextLong();
    }
}
