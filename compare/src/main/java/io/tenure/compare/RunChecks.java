package io.tenure.compare;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.model.stats.Medians;
import io.tenure.model.stats.PairedRatios;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * What a reader of compare's figures should be warned of, from a configuration's runs: its spread,
 * an outlier run, and drift (its first and last runs differing beyond their noise).
 */
public final class RunChecks {
    /** A drift smaller than this is not reported, however steady the runs. */
    static final double DRIFT_FLOOR = 0.02;

    private RunChecks() {
    }

    /**
     * The median absolute deviation of the measured wall times in percent of their median; null
     * below 2 runs.
     */
    public static Double wallMadPercent(ConfigResult config) {
        List<Double> walls = walls(config);
        if (walls.size() < 2) {
            return null;
        }
        double median = Medians.median(walls);
        return 100 * Medians.median(walls.stream().map(w -> Math.abs(w - median)).toList()) / median;
    }

    /**
     * A run whose wall time lies more than {@value PairedRatios#OUTLIER_Z} robust standard
     * deviations (of the logs, at least {@value PairedRatios#OUTLIER_FLOOR}) from the median.
     *
     * @param repetition the run's repetition
     * @param wallSeconds its wall time
     * @param median     the configuration's median wall time
     */
    public record OutlierRun(String config, int repetition, double wallSeconds, double median) {
    }

    public static List<OutlierRun> outlierRuns(ConfigResult config) {
        List<CompareRun> runs = measured(config);
        double[] logs = runs.stream().mapToDouble(r -> Math.log(r.wallSeconds())).toArray();
        Double median = Medians.median(runs.stream().map(CompareRun::wallSeconds).toList());
        List<OutlierRun> outliers = new ArrayList<>();
        for (int i : PairedRatios.outlierIndexes(logs)) {
            outliers.add(new OutlierRun(config.id(), runs.get(i).repetition(), runs.get(i).wallSeconds(), median));
        }
        return outliers;
    }

    /**
     * The first and last third of a configuration's runs (by repetition, at least 2 runs each)
     * (outlier runs left out) differing by more than three standard errors of their difference (the noise from the spread of
     * successive runs) and by more than 2 %.
     *
     * @param firstMean the geometric mean wall time of the first runs
     * @param lastMean  that of the last runs
     * @param runsEach  the runs in each third
     */
    public record Drift(String config, double firstMean, double lastMean, int runsEach) {
        public double ratio() {
            return lastMean / firstMean;
        }
    }

    /** The drift of a configuration, or null when there is none beyond its noise or fewer than 6 runs. */
    public static Drift drift(ConfigResult config) {
        double[] all = measured(config).stream().mapToDouble(r -> Math.log(r.wallSeconds())).toArray();
        // an outlier run is said on its own; it is no drift
        List<Integer> outliers = PairedRatios.outlierIndexes(all);
        double[] logs = IntStream.range(0, all.length).filter(i -> !outliers.contains(i)).mapToDouble(i -> all[i]).toArray();
        int k = logs.length / 3;
        if (k < 2) {
            return null;
        }
        double first = PairedRatios.mean(Arrays.copyOfRange(logs, 0, k));
        double last = PairedRatios.mean(Arrays.copyOfRange(logs, logs.length - k, logs.length));
        // the noise from successive runs (a drift moves them little from one to the next, where it
        // would inflate the spread around the median): 1.4826 · median |x(i+1) − x(i)| / √2
        List<Double> steps = new ArrayList<>();
        for (int i = 1; i < logs.length; i++) {
            steps.add(Math.abs(logs[i] - logs[i - 1]));
        }
        double sd = Math.max(PairedRatios.OUTLIER_FLOOR, 1.4826 * Medians.median(steps) / Math.sqrt(2));
        double difference = last - first;
        boolean beyondNoise = Math.abs(difference) > 3 * sd * Math.sqrt(2.0 / k);
        return beyondNoise && Math.abs(difference) > Math.log(1 + DRIFT_FLOOR)
                ? new Drift(config.id(), Math.exp(first), Math.exp(last), k) : null;
    }

    private static List<CompareRun> measured(ConfigResult config) {
        return config.runs().stream().filter(CompareRun::measured)
                .filter(r -> r.wallSeconds() != null && r.wallSeconds() > 0)
                .sorted(Comparator.comparingInt(CompareRun::repetition)).toList();
    }

    private static List<Double> walls(ConfigResult config) {
        return measured(config).stream().map(CompareRun::wallSeconds).toList();
    }
}
