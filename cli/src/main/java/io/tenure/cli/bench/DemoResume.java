package io.tenure.cli.bench;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.RunResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether {@code demo --resume} continues the demo that wrote the bundle. A demo's help promises
 * to continue an interrupted demo, and its summary, model and report take every cell of the
 * bundle: a resume with another {@code --gc} or {@code --jvm} added its cells to the old ones
 * without a word, and the result answered neither invocation's question. ({@code bench --resume}
 * keeps adding cells on purpose, and checks only that a cell of the same id has the same settings.)
 *
 * <p>The test: the runner forks a plan's runs in the plan's order, so an interrupted demo recorded
 * a prefix of its own plan's runs; a bundle whose runs are not a prefix of this demo's plan was
 * made by another plan. Another collector or JVM changes the cells and, through the seeded
 * shuffle of each round, the order.
 */
final class DemoResume {
    private DemoResume() {
    }

    /** Why {@code plan} does not continue {@code previous}, naming what changed; null when it does. */
    static String mismatch(Plan plan, BenchResults previous) {
        Set<String> recorded = new HashSet<>();
        previous.cells().forEach(c -> c.runs().stream().map(RunResult::runId).forEach(recorded::add));
        List<String> order = plan.runs().stream().map(PlannedRun::id).toList();
        if (recorded.size() <= order.size() && new HashSet<>(order.subList(0, recorded.size())).equals(recorded)) {
            return null;
        }
        Set<String> then = new LinkedHashSet<>();
        previous.cells().stream().filter(c -> !c.runs().isEmpty()).forEach(c -> then.add(pair(c)));
        Set<String> now = new LinkedHashSet<>();
        plan.cells().stream().filter(c -> !c.skipped()).forEach(c -> now.add(pair(c)));
        List<String> changed = new ArrayList<>();
        Set<String> gone = new LinkedHashSet<>(then);
        gone.removeAll(now);
        if (!gone.isEmpty()) {
            changed.add("runs of " + String.join(", ", gone) + ", which this demo does not run");
        }
        Set<String> added = new LinkedHashSet<>(now);
        added.removeAll(then);
        if (!added.isEmpty()) {
            changed.add("no run of " + String.join(", ", added) + ", which this demo runs");
        }
        String what = changed.isEmpty()
                ? "runs of the same JVMs and collectors, but not of this demo's plan (another --quick, or another tenure's demo)"
                : String.join("; ", changed);
        return "the bundle holds another demo's runs (" + what + "): resume it with the --jvm, --gc and --quick it was"
                + " started with, or give a new --out (tenure report takes both bundles)";
    }

    private static String pair(CellResult cell) {
        return cell.jvm().id() + " " + (cell.collectorName() != null ? cell.collectorName() : cell.collector());
    }

    private static String pair(Cell cell) {
        return cell.jvm().id() + " " + cell.collector().displayName();
    }
}
