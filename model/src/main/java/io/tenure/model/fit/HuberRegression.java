package io.tenure.model.fit;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.SingularMatrixException;

/**
 * Linear least squares made robust by Huber M-estimation, solved by iteratively reweighted least
 * squares: points whose residual exceeds 1.345 robust standard deviations get weight
 * 1.345·σ/|r| (95 % efficiency under normal noise). Each step is a weighted least-squares solve
 * through Commons Math's QR decomposition.
 */
public final class HuberRegression {
    static final double TUNING = 1.345;
    static final int MAX_ITERATIONS = 50;
    private static final double SINGULARITY_THRESHOLD = 1e-10;

    private HuberRegression() {
    }

    /**
     * @param design one row per point, one column per basis function
     * @param y      responses
     * @return the coefficients, one per column
     */
    public static double[] fit(double[][] design, double[] y) {
        return fit(design, y, MAX_ITERATIONS);
    }

    /** As {@link #fit(double[][], double[])}, stopping after {@code maxIterations} reweightings. */
    static double[] fit(double[][] design, double[] y, int maxIterations) {
        int n = y.length;
        double[] weights = new double[n];
        java.util.Arrays.fill(weights, 1.0);
        double[] beta = weightedLeastSquares(design, y, weights);
        for (int iteration = 0; iteration < maxIterations; iteration++) {
            double[] residuals = residuals(design, y, beta);
            double scale = FitMath.robustScale(residuals);
            if (scale <= 1e-12 * (1 + Math.abs(FitMath.median(y)))) {
                return beta; // (nearly) exact fit for most points: nothing to down-weight
            }
            for (int i = 0; i < n; i++) {
                double u = Math.abs(residuals[i]) / scale;
                weights[i] = u <= TUNING ? 1.0 : TUNING / u;
            }
            double[] next = weightedLeastSquares(design, y, weights);
            double change = 0;
            double size = 0;
            for (int j = 0; j < beta.length; j++) {
                change = Math.max(change, Math.abs(next[j] - beta[j]));
                size = Math.max(size, Math.abs(next[j]));
            }
            beta = next;
            if (change <= 1e-9 * (1 + size)) {
                break;
            }
        }
        return beta;
    }

    static double[] residuals(double[][] design, double[] y, double[] beta) {
        double[] r = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            double fitted = 0;
            for (int j = 0; j < beta.length; j++) {
                fitted += design[i][j] * beta[j];
            }
            r[i] = y[i] - fitted;
        }
        return r;
    }

    /** Huber's loss of residuals at a fixed scale: comparable across models on the same points. */
    static double loss(double[] residuals, double scale) {
        double total = 0;
        for (double r : residuals) {
            if (scale <= 0) {
                total += r * r;
                continue;
            }
            double u = Math.abs(r) / scale;
            total += u <= TUNING ? 0.5 * u * u : TUNING * u - 0.5 * TUNING * TUNING;
        }
        return total;
    }

    private static double[] weightedLeastSquares(double[][] design, double[] y, double[] weights) {
        int n = y.length;
        int p = design[0].length;
        double[][] scaled = new double[n][p];
        double[] target = new double[n];
        for (int i = 0; i < n; i++) {
            double root = Math.sqrt(weights[i]);
            for (int j = 0; j < p; j++) {
                scaled[i][j] = design[i][j] * root;
            }
            target[i] = y[i] * root;
        }
        try {
            DecompositionSolver solver =
                    new QRDecomposition(new Array2DRowRealMatrix(scaled, false), SINGULARITY_THRESHOLD).getSolver();
            return solver.solve(new ArrayRealVector(target, false)).toArray();
        } catch (SingularMatrixException e) {
            throw new FitException("the survival values do not determine " + p + " coefficients (collinear design)");
        }
    }
}
