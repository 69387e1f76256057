package io.tenure.model.fit;

/** Polynomial of low degree in s, fitted by {@link HuberRegression}. */
final class HuberPolynomialFit {
    private HuberPolynomialFit() {
    }

    static Curve fit(ModelKind kind, int degree, double[] s, double[] y) {
        double[][] design = new double[s.length][degree + 1];
        for (int i = 0; i < s.length; i++) {
            double power = 1;
            for (int j = 0; j <= degree; j++) {
                design[i][j] = power;
                power *= s[i];
            }
        }
        return new Curve(kind, HuberRegression.fit(design, y));
    }
}
