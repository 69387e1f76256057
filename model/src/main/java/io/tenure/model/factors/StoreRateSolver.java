package io.tenure.model.factors;

import java.util.List;

/**
 * The reference-store rate r in [0, max] at which model v2's ratios T_P/T_O come nearest the
 * program's measured ones: least squares on log ratios over the calibration platforms. Each
 * ratio is monotone in r (r enters linearly through the barrier terms), so the sum is smooth and
 * nearly always unimodal; a coarse grid finds its basin and a golden-section search refines it,
 * about a hundred evaluations, cheap enough to solve once per bootstrap replicate.
 */
final class StoreRateSolver {
    /** Grid cells over [0, max] before the refinement. */
    private static final int GRID = 64;
    private static final int REFINEMENTS = 40;
    private static final double GOLDEN = (Math.sqrt(5) - 1) / 2;

    /** T_P/T_O at a rate, for one calibration platform; NaN where the model gives no positive time. */
    interface RatioAt {
        double at(double r);
    }

    /** One calibration platform: the model's ratio as a function of r, and the measured ratio. */
    record Target(RatioAt model, double measured) {
    }

    private StoreRateSolver() {
    }

    /** The rate in [0, max] that fits the targets best; NaN when no rate gives every target a ratio. */
    static double solve(List<Target> targets, double max) {
        double bestR = Double.NaN;
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i <= GRID; i++) {
            double r = max * i / GRID;
            double loss = loss(targets, r);
            if (loss < best) {
                best = loss;
                bestR = r;
            }
        }
        if (Double.isNaN(bestR) || max <= 0) {
            return bestR;
        }
        double lo = Math.max(0, bestR - max / GRID);
        double hi = Math.min(max, bestR + max / GRID);
        double a = hi - GOLDEN * (hi - lo);
        double b = lo + GOLDEN * (hi - lo);
        double fa = loss(targets, a);
        double fb = loss(targets, b);
        for (int k = 0; k < REFINEMENTS; k++) {
            if (fa <= fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - GOLDEN * (hi - lo);
                fa = loss(targets, a);
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + GOLDEN * (hi - lo);
                fb = loss(targets, b);
            }
        }
        double refined = (lo + hi) / 2;
        return loss(targets, refined) <= best ? refined : bestR;
    }

    /** Sum of squared log errors; infinite where a target has no ratio. */
    static double loss(List<Target> targets, double r) {
        double sum = 0;
        for (Target t : targets) {
            double ratio = t.model().at(r);
            if (!(ratio > 0)) {
                return Double.POSITIVE_INFINITY;
            }
            double e = Math.log(ratio / t.measured());
            sum += e * e;
        }
        return sum;
    }
}
