package io.tenure.bundle.compare;

import io.tenure.model.stats.MedianInterval;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Two configurations compared run by run: the ratio a/b of the runs of the same repetition
 * (which ran minutes apart under the same machine load), with its interval ({@code ratioMethod}).
 *
 * @param a                the first configuration's id
 * @param b                the second configuration's id
 * @param pairedRuns       repetitions in which both ran ok
 * @param wallRatio        a's wall time over b's; null with no paired run. Its {@code median} is the
 *                         estimate {@code ratioMethod} names: the geometric mean of the paired ratios
 *                         with a t-interval on their logs (bundles from 2026-11-28 on), or the median
 *                         with the sign test's interval (older bundles, {@code ratioMethod} null)
 * @param cpuRatio         a's CPU time over b's, the same kind of figure
 * @param distinguishable  true when the runs tell the two apart: at least {@value MedianInterval#MIN_VALUES}
 *                         pairs, whose wall-ratio interval excludes 1
 * @param ratioMethod      the interval of {@code wallRatio} and {@code cpuRatio} (from 6 pairs on; below,
 *                         the range of the ratios, which the method also says); null in older bundles
 * @param wallRatioSignTest the median wall ratio with the sign test's interval, written when a pair is an
 *                         outlier (the robustness check); null otherwise
 * @param outlierRepetitions the repetitions whose wall ratio is an outlier (more than 3.5 robust standard
 *                         deviations from the median log ratio); empty when none, or in older bundles
 */
public record PairResult(String a, String b, int pairedRuns, @MedianFigure MedianInterval wallRatio,
                         @MedianFigure MedianInterval cpuRatio,
                         boolean distinguishable, String ratioMethod, @MedianFigure MedianInterval wallRatioSignTest,
                         List<Integer> outlierRepetitions) {
    public PairResult {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        // what the file records, so that a pair reads back as it was written
        wallRatio = wallRatio == null ? null : wallRatio.figures();
        cpuRatio = cpuRatio == null ? null : cpuRatio.figures();
        wallRatioSignTest = wallRatioSignTest == null ? null : wallRatioSignTest.figures();
        outlierRepetitions = outlierRepetitions == null ? List.of() : List.copyOf(outlierRepetitions);
    }

    /** A pair as bundles before 2026-11-28 recorded it: the sign test's interval, no outlier check. */
    public PairResult(String a, String b, int pairedRuns, MedianInterval wallRatio, MedianInterval cpuRatio,
                      boolean distinguishable) {
        this(a, b, pairedRuns, wallRatio, cpuRatio, distinguishable, null, null, List.of());
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
     *               is the user's to raise; with enough asked, runs failed or the race stopped measuring one
     * @param race   the session's race, or null when it was none
     */
    public String whyNotToldApart(int repeat, RaceResult race) {
        if (toldApart()) {
            return null;
        }
        if (pairedRuns >= MedianInterval.MIN_VALUES) {
            return "the wall-ratio interval holds 1";
        }
        String pairs = pairedRuns + (pairedRuns == 1 ? " pair" : " pairs");
        String needed = String.format(Locale.ROOT, "%d are needed for a 95 %% interval", MedianInterval.MIN_VALUES);
        if (repeat < MedianInterval.MIN_VALUES) {
            return pairs + "; " + needed + ": --repeat " + MedianInterval.MIN_VALUES + " or more";
        }
        // with enough repetitions asked, "--repeat 6 or more" would blame the user for runs that failed,
        // and "runs failed" would blame the program for blocks a race chose not to run
        Optional<RaceResult.Stop> stop = race == null ? Optional.empty() : Stream.of(a, b).map(race::stopped)
                .flatMap(Optional::stream).min(Comparator.comparingInt(RaceResult.Stop::block));
        return stop.filter(s -> s.block() == pairedRuns)
                .map(s -> pairs + ", as the race " + s.words() + "; " + needed)
                .orElse(pairs + ", as runs failed in the other repetitions; " + needed);
    }
}
