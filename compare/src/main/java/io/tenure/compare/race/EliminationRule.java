package io.tenure.compare.race;

import io.tenure.model.stats.PairedRatios;
import org.apache.commons.math3.distribution.NormalDistribution;
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
 * compared with Holm's thresholds α_look / (m − j), m counting the survivors other than the best and
 * those set aside, and every rejected survivor is eliminated.
 * α_look is the family-wise rate α divided by the number of looks the race may take (Bonferroni
 * over looks), so that the rate holds over the whole race, not per block. The race is a tie when
 * every survivor's ratio to the best has its (1 − 2·α_look) interval inside
 * [1 / (1 + margin), 1 + margin] (two one-sided tests: equivalent within the margin).
 *
 * <p>A survivor is <em>set aside</em> (kept among the winners, measured no more) when the blocks
 * left cannot decide it: its conditional power (Lan, Simon and Halperin 1982, stochastic
 * curtailment) is below {@code futility}. That is the chance, were its true ratio the one observed
 * and its noise the one measured, that by the last block the test would either eliminate it or
 * show it equivalent within the margin. On noise of 5-7 % per run, a configuration 0-8 % from
 * the best is such a case: ten blocks cannot tell it from a 2 % margin, and measuring it to the
 * end cost a third of a race's runs on the panel without changing its winners. Setting aside never eliminates,
 * so it leaves the family-wise rate of false eliminations as it was.
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
 * @param futility   a survivor whose chance of being decided by the last block is below this is set
 *                   aside (0: never)
 */
public record EliminationRule(double margin, double alpha, int minBlocks, int maxLooks, double futility) {
    public static final double DEFAULT_MARGIN = 0.02;
    public static final double DEFAULT_ALPHA = 0.05;
    public static final int DEFAULT_MIN_BLOCKS = 3;
    public static final double DEFAULT_FUTILITY = 0.2;
    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

    public EliminationRule {
        if (!(margin >= 0 && margin < 1)) {
            throw new IllegalArgumentException("margin must be in [0, 1), got " + margin);
        }
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be in (0, 1), got " + alpha);
        }
        if (!(futility >= 0 && futility < 1)) {
            throw new IllegalArgumentException("futility must be in [0, 1), got " + futility);
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
     * The verdict after a block, {@code setAsideBefore} configurations having been set aside before it.
     * They stay in Holm's family: the ones still measured are those whose ratios looked furthest
     * from the best, and testing them as a smaller family would raise the rate of eliminating one
     * within the margin (to 6.1 % in the simulation with five on the margin at 7 % noise, against
     * 2.2 % this way).
     *
     * @param wallByBlock    the wall times of the survivors, by configuration id, one entry per block
     *                       in block order (null where the run failed); every list of the same length
     * @param setAsideBefore how many configurations were set aside in earlier blocks
     */
    public Verdict after(Map<String, List<Double>> wallByBlock, int setAsideBefore) {
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
            return new Verdict(best, List.of(), List.of(), evidence, false, common.size());
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
                    PairedRatios.pValueAbove(mean, se, pooledDegrees, bound),
                    decisionChance(mean, se, l.length, others.size()), blocksToDecide(mean, se, l.length, others.size())));
        }
        List<String> eliminated = new ArrayList<>();
        if (common.size() >= minBlocks) {
            List<Evidence> sorted = new ArrayList<>(evidence);
            sorted.sort(Comparator.comparingDouble(Evidence::pValue));
            double level = alphaPerLook();
            for (int j = 0; j < sorted.size(); j++) {
                if (sorted.get(j).pValue() > level / (sorted.size() + setAsideBefore - j)) {
                    break;
                }
                eliminated.add(sorted.get(j).config());
            }
        }
        boolean tie = eliminated.isEmpty() && common.size() >= minBlocks && evidence.stream().allMatch(this::equivalent);
        List<String> setAside = new ArrayList<>();
        if (!tie && common.size() >= minBlocks && common.size() < maxLooks) {
            evidence.stream().filter(e -> !eliminated.contains(e.config()) && e.decisionChance() < futility)
                    .forEach(e -> setAside.add(e.config()));
        }
        return new Verdict(best, eliminated, setAside, evidence, tie, common.size());
    }

    /**
     * The conditional power of a survivor after {@code blocks} blocks: were its mean log ratio
     * {@code meanLog} the true one and the noise per block {@code se·√blocks}, the chance that at
     * the last block ({@code maxLooks}) the test eliminates it or shows it equivalent within the
     * margin. The remaining blocks' mean is normal around the observed one; the critical value is
     * the last look's, with the degrees of freedom of as many survivors as now.
     */
    double decisionChance(double meanLog, double se, int blocks, int comparisons) {
        if (blocks >= maxLooks) {
            return 1;
        }
        double sigma = se * Math.sqrt(blocks);
        double critical = finalCritical(comparisons) * sigma / Math.sqrt(maxLooks);
        double spread = sigma * Math.sqrt(maxLooks - blocks) / maxLooks;
        if (spread == 0) {
            return 1;
        }
        double logMargin = Math.log(1 + margin);
        double eliminate = NORMAL.cumulativeProbability((meanLog - logMargin - critical) / spread);
        double equivalent = NORMAL.cumulativeProbability((logMargin - critical - Math.abs(meanLog)) / spread);
        return Math.max(eliminate, equivalent);
    }

    /**
     * About how many blocks in all the test would need to decide a survivor at the observed ratio
     * and noise (eliminate it, or show it equivalent); null when the ratio lies on the margin (a
     * million blocks or more).
     */
    Integer blocksToDecide(double meanLog, double se, int blocks, int comparisons) {
        double sigma = se * Math.sqrt(blocks);
        double logMargin = Math.log(1 + margin);
        double distance = Math.max(meanLog - logMargin, logMargin - Math.abs(meanLog));
        if (!(distance > 0)) {
            return null;
        }
        double needed = Math.pow(finalCritical(comparisons) * sigma / distance, 2);
        return needed >= 1_000_000 ? null : Math.max(blocks, (int) Math.ceil(needed));
    }

    private double finalCritical(int comparisons) {
        return PairedRatios.tQuantile(Math.max(1, comparisons * (maxLooks - 1)), 1 - alphaPerLook());
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
     * @param decisionChance   the chance that the blocks left decide it (conditional power at the
     *                         observed ratio and noise); 1 at the last block
     * @param blocksToDecide   about how many blocks in all would decide it; null when its ratio lies on the margin
     */
    public record Evidence(String config, String best, int blocks, double ratio, double logStandardError, int degrees,
                           double pValue, double decisionChance, Integer blocksToDecide) {
    }

    /**
     * @param best       the current best; null before any block
     * @param eliminated the survivors out after this block
     * @param setAside   the survivors the blocks left cannot decide: kept among the winners, measured no more
     * @param evidence   every survivor other than the best against it
     * @param tie        true when the survivors are all equivalent to the best within the margin
     * @param blocks     the blocks all survivors ran
     */
    public record Verdict(String best, List<String> eliminated, List<String> setAside, List<Evidence> evidence, boolean tie,
                          int blocks) {
        public Verdict {
            eliminated = List.copyOf(eliminated);
            setAside = List.copyOf(setAside);
            evidence = List.copyOf(evidence);
        }
    }
}
