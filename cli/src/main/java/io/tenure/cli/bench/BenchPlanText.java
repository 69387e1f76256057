package io.tenure.cli.bench;

import io.tenure.bench.plan.BenchRequest;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.Design;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.plan.Planner;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bench.run.BenchRunner;
import io.tenure.bench.run.MinHeapProbe;
import io.tenure.bench.run.MinHeapSearch;
import io.tenure.bench.run.RunExecutor;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.harness.MinHeapBisection;
import io.tenure.platforms.Collector;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What bench prints before it runs: the plan ({@code --dry-run}), the refused cells, the minimum-heap search. */
final class BenchPlanText {
    private BenchPlanText() {
    }

    /**
     * @param pending the runs left in the bundle, or null when nothing would run (every cell refused); on
     *                {@code --resume} the runs done are counted, their cells marked, and the estimate and the first
     *                run are of what is left
     */
    static void plan(PrintWriter out, Plan plan, Path dir, BenchRunner.Pending pending, Duration timeout, boolean jfr) {
        long skipped = plan.cells().stream().filter(Cell::skipped).count();
        List<PlannedRun> todo = pending == null ? plan.runs() : pending.todo();
        Duration estimate = todo.stream().map(Plan::estimate).reduce(Duration.ZERO, Duration::plus);
        int done = pending == null ? 0 : pending.done();
        out.printf(Locale.ROOT, "tenure bench plan: %d cells (%d skipped) x %d repetitions = %d runs%s, estimated %s%n",
                plan.cells().size(), skipped, plan.repetitions(), plan.runs().size(),
                done == 0 ? "" : String.format(Locale.ROOT, ", %d already done in the bundle: %d to run", done, todo.size()),
                BenchProgress.format(estimate));
        Map<String, Long> left = new LinkedHashMap<>();
        todo.forEach(r -> left.merge(r.cell().id(), 1L, Long::sum));
        out.printf(Locale.ROOT, "bundle: %s%n", dir.toAbsolutePath());
        if (plan.design() != null) {
            Design d = plan.design();
            out.printf(Locale.ROOT, "design: %s seed %d over %s%n", d.label(), d.seed(), String.join(", ",
                    d.ranges().stream().map(r -> r.knob() + " " + WorkloadTarget.number(r.low()) + ".."
                            + WorkloadTarget.number(r.high())).toList()));
        }
        for (Cell c : plan.cells()) {
            String knobs = plan.design() == null ? "" : String.format(Locale.ROOT,
                    "[p %s, ref-stores %s, old-to-young %s, compute %s, threads %d%s] ", WorkloadTarget.number(c.target().survival()),
                    WorkloadTarget.number(c.target().refStoresPerKB()), WorkloadTarget.number(c.target().oldToYoung()),
                    WorkloadTarget.number(c.target().computePerKB()), c.target().threads(),
                    // a design without the live-set knob prints as it did
                    c.target().liveSetFraction() == null ? "" : String.format(Locale.ROOT, ", live-set %s (%s MB)",
                            WorkloadTarget.number(c.target().liveSetFraction()), WorkloadTarget.number(c.target().lifetimeMB())));
            long cellDone = c.skipped() || done == 0 ? 0 : plan.repetitions() - left.getOrDefault(c.id(), 0L);
            out.printf(Locale.ROOT, "  %-60s %s%s%s%n", c.id(), knobs, cellDone == 0 ? ""
                            : String.format(Locale.ROOT, "[%d of %d runs done] ", cellDone, plan.repetitions()),
                    c.skipped() ? "skipped: " + c.skipReason()
                    : (c.variant() == null ? "" : "variant " + c.variant() + ": ")
                            + (c.instances() == 1 ? "" : c.instances() + " JVMs at once, each: ") + String.join(" ", c.flags()));
        }
        if (!todo.isEmpty()) {
            var first = todo.get(0);
            Path runDir = dir.toAbsolutePath().resolve("runs").resolve(first.id());
            if (first.cell().instances() > 1) {
                runDir = runDir.resolve("i1");
            }
            out.printf(Locale.ROOT, "first run: %s%n", String.join(" ",
                    new RunExecutor(dir, timeout, jfr).command(first, runDir)));
        }
        out.flush();
    }

    /** {@code --dry-run} with heap multiples: the cells' heaps are known only once the minimum heaps are. */
    static void minHeapPlan(PrintWriter out, BenchMatrix matrix, List<Double> multiples, WorkloadTarget probe, Path dir) {
        List<String> pairs = new ArrayList<>();
        matrix.targets().forEach(jvm -> matrix.byJvm().get(jvm).forEach(c -> pairs.add(jvm.id() + " " + c.id())));
        out.printf(Locale.ROOT, "tenure bench plan: heaps %s of the minimum heap, which is measured first for each of %d JVM"
                        + " and collector pair%s (%s) by bisection over short forks (%s MB of work each: until the long-lived set is full, then 128 MB, at most a cell's work) at p = %s with a"
                        + " %s MB long-lived set and the JVM's young sizing; the cells and their heaps follow from it%n",
                String.join(", ", multiples.stream().map(m -> WorkloadTarget.number(m) + "x").toList()), pairs.size(),
                pairs.size() == 1 ? "" : "s", String.join(", ", pairs),
                WorkloadTarget.number(MinHeapProbe.probeWorkMB(probe)), WorkloadTarget.number(probe.survival()),
                WorkloadTarget.number(probe.lifetimeMB()));
        out.printf(Locale.ROOT, "bundle: %s%n", dir.toAbsolutePath());
        out.flush();
    }

    /** The minimum-heap search's progress, one line per probe. */
    static MinHeapSearch.Listener minHeapLines(PrintWriter out) {
        return new MinHeapSearch.Listener() {
            @Override
            public void measuring(JvmTarget jvm, Collector collector, WorkloadTarget probe) {
                out.printf(Locale.ROOT, "tenure bench: measuring the minimum heap of %s %s (p = %s, long-lived set %s MB)%n",
                        jvm.id(), collector.id(), WorkloadTarget.number(probe.survival()),
                        WorkloadTarget.number(probe.lifetimeMB()));
                out.flush();
            }

            @Override
            public void probed(MinHeapBisection.Attempt attempt) {
                out.printf(Locale.ROOT, "  %5d MB: %s%n", attempt.heapMB(), attempt.completed() ? "completed"
                        : "did not complete" + (attempt.reason() == null ? "" : " (" + attempt.reason() + ")"));
                out.flush();
            }

            @Override
            public void found(JvmTarget jvm, Collector collector, MinHeap known) {
                out.printf(Locale.ROOT, "tenure bench: minimum heap of %s %s: %s%n", jvm.id(), collector.id(),
                        known.minHeapMB() == null
                                ? "none up to " + BenchRequest.MIN_HEAP_LIMIT_MB + " MB completed; its cells are left out"
                                : known.minHeapMB() + " MB (within " + known.resolutionMB() + " MB, " + known.probes().size()
                                        + " probes)");
                out.flush();
            }
        };
    }

    /** A refused cell is named before anything runs: the rest of the matrix still runs. */
    static void refusals(PrintWriter err, Plan plan) {
        for (Cell c : plan.cells()) {
            // every skipped cell: Epsilon's "never collects" reason does not start with "refused", and went unsaid
            if (c.skipped()) {
                err.printf(Locale.ROOT, "tenure bench: %s %s%n", c.id(), c.skipReason());
            }
        }
        err.flush();
    }

    /** A plan with no cell to run is a usage error: the cells, named before, say why and what to change. */
    static void refuseEmpty(Plan plan, String consequence) {
        if (!plan.cells().stream().allMatch(Cell::skipped)) {
            return;
        }
        // "not applicable on this host" has no option to change: a NUMA variant on one node is all it is
        boolean notApplicable = plan.cells().stream().allMatch(c -> c.skipReason().startsWith(Planner.NOT_APPLICABLE));
        throw new UserException(ExitCodes.USAGE, (notApplicable
                ? "no cell is applicable on this host (each is named above with why)"
                : "every cell was refused (each is named above with the option to change)") + ": nothing to run"
                + consequence);
    }
}
