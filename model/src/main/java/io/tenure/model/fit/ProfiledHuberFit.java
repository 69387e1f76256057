package io.tenure.model.fit;

import java.util.function.DoubleFunction;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.univariate.BrentOptimizer;
import org.apache.commons.math3.optim.univariate.SearchInterval;
import org.apache.commons.math3.optim.univariate.UnivariateObjectiveFunction;
import org.apache.commons.math3.optim.univariate.UnivariatePointValuePair;

/**
 * Curves that are linear in all parameters but one (θ: the curvature k of live/free, the hinge
 * s0). For a fixed θ the rest is a {@link HuberRegression}; θ is found by profiling: a grid over
 * its range, then Commons Math's Brent optimizer between the neighbours of the best grid point.
 * Profiling avoids the local minima a joint Levenberg–Marquardt fit of θ falls into when θ is
 * weakly determined, which it is with the handful of survival levels a benchmark runs.
 */
final class ProfiledHuberFit {
    private static final double K_MAX = 0.98;
    private static final int GRID = 16;
    /**
     * Reweightings per θ while searching: a few steps from least squares rank the θ values as the
     * converged fit would; the chosen θ then gets a fully converged fit.
     */
    private static final int SEARCH_ITERATIONS = 4;

    private ProfiledHuberFit() {
    }

    /** s/(1 − k·s): live set over free heap when the live set is k·H·s. */
    static double liveOverFreeTerm(double s, double k) {
        return s / (1 - k * s);
    }

    static Curve liveOverFree(double[] s, double[] y) {
        Profile best = profile(s, y, 0, K_MAX, k -> x -> new double[] {1, liveOverFreeTerm(x, k)});
        return new Curve(ModelKind.LIVE_OVER_FREE, new double[] {best.beta[0], best.beta[1], best.theta});
    }

    static Curve generationalHinge(double[] s, double[] y) {
        double[] distinct = FitMath.distinctSorted(s);
        // The knot must leave points on both sides, or its slope change is not determined.
        double low = distinct[1];
        double high = distinct[distinct.length - 2];
        if (!(high > low)) {
            low = distinct[0] + 1e-9;
            high = distinct[distinct.length - 1] - 1e-9;
        }
        Profile best = profile(s, y, low, high, s0 -> x -> new double[] {1, x, Math.max(0, x - s0)});
        return new Curve(ModelKind.GENERATIONAL_HINGE,
                new double[] {best.beta[0], best.beta[1], best.beta[2], best.theta});
    }

    private record Profile(double theta, double[] beta, double loss) {
    }

    private static Profile profile(double[] s, double[] y, double low, double high,
                                   DoubleFunction<DoubleFunction<double[]>> basisFor) {
        // One scale for every θ, so that the losses compare: the spread around a robust line.
        Curve line = TheilSenFit.fit(s, y);
        double[] lineResiduals = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            lineResiduals[i] = y[i] - line.valueAt(s[i]);
        }
        double scale = FitMath.robustScale(lineResiduals);

        Profile best = null;
        double step = (high - low) / (GRID - 1);
        for (int g = 0; g < GRID; g++) {
            Profile candidate = evaluate(s, y, low + g * step, scale, basisFor, SEARCH_ITERATIONS);
            if (candidate != null && (best == null || candidate.loss < best.loss)) {
                best = candidate;
            }
        }
        if (best == null) {
            throw new FitException("no curvature parameter gives a determined fit");
        }
        double from = Math.max(low, best.theta - step);
        double to = Math.min(high, best.theta + step);
        if (to > from) {
            UnivariatePointValuePair refined = new BrentOptimizer(1e-6, 1e-9).optimize(
                    new MaxEval(200),
                    new UnivariateObjectiveFunction(theta -> {
                        Profile p = evaluate(s, y, theta, scale, basisFor, SEARCH_ITERATIONS);
                        return p == null ? Double.MAX_VALUE : p.loss;
                    }),
                    GoalType.MINIMIZE,
                    new SearchInterval(from, to, Math.min(to, Math.max(from, best.theta))));
            Profile polished = evaluate(s, y, refined.getPoint(), scale, basisFor, SEARCH_ITERATIONS);
            if (polished != null && polished.loss <= best.loss) {
                best = polished;
            }
        }
        Profile converged = evaluate(s, y, best.theta, scale, basisFor, Integer.MAX_VALUE);
        if (converged == null) {
            throw new FitException("no curvature parameter gives a determined fit");
        }
        return converged;
    }

    private static Profile evaluate(double[] s, double[] y, double theta, double scale,
                                    DoubleFunction<DoubleFunction<double[]>> basisFor, int iterations) {
        DoubleFunction<double[]> basis = basisFor.apply(theta);
        double[][] design = new double[s.length][];
        for (int i = 0; i < s.length; i++) {
            design[i] = basis.apply(s[i]);
        }
        try {
            double[] beta = HuberRegression.fit(design, y, Math.min(iterations, HuberRegression.MAX_ITERATIONS));
            double loss = HuberRegression.loss(HuberRegression.residuals(design, y, beta), scale);
            return Double.isFinite(loss) ? new Profile(theta, beta, loss) : null;
        } catch (FitException collinear) {
            return null; // this θ leaves the design singular; other θ may not
        }
    }
}
