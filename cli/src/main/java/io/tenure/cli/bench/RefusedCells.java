package io.tenure.cli.bench;

import io.tenure.bench.plan.Planner;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.RunStatus;
import java.util.List;

/**
 * The cells of a bench or demo bundle that the plan refused (skipped, never run) because they
 * could not reach their target: Epsilon in a heap smaller than its allocation, a long-lived set the
 * old generation cannot hold, a survival the young generation cannot keep. Summaries count and
 * name them beside the failed cells: the demo used to print "10 of 10 cells ok" and "Failed cells:
 * none" when 8 of its 18 cells had been refused, and a reader took the 10 for the whole sweep.
 *
 * <p>A cell marked {@link Planner#NOT_APPLICABLE} (a NUMA variant on a one-node host) is not a
 * refusal: nothing could be measured there, and the bench summary names it on its own line.
 */
final class RefusedCells {
    private static final String PREFIX = "refused: ";

    private RefusedCells() {
    }

    /** The refused cells of {@code results}, in bundle order. */
    static List<CellResult> of(BenchResults results) {
        return results.cells().stream().filter(RefusedCells::refused).toList();
    }

    static boolean refused(CellResult c) {
        return c.status() == RunStatus.SKIPPED && !(c.reason() != null && c.reason().startsWith(Planner.NOT_APPLICABLE));
    }

    /** "refused ID: why, and the option to change" (the reason's own "refused: " is not repeated). */
    static String line(CellResult c) {
        String reason = c.reason() == null ? "" : c.reason().lines().findFirst().orElse("");
        return "refused " + c.id() + ": " + (reason.startsWith(PREFIX) ? reason.substring(PREFIX.length()) : reason);
    }
}
