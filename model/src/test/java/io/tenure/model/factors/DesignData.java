package io.tenure.model.factors;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A known multi-factor surface sampled on a Latin hypercube with Gaussian noise, seeded: the
 * truth the property tests recover.
 */
final class DesignData {
    /** b0, b_s, b_r, b_ry, b_c, b_t: a G1-like platform (barrier cost per store, copying per survivor). */
    static final double[] TRUTH = {2.0, 6.0, 0.03, 0.02, 0.01, 0.3};
    static final List<Term> TERMS = List.of(Term.values());

    private DesignData() {
    }

    static double truth(double[] coefficients, FactorPoint x) {
        return FactorFits.dot(coefficients, FactorFits.row(TERMS, x));
    }

    /** A random point of the design space: s 0-0.6, r 0-64, y 0-0.5, c 0-200, t 1-2. */
    static FactorPoint at(double s, double r, double y, double c, int t, double value) {
        return new FactorPoint(s, r, y, c, t, List.of(value));
    }

    /** {@code n} points of a Latin hypercube, each with {@code runs} noisy runs of the truth. */
    static List<FactorPoint> sample(double[] truth, int n, int runs, double noiseSd, long seed) {
        Random random = new Random(seed);
        double[][] unit = new double[n][5];
        for (int k = 0; k < 5; k++) {
            List<Integer> strata = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                strata.add(i);
            }
            java.util.Collections.shuffle(strata, random);
            for (int i = 0; i < n; i++) {
                unit[i][k] = (strata.get(i) + random.nextDouble()) / n;
            }
        }
        List<FactorPoint> points = new ArrayList<>();
        for (double[] u : unit) {
            FactorPoint x = at(0.6 * u[0], 64 * u[1], 0.5 * u[2], 200 * u[3], u[4] < 0.5 ? 1 : 2, 0);
            List<Double> values = new ArrayList<>();
            for (int rep = 0; rep < runs; rep++) {
                values.add(truth(truth, x) + noiseSd * random.nextGaussian());
            }
            points.add(new FactorPoint(x.survival(), x.refStoresPerKB(), x.oldToYoung(), x.computePerKB(), x.threads(), values));
        }
        return points;
    }
}
