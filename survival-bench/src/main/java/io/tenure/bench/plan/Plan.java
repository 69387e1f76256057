package io.tenure.bench.plan;

import io.tenure.bench.workload.SurvivalWorkload;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.platforms.Collector;
import java.time.Duration;
import java.util.List;

/**
 * The whole matrix: every cell, and the runs in the order they will be forked. Runs go
 * repetition by repetition, each repetition in its own shuffled cell order, so that a slow
 * period of a shared machine spreads over all configurations instead of hitting one.
 *
 * @param orderSeed the seed of the shuffles, recorded so that the order can be reproduced
 * @param design    the space-filling design the cells come from, or null for a grid
 * @param minHeaps  the minimum heaps measured for {@code --heap 2x} (recorded in the bundle); empty without
 */
public record Plan(List<Cell> cells, List<PlannedRun> runs, int repetitions, long orderSeed, Design design,
                   List<MinHeap> minHeaps) {
    /** JVM start, heap pre-touch and JFR start-up, per fork. */
    private static final double FORK_OVERHEAD_SECONDS = 1.5;
    /**
     * A calibrated fork's time besides warm-up and measurement, measured on 2 cores: JVM start
     * with a 512 MB heap pre-touched (0.3 s), exit, and the runner's reading of its GC log.
     */
    private static final double CALIBRATED_OVERHEAD_SECONDS = 0.45;
    /** A warm-up ends after the chunk that crosses its limit: 0.6 s for a 0.5 s limit, measured. */
    private static final double WARMUP_OVERSHOOT = 1.2;

    public Plan {
        cells = List.copyOf(cells);
        runs = List.copyOf(runs);
        minHeaps = minHeaps == null ? List.of() : List.copyOf(minHeaps);
    }

    /** This plan, recording the minimum heaps its heaps are multiples of. */
    public Plan withMinHeaps(List<MinHeap> measured) {
        return new Plan(cells, runs, repetitions, orderSeed, design, measured);
    }

    /** A grid plan. */
    public Plan(List<Cell> cells, List<PlannedRun> runs, int repetitions, long orderSeed) {
        this(cells, runs, repetitions, orderSeed, null, List.of());
    }

    /** A plan of a space-filling design (null: a grid), before any minimum heap is measured. */
    public Plan(List<Cell> cells, List<PlannedRun> runs, int repetitions, long orderSeed, Design design) {
        this(cells, runs, repetitions, orderSeed, design, List.of());
    }

    /**
     * A rough duration of {@code run} from the pilot figures on a 2-core machine: about 0.3 s per
     * GB allocated at no survival plus 1.2 s per GB per unit of survival (copying), G1 a third
     * slower. Good enough to tell minutes from hours.
     */
    public static Duration estimate(PlannedRun run) {
        WorkloadTarget t = run.cell().target();
        if (t.calibrated()) {
            // The measured phase lasts its target; the warm-up stops when steady, at most its limit,
            // which Serial and Parallel forks always reach.
            return Duration.ofMillis(Math.round((CALIBRATED_OVERHEAD_SECONDS
                    + WARMUP_OVERSHOOT * SurvivalWorkload.warmupLimitSeconds(t.measureSeconds())
                    + t.measureSeconds()) * 1000));
        }
        double gb = (t.warmupMB() + t.workMB()) / 1024;
        double perGb = 0.3 + 1.2 * t.survival();
        if (run.cell().collector() == Collector.G1) {
            perGb *= 1.3;
        }
        return Duration.ofMillis(Math.round((FORK_OVERHEAD_SECONDS + gb * perGb) * 1000));
    }

    public Duration estimate() {
        return runs.stream().map(Plan::estimate).reduce(Duration.ZERO, Duration::plus);
    }
}
