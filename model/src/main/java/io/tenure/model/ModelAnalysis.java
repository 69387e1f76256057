package io.tenure.model;

import io.tenure.model.fit.Curve;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Derived figures of a {@link SurvivalModel} for one response, with bootstrap intervals: the
 * ranking of platforms at a survival, gaps between pairs, crossovers. Bootstrap replicates are
 * computed once per platform on first use (this object is not thread-safe); the same model,
 * response, replicate count and seed always give the same numbers.
 */
public final class ModelAnalysis {
    private final SurvivalModel model;
    private final Response response;
    private final int replicateCount;
    private final long seed;
    private final Map<String, Replicates> replicates = new HashMap<>();

    public ModelAnalysis(SurvivalModel model, Response response, int replicateCount, long seed) {
        if (model.fitsFor(response).isEmpty()) {
            throw new ModelInputException("the model has no fitted platform for response " + response.id());
        }
        if (replicateCount < 1) {
            throw new ModelInputException("the bootstrap needs at least 1 replicate, got " + replicateCount);
        }
        this.model = model;
        this.response = response;
        this.replicateCount = replicateCount;
        this.seed = seed;
    }

    public List<PlatformFit> fits() {
        return model.fitsFor(response);
    }

    public Replicates replicatesOf(PlatformFit fit) {
        return replicates.computeIfAbsent(fit.platform().key(), key -> BootstrapFits.of(fit.observations(),
                fit.fit().curve().kind(), replicateCount, BootstrapFits.seedFor(seed, key)));
    }

    /** The fitted value of every platform at {@code s}, fastest first. */
    public List<Prediction> rank(double s, String baselineKey) {
        List<PlatformFit> fits = new ArrayList<>(fits());
        fits.sort(Comparator.comparingDouble((PlatformFit f) -> f.valueAt(s)).thenComparing(f -> f.platform().key()));
        PlatformFit baseline = baselineKey == null ? fits.get(0) : model.find(baselineKey, response)
                .orElseThrow(() -> new ModelInputException("no platform with key '" + baselineKey + "' in the model"));
        List<Prediction> ranking = new ArrayList<>();
        for (PlatformFit fit : fits) {
            double[] atS = replicatesOf(fit).valuesAt(s);
            Estimate fitted = Estimate.of(fit.valueAt(s), atS);
            Estimate ownZero = null;
            if (fit.valueAt(0) > 0) {
                double[] atZero = replicatesOf(fit).valuesAt(0);
                double[] ratios = new double[atS.length];
                for (int i = 0; i < ratios.length; i++) {
                    ratios[i] = atZero[i] > 0 ? atS[i] / atZero[i] : Double.NaN;
                }
                ownZero = Estimate.of(fit.valueAt(s) / fit.valueAt(0), ratios);
            }
            ranking.add(new Prediction(fit.platform(), fitted, gap(fit, baseline, s).ratio(), ownZero,
                    fit.fit().quality().extrapolates(s)));
        }
        return ranking;
    }

    /** The fitted curve with its 95 % bootstrap band at each survival of {@code grid}. */
    public List<BandPoint> band(PlatformFit fit, double[] grid) {
        List<BandPoint> band = new ArrayList<>(grid.length);
        for (double s : grid) {
            band.add(new BandPoint(s, Estimate.of(fit.valueAt(s), replicatesOf(fit).valuesAt(s))));
        }
        return band;
    }

    /** One point of a confidence band. */
    public record BandPoint(double survival, Estimate value) {
    }

    /** Every pair at {@code s}, as slower / faster (ratio ≥ 1 at the point estimate). */
    public List<Gap> gaps(double s) {
        List<PlatformFit> fits = fits();
        List<Gap> gaps = new ArrayList<>();
        for (int i = 0; i < fits.size(); i++) {
            for (int j = i + 1; j < fits.size(); j++) {
                PlatformFit a = fits.get(i);
                PlatformFit b = fits.get(j);
                gaps.add(a.valueAt(s) >= b.valueAt(s) ? gap(a, b, s) : gap(b, a, s));
            }
        }
        gaps.sort(Comparator.comparing((Gap g) -> g.ratio() == null ? 0.0 : -g.ratio().value()));
        return gaps;
    }

    /**
     * numerator / denominator at {@code s}. Where both platforms have a level of at least
     * {@link LevelShift#MIN_RUNS} runs within {@link PairedRatio#LEVEL_TOLERANCE} of {@code s}, the
     * ratio and its interval are those runs' own, by ranks ({@link LevelShift}: one slow fork moves
     * neither); with {@link PairedRatio#MIN_PAIRS} to {@code MIN_RUNS − 1} runs, the fitted curves'
     * ratio with a t interval on the runs' paired ratios ({@link PairedRatio}); elsewhere the
     * curves' ratio with the interval of the paired bootstrap replicates.
     */
    public Gap gap(PlatformFit numerator, PlatformFit denominator, double s) {
        double bottom = denominator.valueAt(s);
        if (!(bottom > 0)) {
            return new Gap(numerator.platform(), denominator.platform(), s, null, String.format(Locale.ROOT,
                    "no ratio: %s's fitted %s at s=%.3f is %.4g, not positive",
                    denominator.platform().key(), response.id(), s, bottom));
        }
        double point = numerator.valueAt(s) / bottom;
        if (numerator == denominator) {
            return new Gap(numerator.platform(), denominator.platform(), s, new Estimate(1, 1.0, 1.0), "");
        }
        Estimate byRanks = LevelShift.ratioAtLevel(numerator.observations(), denominator.observations(), s);
        if (byRanks != null) {
            return new Gap(numerator.platform(), denominator.platform(), s, byRanks, "");
        }
        Double halfWidth = PairedRatio.logHalfWidthAtLevel(numerator.observations(), denominator.observations(), s);
        if (halfWidth != null) {
            // measured at this survival: the runs' own spread, not a bootstrap of 3 forks
            return new Gap(numerator.platform(), denominator.platform(), s,
                    new Estimate(point, point * Math.exp(-halfWidth), point * Math.exp(halfWidth)), "");
        }
        double[] top = replicatesOf(numerator).valuesAt(s);
        double[] under = replicatesOf(denominator).valuesAt(s);
        int n = Math.min(top.length, under.length);
        double[] ratios = new double[n];
        for (int i = 0; i < n; i++) {
            ratios[i] = under[i] > 0 ? top[i] / under[i] : Double.NaN;
        }
        return new Gap(numerator.platform(), denominator.platform(), s, Estimate.of(point, ratios), "");
    }

    /** Crossovers of every pair in [0, 1]. */
    public List<CrossoverResult> crossovers() {
        List<PlatformFit> fits = fits();
        List<CrossoverResult> results = new ArrayList<>();
        for (int i = 0; i < fits.size(); i++) {
            for (int j = i + 1; j < fits.size(); j++) {
                results.add(crossover(fits.get(i), fits.get(j)));
            }
        }
        return results;
    }

    public CrossoverResult crossover(PlatformFit a, PlatformFit b) {
        Curve curveA = a.fit().curve();
        Curve curveB = b.fit().curve();
        List<Double> points = Crossovers.between(curveA, curveB, 0, 1);
        if (points.isEmpty()) {
            return new CrossoverResult(a.platform(), b.platform(), List.of(), "none in [0, 1]");
        }
        List<Curve> repA = replicatesOf(a).curves();
        List<Curve> repB = replicatesOf(b).curves();
        int n = Math.min(repA.size(), repB.size());
        List<List<Double>> replicateRoots = new ArrayList<>(n);
        int crossing = 0;
        for (int r = 0; r < n; r++) {
            List<Double> roots = Crossovers.between(repA.get(r), repB.get(r), 0, 1);
            replicateRoots.add(roots);
            if (!roots.isEmpty()) {
                crossing++;
            }
        }
        double share = n == 0 ? 0 : (double) crossing / n;
        double low = Math.max(a.fit().quality().survivalMin(), b.fit().quality().survivalMin());
        double high = Math.min(a.fit().quality().survivalMax(), b.fit().quality().survivalMax());
        List<Crossing> crossings = new ArrayList<>();
        for (double point : points) {
            double[] nearest = replicateRoots.stream().filter(r -> !r.isEmpty())
                    .mapToDouble(r -> r.stream().min(Comparator.comparingDouble(x -> Math.abs(x - point))).orElseThrow())
                    .toArray();
            double below = Math.max(0, point - 1e-6);
            String fasterBelow = curveA.valueAt(below) < curveB.valueAt(below) ? a.platform().key() : b.platform().key();
            crossings.add(new Crossing(Estimate.of(point, nearest), share,
                    point >= low - 1e-12 && point <= high + 1e-12, fasterBelow));
        }
        return new CrossoverResult(a.platform(), b.platform(), crossings, "");
    }
}
