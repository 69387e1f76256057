package io.tenure.cli.bench;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlatformJvm;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bench.run.BenchRunner;
import io.tenure.bench.run.RunListener;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleObservations;
import io.tenure.bundle.BundleReader;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.RunStatus;
import io.tenure.cli.common.DurationArgument;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ForeignFiles;
import io.tenure.cli.common.InterruptedSession;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.SessionOptions;
import io.tenure.cli.common.ShutdownHold;
import io.tenure.cli.common.TypedCommandLine;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.harness.SessionStopped;
import io.tenure.model.FitDefaults;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.ModelInputException;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.io.ModelFile;
import io.tenure.platforms.Collector;
import io.tenure.report.ReportFormat;
import io.tenure.report.ReportModel;
import io.tenure.report.Reports;
import io.tenure.report.assemble.ReportBuilder;
import io.tenure.report.assemble.ReportInputException;
import io.tenure.report.assemble.ReportInputs;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tenure demo}: bench, fit and report in one short run on the JVMs of this machine. */
@Command(name = "demo", mixinStandardHelpOptions = true, sortOptions = false, resourceBundle = "io.tenure.cli.bench.DemoHelp",
        description = {
            "Run a short survival sweep on the JVMs here, fit time against survival, write the report and"
                    + " print a summary: the ranking per JVM at s = 0.437 (the study's SPEC JBB2000) with ties"
                    + " named, the gap between the best generational and non-generational collector,"
                    + " crossovers, failed cells.",
            "About 70 s on 2 cores: the JVM running tenure and the newest other JDK found (at most "
                    + DemoPlan.MAX_JVMS + "), on each G1 against ZGC or Shenandoah (--gc runs others); " + DemoPlan.HEAP_MB + " MB heap"
                    + " (three times the workload's live set), 16 MB fixed young generation; 7 forks per collector at p = 0.437, measured for 1 s each, and one of 0.5 s at"
                    + " p = 0 and 0.8, the forks of one p interleaved across collectors; each fork warms up until its"
                    + " allocation rate is steady (at most 0.5 s) and its work is calibrated to its phase; no JFR."
                    + " Collectors of one JVM whose time ratio's 95 %% interval contains 1 are named as a tie, not ranked.",
            "For a real study use 'tenure bench' (more work, forks and points), 'tenure fit' and 'tenure report'.",
            ""
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written (failed and refused cells, if any, are listed)",
            "1:every run failed or every cell was refused, or nothing could be fitted",
            "2:usage error (unknown JVM, --gc epsilon, bundle exists without --resume, --resume of a bundle of"
                + " another demo's JVMs or collectors, bundle written by another process now or from another host)",
            "130:interrupted (Ctrl-C; 143: SIGTERM): the runs finished are kept, --resume runs the rest"})
public final class DemoCommand implements Callable<Integer> {
    static final String MODEL_FILE = ForeignFiles.DEMO_MODEL_FILE;
    static final String REPORT_DIR = ForeignFiles.DEMO_REPORT_DIR;

    @Spec
    CommandSpec spec;

    @Mixin
    SessionOptions session;

    @Mixin
    JvmSelection jvmSelection;

    @Option(names = "--quick", description = "A check of the installation in seconds: the JVM running tenure"
            + " (or the first --jvm), two collectors, three survival points, one small fork each. Not a measurement.")
    boolean quick;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter stdout = spec.commandLine().getOut();
        Path dir = session.directory(DemoCommand::freshDirectory).toAbsolutePath().normalize();
        ForeignFiles.refuse(dir);
        long start = System.nanoTime();
        DemoJvms found = new DemoJvms(spec.commandLine().getErr());
        List<JvmTarget> targets = !jvmSelection.jvms().isEmpty() ? found.named(jvmSelection.jvms()) : quick ? found.current()
                : DemoPlan.choose(found.findAll());
        if (quick && !jvmSelection.collectors().isEmpty()) {
            throw new UserException(ExitCodes.USAGE, "--quick runs its own two collectors; drop --gc, or --quick");
        }
        DemoPlan demo = quick ? DemoPlan.quick(targets)
                : jvmSelection.collectors().isEmpty() ? DemoPlan.full(targets) : DemoPlan.full(targets, requested(targets));
        Plan plan = demo.plan();
        printStart(stdout, targets, demo, dir);

        BenchResults results;
        // on Ctrl-C the JVM halts once its shutdown hooks end, and exits 130 whatever this returns
        ShutdownHold hold = new ShutdownHold(Duration.ofSeconds(10));
        try {
            results = sweep(plan, dir, stdout);
        } catch (SessionStopped e) {
            stdout.flush();
            return InterruptedSession.report(spec, "demo", e, dir, session.out() != null, session.resume());
        } finally {
            hold.close();
        }
        List<String> failures = DemoSummary.failures(results);
        List<String> refused = RefusedCells.of(results).stream().map(RefusedCells::line).toList();
        long okCells = results.cells().stream().filter(c -> c.status() == RunStatus.OK).count();
        if (okCells == 0) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("tenure demo: " + (failures.isEmpty() ? "every cell was refused before running" : "every run failed")
                    + "; bundle " + dir);
            failures.forEach(f -> err.println("  " + f));
            refused.forEach(f -> err.println("  " + f));
            err.flush();
            return ExitCodes.FAILED;
        }

        BundleObservations observations = read(dir);
        SurvivalModel model = fit(dir, observations);
        Path reportDir = dir.resolve(REPORT_DIR);
        writeReport(dir, reportDir, observations, model);

        stdout.println();
        stdout.printf(Locale.ROOT, "tenure demo: %s on %s in %s%n", DemoSummary.cellCount(results),
                targets.stream().filter(j -> plan.cells().stream().anyMatch(c -> c.jvm().equals(j))).map(JvmTarget::id)
                        .collect(Collectors.joining(", ")),
                BenchProgress.format(Duration.ofNanos(System.nanoTime() - start)));
        if (quick) {
            // the summary runs end to end, so the check covers it, but its figures come from one short fork per cell
            stdout.println("--quick: one short fork per cell checks that the tool works; the figures below are not a"
                    + " measurement of the collectors (./tenure demo measures them)");
        }
        new DemoSummary(model, new ModelAnalysis(model, Response.TIME, FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED)).print(stdout);
        stdout.println(DemoSummary.fidelity(results));
        if (failures.isEmpty()) {
            stdout.println("Failed cells: none");
        } else {
            stdout.printf(Locale.ROOT, "Failed cells (%d):%n", failures.size());
            failures.forEach(f -> stdout.println("  " + f));
        }
        if (!refused.isEmpty()) {
            stdout.printf(Locale.ROOT, "Refused cells (%d, never run; each names what to change):%n", refused.size());
            refused.forEach(f -> stdout.println("  " + f));
        }
        stdout.println("Report: " + reportDir.resolve("index.html"));
        stdout.println("Bundle: " + dir + "  (--resume continues it; tenure report takes it with others)");
        stdout.println("Model:  " + dir.resolve(MODEL_FILE) + "  (tenure predict --model)");
        stdout.flush();
        return ExitCodes.OK;
    }

    /** The bundle the sweep wrote, read once for the fit and the report. */
    private static BundleObservations read(Path dir) throws IOException {
        try {
            return BundleObservations.read(List.of(dir));
        } catch (BundleException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    /**
     * The fit {@code tenure fit} and {@code tenure report} make of the bundle (the one entry point,
     * {@link BundleObservations#fit}), saved beside it for {@code tenure predict}.
     */
    private static SurvivalModel fit(Path dir, BundleObservations observations) throws IOException {
        SurvivalModel model;
        try {
            model = observations.fit(FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        if (model.fitsFor(Response.TIME).isEmpty()) {
            throw new UserException(ExitCodes.FAILED, "no platform could be fitted; the runs are in " + dir);
        }
        ModelFile.save(model, dir.resolve(MODEL_FILE));
        return model;
    }

    /** Every format, of the model the summary prints (saved as {@code MODEL_FILE}), so both show the same fit. */
    private void writeReport(Path dir, Path reportDir, BundleObservations observations, SurvivalModel model)
            throws IOException {
        List<String> commandLine = TypedCommandLine.of(spec);
        ReportModel report;
        try {
            ReportInputs inputs = new ReportInputs(List.of(dir), dir.resolve(MODEL_FILE), List.of(), commandLine,
                    VersionProvider.version(), Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                    FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED);
            report = ReportBuilder.build(inputs, ReportSources.read(inputs, observations, model));
        } catch (ReportInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        Reports.write(report, reportDir, EnumSet.allOf(ReportFormat.class));
    }

    private BenchResults sweep(Plan plan, Path dir, PrintWriter stdout) throws IOException, InterruptedException {
        BenchRunner runner = new BenchRunner(new BundleWriter(dir), DurationArgument.timeout("2m"), false,
                VersionProvider.version());
        BenchRunner.Mode mode = session.resume() ? BenchRunner.Mode.RESUME : BenchRunner.Mode.FRESH;
        if (session.resume()) {
            refuseAnotherDemo(plan, dir);
        }
        try {
            if (System.console() != null) {
                try (BenchProgress.Bar bar = new BenchProgress.Bar(System.err)) {
                    return runner.run(plan, mode, bar);
                }
            }
            RunListener lines = BenchProgress.plainLines(stdout);
            return runner.run(plan, mode, lines);
        } catch (BenchRunner.BundleExistsException e) {
            // the message names the fix already: it was said twice
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        } catch (BenchRunner.BundleMismatchException | BundleException.Locked | BundleException.ForeignHost e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** A resumed demo continues the demo that wrote the bundle, or is refused naming what changed ({@link DemoResume}). */
    private static void refuseAnotherDemo(Plan plan, Path dir) throws IOException {
        BenchResults previous;
        try {
            previous = BundleReader.results(dir.resolve(Bundle.RESULTS)).orElse(null);
        } catch (BundleException e) {
            return; // not a bundle the runner can continue either: its own refusal says why
        }
        String mismatch = previous == null ? null : DemoResume.mismatch(plan, previous);
        if (mismatch != null) {
            throw new UserException(ExitCodes.USAGE, dir + ": " + mismatch);
        }
    }

    private void printStart(PrintWriter out, List<JvmTarget> targets, DemoPlan demo, Path dir) {
        Plan plan = demo.plan();
        out.printf(Locale.ROOT, "tenure demo: %d JVM%s%s%n", targets.size(), targets.size() == 1 ? "" : "s",
                jvmSelection.jvms().isEmpty() && !quick ? " found" : "");
        for (JvmTarget jvm : targets) {
            List<Collector> run = plan.cells().stream().filter(c -> c.jvm().equals(jvm)).map(Cell::collector).distinct().toList();
            // a JVM that has none of --gc printed an empty list, as if it ran and was forgotten
            out.printf(Locale.ROOT, "  %-14s %s (%s): %s (of %s)%n", jvm.id(), jvm.version(), jvm.javaExecutable(),
                    run.isEmpty() ? "none of --gc " + String.join(",", jvmSelection.collectors()) + ", not run"
                            : run.stream().map(Collector::displayName).collect(Collectors.joining(", ")),
                    jvm.collectors().stream().map(Collector::displayName).collect(Collectors.joining(", ")));
            // --gc parallel,g1,zgc on JDK 25 ran no ZGC there (its ZGC is generational) and said nothing of it
            List<String> lacking = jvmSelection.collectors().stream().map(n -> Collector.fromName(n).orElseThrow()).distinct()
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

    /** {@code --gc}: the named collectors each JVM has; a name no JVM runs is a usage error. */
    private java.util.function.Function<JvmTarget, List<Collector>> requested(List<JvmTarget> targets) {
        List<Collector> named = new ArrayList<>();
        for (String name : jvmSelection.collectors()) {
            Collector c = Collector.fromName(name).orElseThrow(() -> new UserException(ExitCodes.USAGE,
                    "--gc: unknown collector '" + name.strip() + "'; known: " + java.util.Arrays.stream(Collector.values())
                            .map(Collector::id).collect(Collectors.joining(", "))));
            if (DemoPlan.baseline(c)) {
                // every one of its cells would be refused at plan time: say so before anything runs
                throw new UserException(ExitCodes.USAGE, String.format(Locale.ROOT, "--gc: %s never collects, and a demo fork"
                        + " allocates up to %.0f MB in a %d MB heap, so it cannot run here: drop it from --gc; for a zero-GC"
                        + " baseline run 'tenure bench --gc parallel,%s --heap 1g --warmup 64m --work 512m'",
                        c.id(), DemoPlan.WARMUP_MB + DemoPlan.MAX_WORK_MB, DemoPlan.HEAP_MB, c.id()));
            }
            if (targets.stream().noneMatch(j -> j.collectors().contains(c))) {
                throw new UserException(ExitCodes.USAGE, "--gc: " + c.id() + " runs on none of "
                        + targets.stream().map(JvmTarget::id).collect(Collectors.joining(", ")));
            }
            if (!named.contains(c)) {
                named.add(c);
            }
        }
        // in the catalog's order, not as typed: the plan's seeded shuffle follows the cells' order, and
        // --gc zgc,g1 must plan the demo --gc g1,zgc did, or its --resume would be another demo's
        named.sort(Comparator.naturalOrder());
        return jvm -> named.stream().filter(jvm.collectors()::contains).toList();
    }

    /** tenure-demo-&lt;date&gt;-&lt;time&gt; in the working directory, never an existing one. */
    private static Path freshDirectory() {
        String base = "tenure-demo-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT));
        Path candidate = Path.of(base);
        for (int i = 2; Files.exists(candidate); i++) {
            candidate = Path.of(base + "-" + i);
        }
        return candidate;
    }
}
