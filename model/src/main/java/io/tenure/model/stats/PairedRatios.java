package io.tenure.model.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Paired ratios a/b on log scale: the 95 % t-interval of the mean log ratio, which narrows as
 * 1/√n with the repetitions, where the sign test's interval moves one order statistic at a time
 * (at 6 pairs it is the range of the 6 ratios).
 *
 * <p>Run times on a shared machine are log-normal to a good approximation, with a drift common to
 * both runs of a repetition (which the pairing removes) and now and then one slow run. The
 * coverage simulation ({@code PairedRatiosTest}) chose this interval over the bootstrap-t: with
 * log-normal noise and one run in 20 or 10 slowed by 20-60 %, the t-interval covered the true
 * ratio in ≥ 95 % of sessions at 6 and 10 pairs (an outlier widens it more than it moves it) while
 * the bootstrap-t fell to 92-94 % and was wider at 6 pairs. Where a pair is an outlier the sign
 * test's interval is kept beside it ({@link PairedRatio#signTest}) as the robustness check.
 *
 * <p>Tests for the race ({@link #pValueAbove}) are one-sided t-tests on the same log ratios.
 */
public final class PairedRatios {
    /** The label of the interval from {@value MedianInterval#MIN_VALUES} pairs on. */
    public static final String LOG_T = "t-interval of the geometric mean of paired ratios (95 %)";
    /** The label below {@value MedianInterval#MIN_VALUES} pairs: the range of the ratios. */
    public static final String RANGE = "range of the paired ratios (too few for a 95 % interval)";
    /** A log ratio this many robust standard deviations (1.4826·MAD) from the median is an outlier. */
    public static final double OUTLIER_Z = 3.5;
    /**
     * The least robust standard deviation the outlier rule assumes, 1 % on log scale: runs of a
     * program never repeat closer than that, and five ratios that happen to agree to 0.1 % would
     * otherwise make a sixth 1 % away an outlier.
     */
    public static final double OUTLIER_FLOOR = 0.01;
    private static final double LEVEL = 0.95;

    private PairedRatios() {
    }

    /**
     * The ratio a/b from the pairs whose two values are finite and positive; null when there is
     * none.
     */
    public static PairedRatio of(List<Double> a, List<Double> b) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("paired lists differ in length: " + a.size() + " and " + b.size());
        }
        List<Integer> kept = new ArrayList<>();
        List<Double> logs = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            Double x = a.get(i);
            Double y = b.get(i);
            if (x != null && y != null && Double.isFinite(x) && Double.isFinite(y) && x > 0 && y > 0) {
                kept.add(i);
                logs.add(Math.log(x / y));
                ratios.add(x / y);
            }
        }
        if (logs.isEmpty()) {
            return null;
        }
        double[] l = logs.stream().mapToDouble(Double::doubleValue).toArray();
        int n = l.length;
        double mean = mean(l);
        Double sd = n < 2 ? null : standardDeviation(l, mean);
        MedianInterval ratio;
        if (n < MedianInterval.MIN_VALUES) {
            double[] sorted = l.clone();
            Arrays.sort(sorted);
            ratio = new MedianInterval(Math.exp(mean), Math.exp(sorted[0]), Math.exp(sorted[n - 1]), null, RANGE);
        } else {
            double half = tQuantile(n - 1, 1 - (1 - LEVEL) / 2) * sd / Math.sqrt(n);
            ratio = new MedianInterval(Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half), LEVEL, LOG_T);
        }
        List<Integer> outliers = new ArrayList<>();
        for (int i : outlierIndexes(l)) {
            outliers.add(kept.get(i));
        }
        MedianInterval s = Medians.orderStatisticInterval(ratios);
        MedianInterval signTest = new MedianInterval(s.median(), s.ci95Low(), s.ci95High(), s.ciConfidence(), Medians.PAIRED_RATIO);
        return new PairedRatio(ratio, signTest, outliers, sd, n);
    }

    /**
     * The p-value of the one-sided t-test of "the mean log ratio is at most log(bound)" against
     * "it is above": small when the ratios lie above {@code bound} beyond their noise. 1 below 2
     * values; 0 or 1 when the values do not vary (above or not above the bound).
     */
    public static double pValueAbove(double[] logRatios, double bound) {
        int n = logRatios.length;
        if (n < 2) {
            return 1;
        }
        double mean = mean(logRatios);
        return pValueAbove(mean, standardDeviation(logRatios, mean) / Math.sqrt(n), n - 1, bound);
    }

    /**
     * The same test from a mean log ratio, its standard error and the degrees of freedom of that
     * error (a variance pooled over several comparisons has more than n − 1).
     */
    public static double pValueAbove(double meanLog, double standardError, int degrees, double bound) {
        double distance = meanLog - Math.log(bound);
        if (standardError == 0) {
            return distance > 0 ? 0 : 1;
        }
        return 1 - new TDistribution(null, degrees).cumulativeProbability(distance / standardError);
    }

    /** The sample variance of the values, 0 below two. */
    public static double variance(double[] x) {
        if (x.length < 2) {
            return 0;
        }
        double sd = standardDeviation(x, mean(x));
        return sd * sd;
    }

    /**
     * The indexes of the values more than {@value #OUTLIER_Z} robust standard deviations
     * (1.4826·MAD, at least {@value #OUTLIER_FLOOR}) from their median (Iglewicz and Hoaglin's
     * modified z-score).
     */
    public static List<Integer> outlierIndexes(double[] values) {
        List<Integer> outliers = new ArrayList<>();
        if (values.length < 3) {
            return outliers;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double median = Medians.medianOfSorted(sorted);
        double[] deviations = Arrays.stream(values).map(v -> Math.abs(v - median)).sorted().toArray();
        double robustSd = Math.max(OUTLIER_FLOOR, 1.4826 * Medians.medianOfSorted(deviations));
        for (int i = 0; i < values.length; i++) {
            if (Math.abs(values[i] - median) > OUTLIER_Z * robustSd) {
                outliers.add(i);
            }
        }
        return outliers;
    }

    /** The p-quantile of Student's t with {@code degrees} degrees of freedom. */
    public static double tQuantile(int degrees, double p) {
        return new TDistribution(null, degrees).inverseCumulativeProbability(p);
    }

    /** The mean of the values, at least one. */
    public static double mean(double[] x) {
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        return sum / x.length;
    }

    /** The sample standard deviation of the values around {@code mean}, at least two. */
    public static double standardDeviation(double[] x, double mean) {
        double sum = 0;
        for (double v : x) {
            sum += (v - mean) * (v - mean);
        }
        return Math.sqrt(sum / (x.length - 1));
    }
}
