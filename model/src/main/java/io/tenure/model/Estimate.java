package io.tenure.model;

/**
 * A point estimate with its 95 % bootstrap percentile interval; the interval is null when it
 * cannot be computed (no usable replicates), never NaN.
 */
public record Estimate(double value, Double ci95Low, Double ci95High) {
    public Estimate {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("estimate must be finite, got " + value);
        }
        if ((ci95Low == null) != (ci95High == null)) {
            throw new IllegalArgumentException("give both interval ends or neither");
        }
        if (ci95Low != null && (!Double.isFinite(ci95Low) || !Double.isFinite(ci95High) || ci95Low > ci95High)) {
            throw new IllegalArgumentException("bad interval [" + ci95Low + ", " + ci95High + "]");
        }
    }

    /** The point with the 2.5 % and 97.5 % percentiles of the finite replicate values. */
    public static Estimate of(double value, double[] replicates) {
        double[] finite = java.util.Arrays.stream(replicates).filter(Double::isFinite).toArray();
        if (finite.length < 2) {
            return new Estimate(value, null, null);
        }
        org.apache.commons.math3.stat.descriptive.rank.Percentile percentile =
                new org.apache.commons.math3.stat.descriptive.rank.Percentile()
                        .withEstimationType(org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType.R_7);
        percentile.setData(finite);
        return new Estimate(value, percentile.evaluate(2.5), percentile.evaluate(97.5));
    }
}
