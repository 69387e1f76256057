package io.tenure.bench.plan;

import java.util.Objects;

/** One fork of the workload: a cell and the repetition number (1-based). */
public record PlannedRun(Cell cell, int repetition) {
    public PlannedRun {
        Objects.requireNonNull(cell, "cell");
        if (repetition < 1) {
            throw new IllegalArgumentException("repetitions count from 1: " + repetition);
        }
    }

    /** The cell id with the repetition: names the run's files in the bundle. */
    public String id() {
        return cell.id() + "_r" + repetition;
    }
}
