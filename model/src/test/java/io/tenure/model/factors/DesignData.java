package io.tenure.model.factors;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A known multi-factor surface sampled on a Latin hypercube with Gaussian noise, seeded: the
 * truth the property tests recover.
 */
final class DesignData {
    /**
     * b0, b_s, b_r, b_ry, b_c, b_t, b_l: a G1-like platform (barrier cost per store, copying per
     * survivor, marking per live set: 0.2 s/GB per 0.1 of the heap).
     */
    static final double[] TRUTH = {2.0, 6.0, 0.03, 0.02, 0.01, 0.3, 2.0};
    static final List<Term> TERMS = List.of(Term.values());

    private DesignData() {
    }

    static double truth(double[] coefficients, FactorPoint x) {
        return FactorFits.dot(coefficients, FactorFits.row(TERMS, x));
    }

    /** A random point of the design space: s 0-0.6, r 0-64, y 0-0.5, c 0-200, t 1-2, without a live set. */
    static FactorPoint at(double s, double r, double y, double c, int t, double value) {
        return new FactorPoint(s, r, y, c, t, List.of(value));
    }

    /**
     * {@code n} points of a Latin hypercube, each with {@code runs} noisy runs of the truth, and a
     * live set of 0.05-0.35 of the heap (a truth of six coefficients ignores it). The live set's
     * column comes from a stream of its own, so the other knobs and the noise are what they were
     * before it.
     */
    static List<FactorPoint> sample(double[] truth, int n, int runs, double noiseSd, long seed) {
        List<Integer> liveStrata = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            liveStrata.add(i);
        }
        Random liveRandom = new Random(seed ^ 0x5EEDL);
        java.util.Collections.shuffle(liveStrata, liveRandom);
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
        for (int i = 0; i < n; i++) {
            double[] u = unit[i];
            double l = 0.05 + 0.3 * (liveStrata.get(i) + liveRandom.nextDouble()) / n;
            FactorPoint a = at(0.6 * u[0], 64 * u[1], 0.5 * u[2], 200 * u[3], u[4] < 0.5 ? 1 : 2, 0);
            FactorPoint x = new FactorPoint(a.survival(), a.refStoresPerKB(), a.oldToYoung(), a.computePerKB(), a.threads(),
                    l, a.values());
            List<Double> values = new ArrayList<>();
            for (int rep = 0; rep < runs; rep++) {
                values.add(truth(truth, x) + noiseSd * random.nextGaussian());
            }
            points.add(new FactorPoint(x.survival(), x.refStoresPerKB(), x.oldToYoung(), x.computePerKB(), x.threads(),
                    l, values));
        }
        return points;
    }
}
