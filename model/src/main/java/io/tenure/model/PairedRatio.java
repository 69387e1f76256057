package io.tenure.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * How far apart two platforms' runs at the same survival level let their time ratio lie: the
 * half-width of a Student-t 95 % interval on the logarithms of the runs' ratios, paired by
 * repetition.
 *
 * <p>Why not the bootstrap: with the 3 forks a level usually has, a bootstrap sees only 10
 * distinct resamples and its percentile interval is far too narrow (two runs of the demo gave
 * Serial / ZGC = 1.46 and [1.03, 1.20]). The t interval is exact for log-normal run times and
 * widens as it should at small n (t(0.975, 2) = 4.30). Pairing by repetition removes what the
 * machine did to a whole round of forks (the demo runs each repetition of a level back to back).
 */
public final class PairedRatio {
    /** A level whose survival is this near the survival asked for counts as measured there. */
    public static final double LEVEL_TOLERANCE = 0.01;
    /** Fewer pairs than this leave the interval to the bootstrap: t(0.975, 1) = 12.7 says nothing. */
    public static final int MIN_PAIRS = 3;

    private PairedRatio() {
    }

    /**
     * The half-width, on the log scale, of the 95 % interval of numerator / denominator from the
     * observations of each platform's level nearest to {@code s}; null when either has no level
     * within {@link #LEVEL_TOLERANCE}, when that level holds less than half of a platform's runs
     * (then the fitted value there rests mostly on the other levels, and the bootstrap of the
     * curve, which pools them, is the better interval), or when fewer than {@link #MIN_PAIRS}
     * repetitions are measured on both.
     */
    public static Double logHalfWidthAtLevel(List<Observation> numerator, List<Observation> denominator, double s) {
        Map<String, Double> top = nearestLevel(numerator, s);
        Map<String, Double> under = nearestLevel(denominator, s);
        if (2 * top.size() < numerator.size() || 2 * under.size() < denominator.size()) {
            // the curves rest mostly on other levels here: their bootstrap pools them, this would not
            return null;
        }
        List<Double> logRatios = new ArrayList<>();
        top.forEach((repetition, value) -> {
            Double other = under.get(repetition);
            if (other != null && value > 0 && other > 0) {
                logRatios.add(Math.log(value / other));
            }
        });
        return logRatios.size() < MIN_PAIRS ? null : logHalfWidth(logRatios.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** t(0.975, n − 1) · sd / √n of at least 2 log ratios. */
    static double logHalfWidth(double[] logRatios) {
        int n = logRatios.length;
        double mean = 0;
        for (double d : logRatios) {
            mean += d / n;
        }
        double squares = 0;
        for (double d : logRatios) {
            squares += (d - mean) * (d - mean);
        }
        return new TDistribution(n - 1).inverseCumulativeProbability(0.975) * Math.sqrt(squares / (n - 1) / n);
    }

    /**
     * Repetition → value of the level nearest {@code s} (observations of one level share their
     * survival: the level's measured median, or its target), empty when none is within tolerance.
     * Bundles merged into one platform can repeat a repetition number at the same survival; the
     * key counts them ("2#2" is the second run numbered 2) so that no run is dropped.
     */
    static Map<String, Double> nearestLevel(List<Observation> observations, double s) {
        double nearest = Double.NaN;
        for (Observation o : observations) {
            if (Math.abs(o.survival() - s) <= LEVEL_TOLERANCE
                    && (Double.isNaN(nearest) || Math.abs(o.survival() - s) < Math.abs(nearest - s))) {
                nearest = o.survival();
            }
        }
        Map<String, Double> runs = new TreeMap<>();
        Map<Integer, Integer> seen = new HashMap<>();
        for (Observation o : observations) {
            if (o.survival() == nearest) {
                runs.put(o.repetition() + "#" + seen.merge(o.repetition(), 1, Integer::sum), o.value());
            }
        }
        return runs;
    }
}
