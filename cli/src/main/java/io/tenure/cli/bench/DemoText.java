package io.tenure.cli.bench;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlatformJvm;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.BenchResults;
import io.tenure.model.FitDefaults;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.platforms.Collector;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** What the demo prints: its plan before the sweep, its answer after. */
final class DemoText {
    private DemoText() {
    }

    /**
     * The JVMs, what runs on each and what does not, the sweep and its estimate, before anything runs.
     *
     * @param named      whether the JVMs were named ({@code --jvm}, {@code --quick}) rather than found
     * @param collectors {@code --gc} as typed
     */
    static void start(PrintWriter out, List<JvmTarget> targets, DemoPlan demo, Path dir, boolean named, List<String> collectors) {
        Plan plan = demo.plan();
        out.printf(Locale.ROOT, "tenure demo: %d JVM%s%s%n", targets.size(), targets.size() == 1 ? "" : "s",
                named ? "" : " found");
        for (JvmTarget jvm : targets) {
            List<Collector> run = plan.cells().stream().filter(c -> c.jvm().equals(jvm)).map(Cell::collector).distinct().toList();
            // a JVM that has none of --gc printed an empty list, as if it ran and was forgotten
            out.printf(Locale.ROOT, "  %-14s %s (%s): %s (of %s)%n", jvm.id(), jvm.version(), jvm.javaExecutable(),
                    run.isEmpty() ? "none of --gc " + String.join(",", collectors) + ", not run"
                            : run.stream().map(Collector::displayName).collect(Collectors.joining(", ")),
                    jvm.collectors().stream().map(Collector::displayName).collect(Collectors.joining(", ")));
            // --gc parallel,g1,zgc on JDK 25 ran no ZGC there (its ZGC is generational) and said nothing of it
            List<String> lacking = collectors.stream().map(n -> Collector.fromName(n).orElseThrow()).distinct()
                    .filter(c -> !jvm.collectors().contains(c)).map(c -> c.id() + whyNot(jvm, c)).toList();
            if (!lacking.isEmpty()) {
                out.printf(Locale.ROOT, "    not run on %s: %s%n", jvm.id(), String.join(", ", lacking));
            }
        }
        long runnable = runnableCells(plan);
        if (plan.runs().size() == runnable * plan.repetitions()) {
            out.printf(Locale.ROOT, "Sweep: %d cells x %d fork%s = %d forks, p = %s, heap %d MB, young %d MB fixed, "
                            + "%.0f MB allocated per fork; estimated %s%n",
                    runnable, plan.repetitions(), plan.repetitions() == 1 ? "" : "s", plan.runs().size(), survivals(plan),
                    DemoPlan.HEAP_MB, DemoPlan.YOUNG_MB, plan.cells().get(0).target().workMB(), BenchProgress.format(plan.estimate()));
        } else {
            out.printf(Locale.ROOT, "Sweep: %d cells, %d forks (per collector: %s; the forks of one p interleaved across"
                            + " collectors), heap %d MB, young %d MB fixed, each fork warmed up until steady and measured"
                            + " for %.1f s (%.1f s at the ends); estimated %s%n",
                    runnable, plan.runs().size(), forksPerPoint(), DemoPlan.HEAP_MB, DemoPlan.YOUNG_MB,
                    DemoPlan.MEASURE_SECONDS, DemoPlan.END_MEASURE_SECONDS, BenchProgress.format(plan.estimate()));
        }
        demo.choices().forEach(c -> out.println("  budget: " + c));
        plan.cells().stream().filter(Cell::skipped).forEach(c -> out.println("  skipped " + c.id() + ": " + c.skipReason()));
        out.println("Bundle: " + dir);
        out.flush();
    }

    /** The demo's answer: cells and time, the summary of the fit, fidelity, failed and refused cells. */
    static void summary(PrintWriter out, DemoPlan demo, List<JvmTarget> targets, BenchResults results, SurvivalModel model,
                        List<String> failures, List<String> refused, boolean quick, long start) {
        Plan plan = demo.plan();
        out.println();
        out.printf(Locale.ROOT, "tenure demo: %s on %s in %s%n", DemoSummary.cellCount(results),
                targets.stream().filter(j -> plan.cells().stream().anyMatch(c -> c.jvm().equals(j))).map(JvmTarget::id)
                        .collect(Collectors.joining(", ")),
                BenchProgress.format(Duration.ofNanos(System.nanoTime() - start)));
        if (quick) {
            // the summary runs end to end, so the check covers it, but its figures come from one short fork per cell
            out.println("--quick: one short fork per cell checks that the tool works; the figures below are not a"
                    + " measurement of the collectors (./tenure demo measures them)");
        }
        new DemoSummary(model, new ModelAnalysis(model, Response.TIME, FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED)).print(out);
        out.println(DemoSummary.fidelity(results));
        if (failures.isEmpty()) {
            out.println("Failed cells: none");
        } else {
            out.printf(Locale.ROOT, "Failed cells (%d):%n", failures.size());
            failures.forEach(f -> out.println("  " + f));
        }
        if (!refused.isEmpty()) {
            out.printf(Locale.ROOT, "Refused cells (%d, never run; each names what to change):%n", refused.size());
            refused.forEach(f -> out.println("  " + f));
        }
    }

    /** Where the report, the bundle and the model are. */
    static void written(PrintWriter out, Path reportDir, Path dir, Path modelFile) {
        out.println("Report: " + reportDir.resolve("index.html"));
        out.println("Bundle: " + dir + "  (--resume continues it; tenure report takes it with others)");
        out.println("Model:  " + modelFile + "  (tenure predict --model)");
        out.flush();
    }

    /** Nothing ran: every run failed or every cell was refused. */
    static void nothingRan(PrintWriter err, Path dir, List<String> failures, List<String> refused) {
        err.println("tenure demo: " + (failures.isEmpty() ? "every cell was refused before running" : "every run failed")
                + "; bundle " + dir);
        failures.forEach(f -> err.println("  " + f));
        refused.forEach(f -> err.println("  " + f));
        err.flush();
    }

    /** " (removed in JDK 14 (JEP 363))": why a JVM lacks a collector, as its probe said, or "". */
    private static String whyNot(JvmTarget jvm, Collector collector) {
        if (jvm instanceof PlatformJvm platform) {
            String reason = platform.support(collector).reason();
            return reason == null || reason.isBlank() ? "" : " (" + reason + ")";
        }
        return "";
    }

    private static String forksPerPoint() {
        return DemoPlan.FORKS_AT.entrySet().stream().map(e -> String.format(Locale.ROOT, "%d at p = %s", e.getValue(),
                WorkloadTarget.number(e.getKey()))).collect(Collectors.joining(", "));
    }

    private static long runnableCells(Plan plan) {
        return plan.cells().stream().filter(c -> !c.skipped()).count();
    }

    private static String survivals(Plan plan) {
        return plan.cells().stream().map(c -> c.target().survival()).distinct().sorted()
                .map(p -> String.format(Locale.ROOT, "%.3f", p).replaceAll("0+$", "").replaceAll("\\.$", ""))
                .collect(Collectors.joining(", "));
    }
}
