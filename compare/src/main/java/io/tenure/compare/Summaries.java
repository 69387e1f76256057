package io.tenure.compare;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.CostSplit;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.bundle.compare.UntilCi;
import io.tenure.model.stats.MedianInterval;
import io.tenure.model.stats.Medians;
import io.tenure.model.stats.PairedRatio;
import io.tenure.model.stats.PairedRatios;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The statistics of a compare bundle, from its runs alone (so a resumed or re-read bundle gets
 * the same figures): per configuration medians with intervals, per pair paired ratios, and the
 * cost split of {@code docs/COMPARE.md}.
 */
public final class Summaries {
    private Summaries() {
    }

    /** Medians over the measured runs of one configuration. */
    public static ConfigResult.ConfigSummary summary(List<CompareRun> runs) {
        List<CompareRun> measured = runs.stream().filter(CompareRun::measured).toList();
        int failed = (int) runs.stream().filter(r -> r.status() != RunStatus.OK).count();
        return new ConfigResult.ConfigSummary(measured.size(), failed,
                interval(measured, CompareRun::wallSeconds), interval(measured, CompareRun::cpuSeconds),
                interval(measured, CompareRun::gcPauseSeconds), interval(measured, CompareRun::gcCpuSeconds),
                interval(measured, CompareRun::peakRssMB), interval(measured, CompareRun::readySeconds));
    }

    private static MedianInterval interval(List<CompareRun> runs, Function<CompareRun, Double> figure) {
        return Medians.orderStatisticInterval(runs.stream().map(figure).toList());
    }

    /**
     * How {@code --until-ci targetPercent} ended over {@code configs}: those whose wall-time
     * interval is not narrower than the target, has none, or is not a 95 % one (below
     * {@link MedianInterval#MIN_VALUES} runs it is [min, max], which a few runs that happen to agree make
     * narrow), with the width each reached.
     */
    public static UntilCi untilCi(List<ConfigResult> configs, double targetPercent, int maxRuns, int measuredRuns) {
        List<UntilCi.Width> wide = new ArrayList<>();
        for (ConfigResult c : configs) {
            Double width = wallWidthPercent(c);
            if (width == null || width > targetPercent || c.summary().measuredRuns() < MedianInterval.MIN_VALUES) {
                wide.add(new UntilCi.Width(c.id(), width, c.summary().measuredRuns()));
            }
        }
        return new UntilCi(targetPercent, maxRuns, measuredRuns, wide.isEmpty(), wide);
    }

    /** The width of a configuration's wall-time interval in percent of its median; null without one. */
    static Double wallWidthPercent(ConfigResult config) {
        MedianInterval wall = config.summary().wallSeconds();
        return wall == null ? null : wall.relativeWidthPercent();
    }

    /** Every pair (a before b in {@code configs}' order), runs paired by repetition. */
    public static List<PairResult> pairs(List<ConfigResult> configs) {
        List<PairResult> pairs = new ArrayList<>();
        for (int i = 0; i < configs.size(); i++) {
            for (int j = i + 1; j < configs.size(); j++) {
                pairs.add(pair(configs.get(i), configs.get(j)));
            }
        }
        return pairs;
    }

    static PairResult pair(ConfigResult a, ConfigResult b) {
        Map<Integer, CompareRun> bByRepetition = byRepetition(b);
        List<Double> wallA = new ArrayList<>();
        List<Double> wallB = new ArrayList<>();
        List<Double> cpuA = new ArrayList<>();
        List<Double> cpuB = new ArrayList<>();
        List<Integer> repetitions = new ArrayList<>();
        for (Map.Entry<Integer, CompareRun> e : byRepetition(a).entrySet()) {
            CompareRun other = bByRepetition.get(e.getKey());
            if (other == null) {
                continue;
            }
            repetitions.add(e.getKey());
            wallA.add(e.getValue().wallSeconds());
            wallB.add(other.wallSeconds());
            cpuA.add(e.getValue().cpuSeconds());
            cpuB.add(other.cpuSeconds());
        }
        PairedRatio wall = PairedRatios.of(wallA, wallB);
        PairedRatio cpu = PairedRatios.of(cpuA, cpuB);
        if (wall == null) {
            return new PairResult(a.id(), b.id(), wallA.size(), null, cpu == null ? null : cpu.ratio(), false,
                    PairedRatios.LOG_T, null, List.of());
        }
        // below 6 pairs the interval is the range [min, max], no 95 % interval: with no difference at
        // all, 2 ratios exclude 1 in half of all sessions, 3 in a quarter, so only 6 or more tell two apart
        List<Integer> outliers = wall.outliers().stream().map(repetitions::get).toList();
        return new PairResult(a.id(), b.id(), wallA.size(), wall.ratio(), cpu == null ? null : cpu.ratio(),
                wall.toldApart(), wall.ratio().ciMethod(),
                outliers.isEmpty() ? null : wall.signTest(), outliers);
    }

    private static Map<Integer, CompareRun> byRepetition(ConfigResult config) {
        Map<Integer, CompareRun> map = new TreeMap<>();
        config.runs().stream().filter(CompareRun::measured).forEach(r -> map.put(r.repetition(), r));
        return map;
    }

    /**
     * The cost split (Cai et al.'s lower-bound overhead), from whole-run figures: wall = pauses +
     * remainder, CPU = GC-thread CPU + remainder, medians over each configuration's runs of the
     * per-run parts. The smallest remainder over all configurations is the baseline; a
     * configuration's excess over it is its mutator slowdown.
     */
    public static List<CostSplit> costSplit(List<ConfigResult> configs) {
        List<double[]> parts = new ArrayList<>();
        Double wallBaseline = null;
        Double cpuBaseline = null;
        for (ConfigResult c : configs) {
            List<CompareRun> runs = c.runs().stream().filter(CompareRun::measured).toList();
            Double wall = Medians.median(runs.stream().map(CompareRun::totalWallSeconds).toList());
            Double pause = Medians.median(runs.stream().map(CompareRun::gcPauseSeconds).toList());
            Double wallRest = Medians.median(runs.stream().map(r -> minus(r.totalWallSeconds(), r.gcPauseSeconds())).toList());
            Double cpu = Medians.median(runs.stream().map(CompareRun::cpuSeconds).toList());
            Double gcCpu = Medians.median(runs.stream().map(CompareRun::gcCpuSeconds).toList());
            Double cpuRest = Medians.median(runs.stream().map(r -> minus(r.cpuSeconds(), r.gcCpuSeconds())).toList());
            parts.add(new double[] {nan(wall), nan(pause), nan(wallRest), nan(cpu), nan(gcCpu), nan(cpuRest)});
            wallBaseline = min(wallBaseline, wallRest);
            cpuBaseline = min(cpuBaseline, cpuRest);
        }
        List<CostSplit> split = new ArrayList<>();
        for (int i = 0; i < configs.size(); i++) {
            double[] p = parts.get(i);
            split.add(new CostSplit(configs.get(i).id(), value(p[0]), value(p[1]), value(p[2]),
                    excess(p[2], wallBaseline), value(p[3]), value(p[4]), value(p[5]), excess(p[5], cpuBaseline),
                    overhead(p[0], wallBaseline), overhead(p[3], cpuBaseline)));
        }
        return split;
    }

    private static Double minus(Double total, Double part) {
        return total == null || part == null ? null : total - part;
    }

    private static Double min(Double current, Double candidate) {
        if (candidate == null) {
            return current;
        }
        return current == null ? candidate : Math.min(current, candidate);
    }

    private static double nan(Double d) {
        return d == null ? Double.NaN : d;
    }

    private static Double value(double d) {
        return Double.isNaN(d) ? null : d;
    }

    private static Double excess(double remainder, Double baseline) {
        return Double.isNaN(remainder) || baseline == null ? null : remainder - baseline;
    }

    private static Double overhead(double total, Double baseline) {
        return Double.isNaN(total) || baseline == null || baseline <= 0 ? null : total / baseline - 1;
    }
}
