package io.tenure.model;

import io.tenure.model.fit.Curve;
import io.tenure.model.fit.FitException;
import io.tenure.model.fit.ModelKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;

/**
 * Chooses among the {@link ModelKind} candidates by leave-one-survival-out cross-validation: all
 * runs at one survival level are held out, the candidate is fitted to the rest and scored by the
 * mean absolute error of the held-out runs. Holding out whole levels (not single runs) asks the
 * question that matters: how well does the curve predict a survival it has not seen? The
 * absolute error, not the squared one, so that a run three times as long as its twins does not
 * decide. The simplest candidate whose score is within one standard error of the best score
 * wins (Breiman's one-standard-error rule): with a few noisy levels a curvier shape often scores a
 * little better by chance, and the simpler one is the safer prediction between and beyond them.
 */
public final class ModelSelection {
    private ModelSelection() {
    }

    /** Fits every candidate that the data can determine and returns the chosen one. */
    public static SelectedFit select(List<Observation> observations) {
        return select(observations, false);
    }

    /**
     * As {@link #select(List)}; with {@code monotone}, a candidate whose curve changes direction
     * within the measured survival range is scored but not chosen. Used for the cost of a fixed
     * amount of work, which cannot fall as more of it survives: a polynomial that turns over
     * between a handful of noisy levels is fitting the noise, and its wiggles would show up as
     * spurious crossovers.
     */
    public static SelectedFit select(List<Observation> observations, boolean monotone) {
        double[][] points = checked(observations);
        double[] s = points[0];
        double[] y = points[1];
        int distinct = (int) Arrays.stream(s).distinct().count();
        if (distinct < 3) {
            // No held-out level would leave a curve to fit: a line, not cross-validated.
            Curve line = ModelKind.LINEAR.fit(s, y);
            List<CandidateScore> scores = new ArrayList<>();
            for (ModelKind kind : ModelKind.values()) {
                scores.add(new CandidateScore(kind, null, kind == ModelKind.LINEAR
                        ? "chosen without cross-validation: only 2 distinct survival values"
                        : "not scored: needs more distinct survival values"));
            }
            return new SelectedFit(line, quality(line, s, y, null), scores);
        }
        List<CandidateScore> scores = new ArrayList<>();
        ModelKind best = null;
        double bestError = Double.POSITIVE_INFINITY;
        double bestStandardError = 0;
        for (ModelKind kind : ModelKind.values()) {
            // Each fold keeps distinct - 1 levels; the candidate must be determined by them.
            if (distinct - 1 < kind.minimumDistinctSurvivals()) {
                scores.add(new CandidateScore(kind, null, String.format(Locale.ROOT,
                        "not scored: needs %d distinct survival values, have %d",
                        kind.minimumDistinctSurvivals() + 1, distinct)));
                continue;
            }
            try {
                double[] errors = heldOutErrors(kind, s, y);
                double error = new Mean().evaluate(errors);
                if (monotone && !isMonotone(kind.fit(s, y), s)) {
                    scores.add(new CandidateScore(kind, error, "not chosen: changes direction within the measured range"));
                    continue;
                }
                scores.add(new CandidateScore(kind, error, ""));
                if (error < bestError) {
                    bestError = error;
                    bestStandardError = new StandardDeviation().evaluate(errors) / Math.sqrt(errors.length);
                }
            } catch (FitException e) {
                scores.add(new CandidateScore(kind, null, "not scored: " + e.getMessage()));
            }
        }
        for (CandidateScore score : scores) { // candidates are in order of complexity
            if (score.cvMeanAbsError() != null && score.note().isEmpty()
                    && score.cvMeanAbsError() <= bestError + bestStandardError + 1e-15) {
                best = score.kind();
                break;
            }
        }
        if (best == null) {
            throw new FitException("no candidate curve could be fitted to " + s.length + " observations");
        }
        Curve curve = best.fit(s, y);
        return new SelectedFit(curve, quality(curve, s, y, bestErrorOf(scores, best)), scores);
    }

    /** True when the curve does not change direction over the survival range of the points. */
    static boolean isMonotone(Curve curve, double[] s) {
        double low = Arrays.stream(s).min().orElseThrow();
        double high = Arrays.stream(s).max().orElseThrow();
        int steps = 200;
        double[] values = new double[steps + 1];
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i <= steps; i++) {
            values[i] = curve.valueAt(low + (high - low) * i / steps);
            min = Math.min(min, values[i]);
            max = Math.max(max, values[i]);
        }
        double tolerance = 1e-9 * (max - min + Math.abs(max));
        boolean rises = false;
        boolean falls = false;
        for (int i = 1; i <= steps; i++) {
            rises |= values[i] > values[i - 1] + tolerance;
            falls |= values[i] < values[i - 1] - tolerance;
        }
        return !(rises && falls);
    }

    /** Fits one given shape (no selection); its cross-validated error when it can be computed. */
    public static SelectedFit fitKind(List<Observation> observations, ModelKind kind) {
        double[][] points = checked(observations);
        Curve curve = kind.fit(points[0], points[1]);
        Double error = null;
        int distinct = (int) Arrays.stream(points[0]).distinct().count();
        if (distinct >= 3 && distinct - 1 >= kind.minimumDistinctSurvivals()) {
            try {
                error = crossValidatedError(kind, points[0], points[1]);
            } catch (FitException e) {
                error = null;
            }
        }
        return new SelectedFit(curve, quality(curve, points[0], points[1], error), List.of());
    }

    static double crossValidatedError(ModelKind kind, double[] s, double[] y) {
        return new Mean().evaluate(heldOutErrors(kind, s, y));
    }

    /** The absolute prediction error of every observation when its survival level is held out. */
    static double[] heldOutErrors(ModelKind kind, double[] s, double[] y) {
        double[] levels = Arrays.stream(s).sorted().distinct().toArray();
        double[] errors = new double[s.length];
        for (double heldOut : levels) {
            int kept = 0;
            for (double v : s) {
                if (v != heldOut) {
                    kept++;
                }
            }
            double[] trainS = new double[kept];
            double[] trainY = new double[kept];
            int k = 0;
            for (int i = 0; i < s.length; i++) {
                if (s[i] != heldOut) {
                    trainS[k] = s[i];
                    trainY[k++] = y[i];
                }
            }
            Curve curve = kind.fit(trainS, trainY);
            double prediction = curve.valueAt(heldOut);
            for (int i = 0; i < s.length; i++) {
                if (s[i] == heldOut) {
                    errors[i] = Math.abs(y[i] - prediction);
                    if (!Double.isFinite(errors[i])) {
                        throw new FitException("cross-validation gave a non-finite error");
                    }
                }
            }
        }
        return errors;
    }

    private static Double bestErrorOf(List<CandidateScore> scores, ModelKind kind) {
        return scores.stream().filter(c -> c.kind() == kind).findFirst().map(CandidateScore::cvMeanAbsError).orElse(null);
    }

    static FitQuality quality(Curve curve, double[] s, double[] y, Double cvError) {
        int n = s.length;
        double mean = Arrays.stream(y).average().orElseThrow();
        double ssTotal = 0;
        double ssResidual = 0;
        for (int i = 0; i < n; i++) {
            ssTotal += (y[i] - mean) * (y[i] - mean);
            double r = y[i] - curve.valueAt(s[i]);
            ssResidual += r * r;
        }
        Double rSquared = ssTotal > 1e-300 ? 1 - ssResidual / ssTotal : null;
        int dof = n - curve.degreesOfFreedomUsed();
        Double rse = dof > 0 ? Math.sqrt(ssResidual / dof) : null;
        double min = Arrays.stream(s).min().orElseThrow();
        double max = Arrays.stream(s).max().orElseThrow();
        return new FitQuality(n, (int) Arrays.stream(s).distinct().count(), min, max, rSquared, rse, cvError);
    }

    private static double[][] checked(List<Observation> observations) {
        if (observations.isEmpty()) {
            throw new ModelInputException("no observations to fit");
        }
        double[] s = observations.stream().mapToDouble(Observation::survival).toArray();
        double[] y = observations.stream().mapToDouble(Observation::value).toArray();
        long distinct = Arrays.stream(s).distinct().count();
        if (distinct < 2) {
            throw new FitException(String.format(Locale.ROOT,
                    "a curve needs at least 2 distinct survival values; all %d observation%s at s=%s",
                    s.length, s.length == 1 ? " is" : "s are",
                    new java.math.BigDecimal(String.format(Locale.ROOT, "%.4f", s[0])).stripTrailingZeros().toPlainString()));
        }
        return new double[][] {s, y};
    }
}
