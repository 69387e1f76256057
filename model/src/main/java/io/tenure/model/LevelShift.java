package io.tenure.model;

import io.tenure.model.stats.Medians;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The time ratio of two platforms from their runs at one survival level, robust to a run that hit
 * a slow spell: the Hodges–Lehmann estimate of the shift between the two samples' logarithms (the
 * median of every difference between a run of one and a run of the other) and its exact
 * Mann–Whitney 95 % interval (order statistics of those differences).
 *
 * <p>Why not the paired t interval ({@link PairedRatio}) once a level has enough runs: on the
 * project's shared 2-core machines about one fork in twenty runs 1.5–2.6 times slower than its
 * cell's others, its CPU time as inflated as its wall time (the host, not the collector); a mean
 * and a standard deviation follow that one run, and the demo's ranking of a pair flipped between
 * two runs on such forks (docs/BENCHMARK.md, "Demo stability"). Pairing by repetition did not
 * help there: the forks' noise is independent (the paired spread was no smaller than the unpaired
 * one), so the two samples are compared whole. Below {@link #MIN_RUNS} runs a side the rank
 * interval is the whole span of the differences (4 and 4) or cannot reach 95 % at all (3 and 3),
 * and the t interval stays.
 */
public final class LevelShift {
    /** Runs a side from which the rank interval is used: 5 and 5 give 96.8 % at the least. */
    public static final int MIN_RUNS = 5;
    /** Pairs (n · m) up to which {@link #lowerIndex} is exact: 100 runs a side, some 25 million steps. */
    static final int EXACT_PAIRS = 10_000;
    private static final NormalDistribution NORMAL = new NormalDistribution();

    private LevelShift() {
    }

    /**
     * The ratio from the runs of each platform's level nearest {@code s}, under the rules of
     * {@link PairedRatio#logHalfWidthAtLevel} (within {@link PairedRatio#LEVEL_TOLERANCE}, holding
     * at least half of the platform's runs); null when either side fails them or has fewer than
     * {@link #MIN_RUNS} runs there.
     */
    public static Estimate ratioAtLevel(List<Observation> numerator, List<Observation> denominator, double s) {
        double[] a = level(numerator, s);
        double[] b = level(denominator, s);
        return a == null || b == null ? null : ratio(a, b);
    }

    /** The median of a platform's runs at the level nearest {@code s}, under the rules of {@link #ratioAtLevel}, or null. */
    public static Double medianAtLevel(List<Observation> observations, double s) {
        double[] runs = level(observations, s);
        if (runs == null) {
            return null;
        }
        Arrays.sort(runs);
        return Medians.medianOfSorted(runs);
    }

    /** The positive values of the level nearest {@code s} when it holds enough runs, else null. */
    private static double[] level(List<Observation> observations, double s) {
        Map<String, Double> level = PairedRatio.nearestLevel(observations, s);
        if (level.size() < MIN_RUNS || 2 * level.size() < observations.size()) {
            return null;
        }
        double[] values = level.values().stream().mapToDouble(Double::doubleValue).toArray();
        return Arrays.stream(values).allMatch(v -> v > 0) ? values : null;
    }

    /**
     * The ratio (point, low, high) of {@code numerator} over {@code denominator}, each at least
     * {@link #MIN_RUNS} positive values.
     */
    public static Estimate ratio(double[] numerator, double[] denominator) {
        int n = numerator.length;
        int m = denominator.length;
        if (n < MIN_RUNS || m < MIN_RUNS) {
            throw new IllegalArgumentException("a rank interval needs " + MIN_RUNS + " runs a side, got " + n + " and " + m);
        }
        double[] differences = new double[n * m];
        int i = 0;
        for (double top : numerator) {
            for (double under : denominator) {
                if (!(top > 0 && under > 0)) {
                    throw new IllegalArgumentException("run times must be positive: " + top + ", " + under);
                }
                differences[i++] = Math.log(top) - Math.log(under);
            }
        }
        Arrays.sort(differences);
        int k = lowerIndex(n, m);
        double median = (differences[(n * m - 1) / 2] + differences[n * m / 2]) / 2;
        return new Estimate(Math.exp(median), Math.exp(differences[k]), Math.exp(differences[n * m - 1 - k]));
    }

    /**
     * The index k (from 0) of the interval's lower end among the nm sorted differences: the largest
     * k with P(U ≤ k) ≤ 2.5 % under no shift, U the Mann–Whitney count of pairs in which the first
     * sample's value is the larger. [d(k), d(nm − 1 − k)] then covers the true shift with
     * probability 1 − 2 P(U ≤ k) ≥ 95 % (n = m = 5: k = 2, 96.8 %; n = m = 7: k = 8, 96.2 %). Exact,
     * by the recurrence on the number of arrangements, in doubles (the counts are only compared as
     * ratios), up to {@link #EXACT_PAIRS} pairs; the recurrence's work grows as (nm)², so beyond that
     * (a level merged from many bundles) the normal approximation of U with its continuity
     * correction, which is within one of the exact k there.
     */
    static int lowerIndex(int n, int m) {
        if ((long) n * m > EXACT_PAIRS) {
            double mean = n * (double) m / 2;
            double sd = Math.sqrt(n * (double) m * (n + m + 1) / 12);
            // P(U <= k) ~ Phi((k + 0.5 - mean) / sd) <= 0.025
            return (int) Math.floor(mean - 0.5 + NORMAL.inverseCumulativeProbability(0.025) * sd);
        }
        return exactLowerIndex(n, m);
    }

    /** {@link #lowerIndex} by the recurrence, whatever the size. */
    static int exactLowerIndex(int n, int m) {
        // ways[a][b][u]: arrangements of a and b values with u pairs in order; built up in a, b
        double[][] ways = new double[m + 1][];
        for (int b = 0; b <= m; b++) {
            ways[b] = new double[1];
            ways[b][0] = 1;
        }
        for (int a = 1; a <= n; a++) {
            double[][] next = new double[m + 1][];
            next[0] = new double[] {1};
            for (int b = 1; b <= m; b++) {
                double[] withoutLastB = next[b - 1];
                double[] withoutLastA = ways[b];
                double[] counts = new double[a * b + 1];
                // the largest value is the last a (it is above all b values: u grows by b) or the last b
                for (int u = 0; u < withoutLastA.length; u++) {
                    counts[u + b] += withoutLastA[u];
                }
                for (int u = 0; u < withoutLastB.length; u++) {
                    counts[u] += withoutLastB[u];
                }
                next[b] = counts;
            }
            ways = next;
        }
        double[] counts = ways[m];
        double total = 0;
        for (double c : counts) {
            total += c;
        }
        double below = 0;
        int k = -1;
        while ((below + counts[k + 1]) / total <= 0.025) {
            below += counts[k + 1];
            k++;
        }
        if (k < 0) {
            throw new IllegalArgumentException(n + " and " + m + " runs cannot give a 95 % rank interval");
        }
        return k;
    }
}
