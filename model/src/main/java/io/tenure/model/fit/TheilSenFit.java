package io.tenure.model.fit;

import java.util.Arrays;

/**
 * Theil–Sen line: the slope is the median of the slopes of all pairs of points with different
 * survival, the intercept the median of y − slope·s. Its breakdown point is about 29 %, so a run
 * that took three times as long as its twins (it happens on shared machines) barely moves it.
 */
final class TheilSenFit {
    private TheilSenFit() {
    }

    static Curve fit(double[] s, double[] y) {
        int n = s.length;
        double[] slopes = new double[n * (n - 1) / 2];
        int count = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (s[i] != s[j]) {
                    slopes[count++] = (y[j] - y[i]) / (s[j] - s[i]);
                }
            }
        }
        if (count == 0) {
            throw new FitException("a line needs at least 2 distinct survival values");
        }
        double slope = FitMath.median(Arrays.copyOf(slopes, count));
        double[] intercepts = new double[n];
        for (int i = 0; i < n; i++) {
            intercepts[i] = y[i] - slope * s[i];
        }
        return new Curve(ModelKind.LINEAR, new double[] {FitMath.median(intercepts), slope});
    }
}
