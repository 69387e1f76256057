package io.tenure.bundle.compare;

import java.util.Objects;

/**
 * One configuration's time split as Cai et al. (ISPASS 2022) split a collector's cost, from the
 * medians of its runs; see {@code docs/COMPARE.md}. Every figure is null when an input is.
 *
 * @param config                     the configuration's id
 * @param wallSeconds                median wall time
 * @param gcPauseSeconds             median stop-the-world time (visible)
 * @param wallRemainderSeconds       wall − pauses: the mutator's wall time under this collector
 * @param wallMutatorSlowdownSeconds the remainder's excess over the smallest remainder of all
 *                                   configurations (barriers, locality: the invisible cost)
 * @param cpuSeconds                 median CPU time
 * @param gcCpuSeconds               median GC-thread CPU (visible)
 * @param cpuRemainderSeconds        CPU − GC CPU
 * @param cpuMutatorSlowdownSeconds  the remainder's excess over the smallest CPU remainder
 * @param wallLowerBoundOverhead     wall / smallest wall remainder − 1: the lower-bound overhead
 * @param cpuLowerBoundOverhead      CPU / smallest CPU remainder − 1
 */
public record CostSplit(String config, Double wallSeconds, Double gcPauseSeconds, Double wallRemainderSeconds,
                        Double wallMutatorSlowdownSeconds, Double cpuSeconds, Double gcCpuSeconds,
                        Double cpuRemainderSeconds, Double cpuMutatorSlowdownSeconds, Double wallLowerBoundOverhead,
                        Double cpuLowerBoundOverhead) {
    public CostSplit {
        Objects.requireNonNull(config, "config");
    }
}
