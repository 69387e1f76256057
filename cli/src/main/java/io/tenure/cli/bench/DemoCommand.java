package io.tenure.cli.bench;

import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.Plan;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleObservations;
import io.tenure.bundle.RunStatus;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ForeignFiles;
import io.tenure.cli.common.InterruptedSession;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.SessionOptions;
import io.tenure.cli.common.TypedCommandLine;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.model.FitDefaults;
import io.tenure.model.ModelInputException;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.io.ModelFile;
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
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
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
                : jvmSelection.collectors().isEmpty() ? DemoPlan.full(targets) : DemoPlan.full(targets, DemoPlan.requested(targets, jvmSelection.collectors()));
        Plan plan = demo.plan();
        DemoText.start(stdout, targets, demo, dir, !jvmSelection.jvms().isEmpty() || quick, jvmSelection.collectors());

        Optional<BenchResults> swept = InterruptedSession.run(spec, "demo", dir, session, List.of(),
                () -> DemoSweep.run(plan, dir, session.resume(), stdout));
        if (swept.isEmpty()) {
            return ExitCodes.INTERRUPTED;
        }
        BenchResults results = swept.get();
        List<String> failures = DemoSummary.failures(results);
        List<String> refused = RefusedCells.of(results).stream().map(RefusedCells::line).toList();
        long okCells = results.cells().stream().filter(c -> c.status() == RunStatus.OK).count();
        if (okCells == 0) {
            DemoText.nothingRan(spec.commandLine().getErr(), dir, failures, refused);
            return ExitCodes.FAILED;
        }

        BundleObservations observations = read(dir);
        SurvivalModel model = fit(dir, observations);
        Path reportDir = dir.resolve(REPORT_DIR);
        writeReport(dir, reportDir, observations, model);

        DemoText.summary(stdout, demo, targets, results, model, failures, refused, quick, start);
        DemoText.written(stdout, reportDir, dir, dir.resolve(MODEL_FILE));
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
