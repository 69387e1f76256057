package io.tenure.gclog.metrics;

/**
 * Least-squares slope of y over x with its 95 % confidence interval (Student's t), from running
 * sums, so a long log costs constant memory. Values are centred on the first point to keep the
 * sums well conditioned.
 */
public final class LinearTrend {
    /** Two-sided 95 % t quantiles by degrees of freedom; between rows the smaller row's (wider) value. */
    private static final int[] DF = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 30, 60, 120};
    private static final double[] T975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.179,
        2.131, 2.086, 2.042, 2.000, 1.980};

    private long n;
    private double x0;
    private double y0;
    private double sx;
    private double sy;
    private double sxx;
    private double sxy;
    private double syy;
    private double minX = Double.POSITIVE_INFINITY;
    private double maxX = Double.NEGATIVE_INFINITY;

    public void add(double x, double y) {
        if (n == 0) {
            x0 = x;
            y0 = y;
        }
        double dx = x - x0;
        double dy = y - y0;
        n++;
        sx += dx;
        sy += dy;
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
    }

    public long count() {
        return n;
    }

    public double spanX() {
        return n == 0 ? 0 : maxX - minX;
    }

    private double cxx() {
        return sxx - sx * sx / n;
    }

    /** The slope, NaN with fewer than 3 points or no spread in x. */
    public double slope() {
        if (n < 3 || !(cxx() > 0)) {
            return Double.NaN;
        }
        return (sxy - sx * sy / n) / cxx();
    }

    /** Half the width of the slope's 95 % confidence interval. */
    public double halfWidth95() {
        double b = slope();
        if (Double.isNaN(b)) {
            return Double.NaN;
        }
        double cyy = syy - sy * sy / n;
        double sse = Math.max(0, cyy - b * (sxy - sx * sy / n));
        double standardError = Math.sqrt(sse / (n - 2) / cxx());
        return t975(n - 2) * standardError;
    }

    static double t975(long df) {
        double t = 1.960;
        for (int i = DF.length - 1; i >= 0; i--) {
            if (df >= DF[i]) {
                return i == DF.length - 1 ? (df >= 1000 ? t : T975[i]) : T975[i];
            }
        }
        throw new IllegalArgumentException("degrees of freedom must be >= 1: " + df);
    }
}
