package io.tenure.bundle.compare;

import java.util.List;
import java.util.Objects;

/**
 * How {@code --until-ci} ended: whether every configuration's wall-time interval got narrower than
 * the target before the run budget was spent, and if not, which did not and how wide they stayed.
 * A budget spent is no failure (the runs are all good), but the intervals are not what was asked
 * for, and a session that said nothing read as if they were.
 *
 * @param targetPercent the target: interval width as a percentage of the median
 * @param maxRuns       the run budget (measured runs in all, {@code --max-runs})
 * @param measuredRuns  the measured runs in the bundle when the session ended
 * @param reached       whether every configuration met the target
 * @param notReached    the configurations that did not, in plan order; empty when reached
 */
public record UntilCi(double targetPercent, int maxRuns, int measuredRuns, boolean reached, List<Width> notReached) {
    public UntilCi {
        notReached = List.copyOf(notReached);
        if (reached != notReached.isEmpty()) {
            throw new IllegalArgumentException("reached must be true exactly when no configuration is left out: " + notReached);
        }
    }

    /**
     * One configuration's interval when the session ended.
     *
     * @param config       the configuration id
     * @param widthPercent the width of its wall-time interval as a percentage of the median; null
     *                     when it has none (no ok run, or a median of 0)
     * @param measuredRuns its measured runs that finished ok
     */
    public record Width(String config, Double widthPercent, int measuredRuns) {
        public Width {
            Objects.requireNonNull(config, "config");
        }
    }
}
