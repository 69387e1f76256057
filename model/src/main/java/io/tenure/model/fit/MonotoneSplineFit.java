package io.tenure.model.fit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A shape-only fit: the median response at each distinct survival, made monotone by weighted
 * isotonic regression (pool-adjacent-violators, weights = number of runs), joined by a monotone
 * cubic Hermite interpolant (Fritsch–Carlson PCHIP slopes). The direction (rising or falling)
 * is the sign of the robust line's slope. The pooling is the smoothing: noise that would make
 * the curve go back down is averaged away. Outside the knots it continues linearly with the
 * slope of the end segment, which keeps it monotone.
 */
final class MonotoneSplineFit {
    private MonotoneSplineFit() {
    }

    static Curve fit(double[] s, double[] y) {
        double[] knots = FitMath.distinctSorted(s);
        int n = knots.length;
        double[] medians = new double[n];
        double[] weights = new double[n];
        for (int k = 0; k < n; k++) {
            List<Double> atKnot = new ArrayList<>();
            for (int i = 0; i < s.length; i++) {
                if (s[i] == knots[k]) {
                    atKnot.add(y[i]);
                }
            }
            medians[k] = FitMath.median(atKnot.stream().mapToDouble(Double::doubleValue).toArray());
            weights[k] = atKnot.size();
        }
        boolean rising = TheilSenFit.fit(s, y).parameters()[1] >= 0;
        double[] monotone = isotonic(rising ? medians : negate(medians), weights);
        if (!rising) {
            monotone = negate(monotone);
        }
        double[] parameters = new double[2 * n];
        System.arraycopy(knots, 0, parameters, 0, n);
        System.arraycopy(monotone, 0, parameters, n, n);
        return new Curve(ModelKind.MONOTONE_SPLINE, parameters);
    }

    /** Weighted pool-adjacent-violators for a non-decreasing fit. */
    static double[] isotonic(double[] values, double[] weights) {
        int n = values.length;
        double[] blockValue = new double[n];
        double[] blockWeight = new double[n];
        int[] blockSize = new int[n];
        int blocks = 0;
        for (int i = 0; i < n; i++) {
            blockValue[blocks] = values[i];
            blockWeight[blocks] = weights[i];
            blockSize[blocks] = 1;
            blocks++;
            while (blocks > 1 && blockValue[blocks - 2] > blockValue[blocks - 1]) {
                double w = blockWeight[blocks - 2] + blockWeight[blocks - 1];
                blockValue[blocks - 2] = (blockValue[blocks - 2] * blockWeight[blocks - 2]
                        + blockValue[blocks - 1] * blockWeight[blocks - 1]) / w;
                blockWeight[blocks - 2] = w;
                blockSize[blocks - 2] += blockSize[blocks - 1];
                blocks--;
            }
        }
        double[] result = new double[n];
        int index = 0;
        for (int b = 0; b < blocks; b++) {
            Arrays.fill(result, index, index + blockSize[b], blockValue[b]);
            index += blockSize[b];
        }
        return result;
    }

    private static double[] negate(double[] values) {
        return Arrays.stream(values).map(v -> -v).toArray();
    }

    /** Fritsch–Carlson slopes: zero at local extrema and flats, weighted harmonic mean elsewhere. */
    static double[] pchipSlopes(double[] s, double[] y) {
        int n = s.length;
        double[] h = new double[n - 1];
        double[] delta = new double[n - 1];
        for (int k = 0; k < n - 1; k++) {
            h[k] = s[k + 1] - s[k];
            delta[k] = (y[k + 1] - y[k]) / h[k];
        }
        double[] m = new double[n];
        if (n == 2) {
            m[0] = delta[0];
            m[1] = delta[0];
            return m;
        }
        for (int k = 1; k < n - 1; k++) {
            if (delta[k - 1] * delta[k] <= 0) {
                m[k] = 0;
            } else {
                double w1 = 2 * h[k] + h[k - 1];
                double w2 = h[k] + 2 * h[k - 1];
                m[k] = (w1 + w2) / (w1 / delta[k - 1] + w2 / delta[k]);
            }
        }
        m[0] = endSlope(h[0], h[1], delta[0], delta[1]);
        m[n - 1] = endSlope(h[n - 2], h[n - 3], delta[n - 2], delta[n - 3]);
        return m;
    }

    /** Three-point end slope, clipped so that the end segment stays monotone. */
    private static double endSlope(double h0, double h1, double d0, double d1) {
        double slope = ((2 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
        if (Math.signum(slope) != Math.signum(d0)) {
            return 0;
        }
        if (Math.signum(d0) != Math.signum(d1) && Math.abs(slope) > Math.abs(3 * d0)) {
            return 3 * d0;
        }
        return slope;
    }

    static double evaluate(double[] parameters, double[] slopes, double x) {
        int n = parameters.length / 2;
        double[] s = Arrays.copyOfRange(parameters, 0, n);
        double[] y = Arrays.copyOfRange(parameters, n, 2 * n);
        if (x <= s[0]) {
            return y[0] + (x - s[0]) * (y[1] - y[0]) / (s[1] - s[0]);
        }
        if (x >= s[n - 1]) {
            return y[n - 1] + (x - s[n - 1]) * (y[n - 1] - y[n - 2]) / (s[n - 1] - s[n - 2]);
        }
        int k = Arrays.binarySearch(s, x);
        if (k >= 0) {
            return y[k];
        }
        k = -k - 2; // interval [s[k], s[k+1]]
        double h = s[k + 1] - s[k];
        double t = (x - s[k]) / h;
        double t2 = t * t;
        double t3 = t2 * t;
        return (2 * t3 - 3 * t2 + 1) * y[k] + (t3 - 2 * t2 + t) * h * slopes[k]
                + (-2 * t3 + 3 * t2) * y[k + 1] + (t3 - t2) * h * slopes[k + 1];
    }
}
