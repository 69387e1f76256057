package io.tenure.bundle.compare;

import io.tenure.model.stats.MedianInterval;
import java.util.Locale;
import java.util.Objects;

/**
 * Two configurations compared run by run: the ratio a/b of the runs of the same repetition
 * (which ran minutes apart under the same machine load), its median and order-statistic interval.
 *
 * @param a                the first configuration's id
 * @param b                the second configuration's id
 * @param pairedRuns       repetitions in which both ran ok
 * @param wallRatio        a's wall time over b's; null with no paired run
 * @param cpuRatio         a's CPU time over b's
 * @param distinguishable  true when the runs tell the two apart: at least {@value MedianInterval#MIN_VALUES}
 *                         pairs, whose wall-ratio interval excludes 1
 */
public record PairResult(String a, String b, int pairedRuns, @MedianFigure MedianInterval wallRatio,
                         @MedianFigure MedianInterval cpuRatio,
                         boolean distinguishable) {
    public PairResult {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        // what the file records, so that a pair reads back as it was written
        wallRatio = wallRatio == null ? null : wallRatio.figures();
        cpuRatio = cpuRatio == null ? null : cpuRatio.figures();
    }

    /**
     * Whether the runs tell a and b apart. Readers ask this rather than {@link #distinguishable}:
     * a bundle written before 2026-11-27 says distinguishable from as few as 2 pairs.
     */
    public boolean toldApart() {
        return distinguishable && pairedRuns >= MedianInterval.MIN_VALUES;
    }

    /**
     * Why a and b are not told apart, in words for a person, or null when they are.
     *
     * @param repeat the repetitions the session asked for: fewer than {@value MedianInterval#MIN_VALUES}
     *               is the user's to raise; with enough asked, runs failed
     */
    public String whyNotToldApart(int repeat) {
        if (toldApart()) {
            return null;
        }
        if (pairedRuns >= MedianInterval.MIN_VALUES) {
            return "the wall-ratio interval holds 1";
        }
        String pairs = pairedRuns + (pairedRuns == 1 ? " pair" : " pairs");
        String needed = String.format(Locale.ROOT, "%d are needed for a 95 %% interval", MedianInterval.MIN_VALUES);
        // with enough repetitions asked, "--repeat 6 or more" would blame the user for runs that failed
        return repeat < MedianInterval.MIN_VALUES ? pairs + "; " + needed + ": --repeat " + MedianInterval.MIN_VALUES + " or more"
                : pairs + ", as runs failed in the other repetitions; " + needed;
    }
}
