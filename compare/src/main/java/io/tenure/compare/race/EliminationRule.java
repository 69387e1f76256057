package io.tenure.compare.race;

import io.tenure.model.stats.PairedRatios;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The race's rule: after each block, which of the configurations still in the race are out.
 *
 * <p>Sequential paired tests with Holm's correction. The current best is the configuration with the
 * smallest mean log wall time over the blocks all survivors ran. Against it, each other survivor i
 * is tested one-sided on its paired log ratios log(T_i / T_best) (a t-test whose variance is pooled
 * over the survivors' comparisons, the pair's own where that is larger), H0 "i is at most
 * {@code 1 + margin} times the best" against "i is slower than that"; the p-values, sorted, are
 * compared with Holm's thresholds α_look / (m − j), and every rejected survivor is eliminated.
 * α_look is the family-wise rate α divided by the number of looks the race may take (Bonferroni
 * over looks), so that the rate holds over the whole race, not per block. The race is a tie when
 * every survivor's ratio to the best has its (1 − 2·α_look) interval inside
 * [1 / (1 + margin), 1 + margin] (two one-sided tests: equivalent within the margin).
 *
 * <p>Why not F-race (Friedman's rank test, Birattari et al. 2002): ranks throw away how much slower a
 * configuration is, so a margin ("slower by more than 2 %") cannot be stated, and Friedman's
 * post-tests control no family-wise rate across blocks. Paired t-tests on log ratios use the
 * pairing the blocks give (a common drift cancels), state the margin directly, and the coverage
 * simulation of {@link PairedRatios} shows they keep their level on this machine's noise.
 *
 * @param margin     a configuration within this fraction of the best is not eliminated (0.02: 2 %)
 * @param alpha      the family-wise rate of eliminating a configuration within the margin of the best
 * @param minBlocks  no elimination before this many blocks
 * @param maxLooks   the most blocks the race may run (its repetitions): α is spread over them
 */
public record EliminationRule(double margin, double alpha, int minBlocks, int maxLooks) {
    public static final double DEFAULT_MARGIN = 0.02;
    public static final double DEFAULT_ALPHA = 0.05;
    public static final int DEFAULT_MIN_BLOCKS = 3;

    public EliminationRule {
        if (!(margin >= 0 && margin < 1)) {
            throw new IllegalArgumentException("margin must be in [0, 1), got " + margin);
        }
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be in (0, 1), got " + alpha);
        }
        if (minBlocks < 2 || maxLooks < 1) {
            throw new IllegalArgumentException("minBlocks must be at least 2 and maxLooks at least 1");
        }
    }

    /** The level of each look. */
    public double alphaPerLook() {
        return alpha / Math.max(1, maxLooks - minBlocks + 1);
    }

    /**
     * The verdict after a block.
     *
     * @param wallByBlock the wall times of the survivors, by configuration id, one entry per block
     *                    in block order (null where the run failed); every list of the same length
     */
    public Verdict after(Map<String, List<Double>> wallByBlock) {
        List<String> ids = new ArrayList<>(wallByBlock.keySet());
        Map<String, Double> meanLog = new LinkedHashMap<>();
        int blocks = wallByBlock.values().stream().mapToInt(List::size).max().orElse(0);
        List<Integer> common = commonBlocks(wallByBlock, blocks);
        for (String id : ids) {
            meanLog.put(id, common.stream().mapToDouble(b -> Math.log(wallByBlock.get(id).get(b))).average().orElse(Double.NaN));
        }
        String best = ids.stream().filter(id -> !Double.isNaN(meanLog.get(id)))
                .min(Comparator.comparingDouble(meanLog::get)).orElse(null);
        List<Evidence> evidence = new ArrayList<>();
        if (best == null || common.size() < 2) {
            return new Verdict(best, List.of(), evidence, false, common.size());
        }
        double bound = 1 + margin;
        List<String> others = ids.stream().filter(id -> !id.equals(best)).toList();
        List<double[]> logs = others.stream().map(id -> logRatios(wallByBlock.get(id), wallByBlock.get(best), common)).toList();
        double pooledVariance = logs.stream().mapToDouble(PairedRatios::variance).average().orElse(0);
        int pooledDegrees = others.size() * (common.size() - 1);
        for (int i = 0; i < others.size(); i++) {
            double[] l = logs.get(i);
            double mean = PairedRatios.mean(l);
            // the pooled variance gives the early blocks degrees of freedom (10 configurations after 3
            // blocks: 18, where one pair has 2); a pair noisier than the pool keeps its own, so that
            // pooling never narrows the noisiest comparison
            double se = Math.sqrt(Math.max(PairedRatios.variance(l), pooledVariance) / l.length);
            evidence.add(new Evidence(others.get(i), best, l.length, Math.exp(mean), se, pooledDegrees,
                    PairedRatios.pValueAbove(mean, se, pooledDegrees, bound)));
        }
        List<String> eliminated = new ArrayList<>();
        if (common.size() >= minBlocks) {
            List<Evidence> sorted = new ArrayList<>(evidence);
            sorted.sort(Comparator.comparingDouble(Evidence::pValue));
            double level = alphaPerLook();
            for (int j = 0; j < sorted.size(); j++) {
                if (sorted.get(j).pValue() > level / (sorted.size() - j)) {
                    break;
                }
                eliminated.add(sorted.get(j).config());
            }
        }
        boolean tie = eliminated.isEmpty() && common.size() >= minBlocks && evidence.stream().allMatch(this::equivalent);
        return new Verdict(best, eliminated, evidence, tie, common.size());
    }

    private boolean equivalent(Evidence e) {
        double t = PairedRatios.tQuantile(e.degrees(), 1 - alphaPerLook());
        double logMargin = Math.log(1 + margin);
        double logRatio = Math.log(e.ratio());
        return logRatio + t * e.logStandardError() < logMargin && logRatio - t * e.logStandardError() > -logMargin;
    }

    private static List<Integer> commonBlocks(Map<String, List<Double>> wallByBlock, int blocks) {
        List<Integer> common = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            int block = b;
            if (wallByBlock.values().stream().allMatch(l -> block < l.size() && positive(l.get(block)))) {
                common.add(b);
            }
        }
        return common;
    }

    private static boolean positive(Double d) {
        return d != null && Double.isFinite(d) && d > 0;
    }

    private static double[] logRatios(List<Double> a, List<Double> b, List<Integer> blocks) {
        return blocks.stream().mapToDouble(k -> Math.log(a.get(k) / b.get(k))).toArray();
    }

    /**
     * One survivor against the best after a block.
     *
     * @param config           the survivor
     * @param best             the current best
     * @param blocks           the blocks both ran
     * @param ratio            the geometric mean of the paired ratios config / best
     * @param logStandardError the standard error of the mean log ratio (from the variance pooled over
     *                         the survivors' comparisons, or the pair's own where larger)
     * @param degrees          the degrees of freedom of the test
     * @param pValue           the one-sided p-value of "config is at most 1 + margin times the best"
     */
    public record Evidence(String config, String best, int blocks, double ratio, double logStandardError, int degrees,
                           double pValue) {
    }

    /**
     * @param best       the current best; null before any block
     * @param eliminated the survivors out after this block
     * @param evidence   every survivor other than the best against it
     * @param tie        true when the survivors are all equivalent to the best within the margin
     * @param blocks     the blocks all survivors ran
     */
    public record Verdict(String best, List<String> eliminated, List<Evidence> evidence, boolean tie, int blocks) {
        public Verdict {
            eliminated = List.copyOf(eliminated);
            evidence = List.copyOf(evidence);
        }
    }
}
