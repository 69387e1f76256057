package io.tenure.bundle.compare;

import java.util.Objects;

/**
 * Two configurations compared run by run: the ratio a/b of the runs of the same repetition
 * (which ran minutes apart under the same machine load), its median and a bootstrap interval.
 *
 * @param a                the first configuration's id
 * @param b                the second configuration's id
 * @param pairedRuns       repetitions in which both ran ok
 * @param wallRatio        a's wall time over b's; null with no paired run
 * @param cpuRatio         a's CPU time over b's
 * @param distinguishable  false when the wall-ratio interval holds 1 (or there is none): the
 *                         measurements do not tell the two apart
 */
public record PairResult(String a, String b, int pairedRuns, MedianCi wallRatio, MedianCi cpuRatio,
                         boolean distinguishable) {
    public PairResult {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
    }
}
