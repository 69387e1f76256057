package io.tenure.model;

import io.tenure.model.fit.Curve;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.analysis.solvers.BrentSolver;

/**
 * Survival values in [0, 1] at which two curves cross: sign changes of their difference on a
 * fine grid, each refined by Commons Math's Brent solver. A curve pair that only touches without
 * changing order is not a crossover (the ranking does not change there).
 */
public final class Crossovers {
    private static final int GRID = 400;

    private Crossovers() {
    }

    /** Crossing points of {@code a} and {@code b} in [from, to], ascending. */
    public static List<Double> between(Curve a, Curve b, double from, double to) {
        List<Double> roots = new ArrayList<>();
        BrentSolver solver = new BrentSolver(1e-10);
        double lastSign = 0;
        double lastNonZeroS = from;
        double firstZeroS = Double.NaN; // start of a run of exact zeros since the last non-zero point
        for (int i = 0; i <= GRID; i++) {
            double s = from + (to - from) * i / GRID;
            double d = a.valueAt(s) - b.valueAt(s);
            if (!Double.isFinite(d)) {
                // A curve overflowed here (extreme coefficients, a pole of live-over-free): no
                // crossing can be located across this point, and none is made up.
                lastSign = 0;
                firstZeroS = Double.NaN;
                continue;
            }
            if (d == 0) {
                if (Double.isNaN(firstZeroS)) {
                    firstZeroS = s;
                }
                continue;
            }
            double sign = Math.signum(d);
            if (lastSign != 0 && sign != lastSign) {
                roots.add(Double.isNaN(firstZeroS)
                        ? solver.solve(200, x -> a.valueAt(x) - b.valueAt(x), lastNonZeroS, s)
                        : firstZeroS);
            }
            lastSign = sign;
            lastNonZeroS = s;
            firstZeroS = Double.NaN;
        }
        return roots;
    }
}
