package io.tenure.bench.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A run order with more forks at some survival points than at others (the demo's forks
 * concentrated at s = 0.437), in rounds: repetition by repetition, each survival point's forks
 * back to back across its cells in a shuffled order, so that a slow spell of a shared machine hits
 * every collector measured at that point alike and the ratios between them stay fair.
 */
public final class SurvivalRounds {
    private SurvivalRounds() {
    }

    /**
     * @param cells        the cells of a plan (skipped ones are kept as cells, never run)
     * @param forksAt      forks per cell at each survival point, in the order the rounds visit the
     *                     points; a cell at a point not named here is not run
     * @param orderSeed    the seed of the shuffles, recorded in the plan
     */
    public static Plan plan(List<Cell> cells, Map<Double, Integer> forksAt, long orderSeed) {
        int rounds = forksAt.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        if (rounds < 1 || forksAt.values().stream().anyMatch(n -> n < 1)) {
            throw new IllegalArgumentException("every survival point needs at least one fork: " + forksAt);
        }
        List<PlannedRun> runs = new ArrayList<>();
        for (int rep = 1; rep <= rounds; rep++) {
            int index = 0;
            for (Map.Entry<Double, Integer> point : forksAt.entrySet()) {
                index++;
                if (point.getValue() < rep) {
                    continue;
                }
                List<Cell> order = new ArrayList<>(cells.stream()
                        .filter(c -> !c.skipped() && c.target().survival() == point.getKey()).toList());
                Collections.shuffle(order, new Random(orderSeed + 1000L * rep + index));
                for (Cell cell : order) {
                    runs.add(new PlannedRun(cell, rep));
                }
            }
        }
        return new Plan(cells, runs, rounds, orderSeed);
    }
}
