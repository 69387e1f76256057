package io.tenure.model.factors;

import io.tenure.model.BootstrapFits;
import io.tenure.model.Estimate;
import io.tenure.model.ModelInputException;
import io.tenure.model.PlatformMeasurements;
import io.tenure.model.Response;
import io.tenure.model.fit.HuberRegression;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Fits the multi-factor model of every platform whose cells vary a knob besides survival (a
 * {@code tenure bench --design} bundle); survival-only platforms have the survival curves alone,
 * the special case this model reduces to.
 *
 * <p>Each fit is a Huber regression ({@link HuberRegression}, robust to a run that a busy
 * machine slowed down) of the runs' values on the {@link Term}s whose column varies over the
 * points. Quality is leave-one-design-point-out cross-validation: every run of one cell is held
 * out, the rest refitted, the held-out runs predicted. Intervals are a bootstrap over design
 * points (all runs of a drawn point come with it), percentile 95 %; a replicate whose points do
 * not determine every term (e.g. the same point drawn too often) is left out. The stream is
 * {@link SplittableRandom}, seeded from the model's seed and the platform key as the survival
 * curves are ({@link BootstrapFits#seedFor}), so the same points, replicates and seed give the same
 * intervals.
 */
public final class FactorFits {
    /** The responses with a multi-factor fit: the costs of a fixed amount of work. */
    public static final List<Response> RESPONSES = List.of(Response.TIME, Response.CPU_TIME);
    /** Points beyond the number of terms that a fit needs, so that cross-validation has something to hold out. */
    static final int SPARE_POINTS = 2;
    /** The live set's knob, as {@code tenure bench --range} and the fit's ranges name it. */
    public static final String LIVE_SET_KNOB = "live-set";

    private FactorFits() {
    }

    /** The fits of every platform that has a multi-factor design, and notes on those that could not be fitted. */
    public record Result(List<FactorFit> fits, List<String> notes) {
        public Result {
            fits = List.copyOf(fits);
            notes = List.copyOf(notes);
        }
    }

    public static Result fit(List<PlatformMeasurements> platforms, int replicates, long seed) {
        List<FactorFit> fits = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (PlatformMeasurements measured : platforms) {
            String key = measured.platform().key();
            boolean anyMeasured = measured.levels().stream().flatMap(l -> l.runs().stream())
                    .anyMatch(r -> r.measuredSurvival() != null);
            for (Response response : RESPONSES) {
                List<FactorPoint> points = points(measured.levels(), response);
                if (!isDesign(points)) {
                    continue; // survival alone (or nothing) varies: the survival curve is the model
                }
                try {
                    fits.add(fit(key, response, anyMeasured ? "measured" : "target", points, replicates, seed));
                } catch (ModelInputException e) {
                    notes.add(key + " (" + response.id() + "): no multi-factor fit: " + e.getMessage());
                }
            }
        }
        return new Result(fits, notes);
    }

    /** The multi-factor fit of one platform's design points. */
    public static FactorFit fit(String key, Response response, String survivalSource, List<FactorPoint> points,
                                int replicates, long seed) {
        long withLiveSet = points.stream().filter(p -> p.liveSetFraction() != null).count();
        if (withLiveSet > 0 && withLiveSet < points.size()) {
            // a point without a live-set knob has a live set too, just not one the design chose: 0 would be wrong
            throw new ModelInputException(String.format(Locale.ROOT, "%d of %d design points set a live set and the"
                    + " others do not: fit the bundles of each design apart", withLiveSet, points.size()));
        }
        List<Term> terms = activeTerms(points);
        if (points.size() < terms.size() + SPARE_POINTS) {
            throw new ModelInputException(String.format(Locale.ROOT,
                    "%d design points for %d terms (%s): at least %d are needed", points.size(), terms.size(),
                    String.join(", ", terms.stream().map(Term::id).toList()), terms.size() + SPARE_POINTS));
        }
        double[] beta = coefficients(terms, points);
        double[] centre = centre(terms, points);
        double centreValue = dot(beta, centre);
        double[][] boot = bootstrap(terms, points, replicates, BootstrapFits.seedFor(seed, key));
        List<TermEffect> effects = new ArrayList<>();
        for (int k = 0; k < terms.size(); k++) {
            int column = k;
            double[] coefficient = Arrays.stream(boot).mapToDouble(b -> b[column]).toArray();
            Estimate effect = null;
            if (terms.get(k) != Term.INTERCEPT && centreValue > 0) {
                double step = terms.get(k).displayStep();
                double[] percent = Arrays.stream(boot).mapToDouble(b -> 100 * b[column] * step / dot(b, centre)).toArray();
                effect = Estimate.of(100 * beta[k] * step / centreValue, percent);
            }
            effects.add(new TermEffect(terms.get(k).id(), Estimate.of(beta[k], coefficient), effect, terms.get(k).per()));
        }
        double[] centreReplicates = Arrays.stream(boot).mapToDouble(b -> dot(b, centre)).toArray();
        return new FactorFit(key, response.id(), survivalSource, effects, Estimate.of(centreValue, centreReplicates),
                quality(terms, points, beta), ranges(points), points);
    }

    /**
     * The bootstrap replicates of a fit's coefficients (rows; NaN rows for replicates that could
     * not be fitted), redrawn from its points: the same for the same points, replicates and seed.
     */
    public static double[][] replicates(FactorFit fit, int replicates, long seed) {
        return bootstrap(fit.termList(), fit.points(), replicates, BootstrapFits.seedFor(seed, fit.platform()));
    }

    /** Whether a knob besides survival varies over the points (else the survival curve is the whole model). */
    static boolean isDesign(List<FactorPoint> points) {
        return varies(points, Term.REF_STORES) || varies(points, Term.OLD_TO_YOUNG_STORES) || varies(points, Term.COMPUTE)
                || varies(points, Term.EXTRA_THREADS) || varies(points, Term.LIVE_SET);
    }

    /** The terms whose column varies over the points, intercept first. */
    static List<Term> activeTerms(List<FactorPoint> points) {
        List<Term> terms = new ArrayList<>(List.of(Term.INTERCEPT));
        for (Term term : Term.values()) {
            if (term != Term.INTERCEPT && varies(points, term)) {
                terms.add(term);
            }
        }
        return terms;
    }

    private static boolean varies(List<FactorPoint> points, Term term) {
        return points.stream().mapToDouble(term::column).distinct().count() > 1;
    }

    /**
     * A platform's ok cells as design points of one response; cells without a value for it are left
     * out. A cell's live set is its runs' measured one (median), else its target, and only where the
     * cell set one: a cell without the knob holds a live set too, but one that follows from its
     * survival and derived lifetime, so taking it would put a term collinear with survival into
     * every design, old bundles' included. Where the cells' targets are all one live set (a design
     * at one {@code --live-set}), the target is every point's: the measured one varies by its noise
     * alone, and a knob the design did not vary stays out of the fit.
     */
    static List<FactorPoint> points(List<PlatformMeasurements.Level> levels, Response response) {
        boolean liveSetVaried = levels.stream().map(l -> l.knobs().liveSetFraction()).filter(Objects::nonNull)
                .distinct().count() > 1;
        List<FactorPoint> points = new ArrayList<>();
        for (PlatformMeasurements.Level level : levels) {
            List<Double> values = level.runs().stream().map(r -> r.values().get(response)).filter(Objects::nonNull).toList();
            if (values.isEmpty()) {
                continue;
            }
            double[] measured = level.runs().stream().map(PlatformMeasurements.Run::measuredSurvival)
                    .filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
            double s = measured.length == 0 ? level.targetSurvival() : Math.min(1, Math.max(0, new Median().evaluate(measured)));
            Double liveSet = level.knobs().liveSetFraction();
            if (liveSet != null && liveSetVaried) {
                double[] held = level.runs().stream().map(PlatformMeasurements.Run::measuredLiveSet)
                        .filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
                liveSet = held.length == 0 ? liveSet : Math.min(1, Math.max(0, new Median().evaluate(held)));
            }
            points.add(new FactorPoint(s, level.knobs().refStoresPerKB(), level.knobs().oldToYoung(),
                    level.knobs().computePerKB(), level.knobs().threads(), liveSet, values));
        }
        return points;
    }

    static double[] coefficients(List<Term> terms, List<FactorPoint> points) {
        int runs = points.stream().mapToInt(p -> p.values().size()).sum();
        double[][] design = new double[runs][];
        double[] y = new double[runs];
        int i = 0;
        for (FactorPoint point : points) {
            double[] row = row(terms, point);
            for (double value : point.values()) {
                design[i] = row;
                y[i++] = value;
            }
        }
        return HuberRegression.fit(design, y);
    }

    static double[] row(List<Term> terms, FactorPoint point) {
        double[] row = new double[terms.size()];
        for (int k = 0; k < row.length; k++) {
            row[k] = terms.get(k).column(point);
        }
        return row;
    }

    static double dot(double[] a, double[] b) {
        double sum = 0;
        for (int k = 0; k < a.length; k++) {
            sum += a[k] * b[k];
        }
        return sum;
    }

    private static double[] centre(List<Term> terms, List<FactorPoint> points) {
        double[] centre = new double[terms.size()];
        for (FactorPoint point : points) {
            double[] row = row(terms, point);
            for (int k = 0; k < row.length; k++) {
                centre[k] += row[k] / points.size();
            }
        }
        return centre;
    }

    private static double[][] bootstrap(List<Term> terms, List<FactorPoint> points, int replicates, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] boot = new double[replicates][];
        for (int b = 0; b < replicates; b++) {
            List<FactorPoint> drawn = new ArrayList<>(points.size());
            for (int i = 0; i < points.size(); i++) {
                drawn.add(points.get(random.nextInt(points.size())));
            }
            boot[b] = determined(terms, drawn) ? tryFit(terms, drawn) : nan(terms.size());
        }
        return boot;
    }

    /** Whether the drawn points determine every term: enough distinct points, each term's column varying. */
    private static boolean determined(List<Term> terms, List<FactorPoint> drawn) {
        if (drawn.stream().distinct().count() < terms.size() + 1) {
            return false;
        }
        return terms.stream().allMatch(t -> t == Term.INTERCEPT || varies(drawn, t));
    }

    private static double[] tryFit(List<Term> terms, List<FactorPoint> points) {
        try {
            return coefficients(terms, points);
        } catch (ModelInputException e) {
            return nan(terms.size());
        }
    }

    private static double[] nan(int n) {
        double[] row = new double[n];
        Arrays.fill(row, Double.NaN);
        return row;
    }

    private static FactorQuality quality(List<Term> terms, List<FactorPoint> points, double[] beta) {
        double mean = points.stream().flatMap(p -> p.values().stream()).mapToDouble(Double::doubleValue).average().orElse(0);
        double ssRes = 0;
        double ssTot = 0;
        int runs = 0;
        for (FactorPoint point : points) {
            double fitted = dot(beta, row(terms, point));
            for (double v : point.values()) {
                ssRes += (v - fitted) * (v - fitted);
                ssTot += (v - mean) * (v - mean);
                runs++;
            }
        }
        double absError = 0;
        double relError = 0;
        int held = 0;
        for (int j = 0; j < points.size(); j++) {
            List<FactorPoint> rest = new ArrayList<>(points);
            FactorPoint out = rest.remove(j);
            if (!determined(terms, rest)) {
                continue;
            }
            double[] b = tryFit(terms, rest);
            if (Double.isNaN(b[0])) {
                continue;
            }
            double predicted = dot(b, row(terms, out));
            for (double v : out.values()) {
                absError += Math.abs(v - predicted);
                relError += v == 0 ? 0 : Math.abs(v - predicted) / Math.abs(v);
                held++;
            }
        }
        return new FactorQuality(points.size(), runs, ssTot > 0 ? 1 - ssRes / ssTot : null,
                held == 0 ? null : absError / held, held == 0 ? null : relError / held);
    }

    /** The knobs' ranges; {@code live-set} only where the points set one, so fits without it are written as before. */
    private static List<KnobRange> ranges(List<FactorPoint> points) {
        List<KnobRange> ranges = new ArrayList<>(List.of(
                range("survival", points.stream().mapToDouble(FactorPoint::survival).toArray()),
                range("ref-stores", points.stream().mapToDouble(FactorPoint::refStoresPerKB).toArray()),
                range("old-to-young", points.stream().mapToDouble(FactorPoint::oldToYoung).toArray()),
                range("compute", points.stream().mapToDouble(FactorPoint::computePerKB).toArray()),
                range("threads", points.stream().mapToDouble(FactorPoint::threads).toArray())));
        double[] liveSets = points.stream().map(FactorPoint::liveSetFraction).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).toArray();
        if (liveSets.length > 0) {
            ranges.add(range(LIVE_SET_KNOB, liveSets));
        }
        return ranges;
    }

    private static KnobRange range(String knob, double[] values) {
        return new KnobRange(knob, Arrays.stream(values).min().orElse(0), Arrays.stream(values).max().orElse(0));
    }
}
