package io.tenure.cli.report;

import io.tenure.cli.common.BootstrapOptions;
import io.tenure.cli.common.CompletionCandidates;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.OutputPaths;
import io.tenure.cli.common.TypedCommandLine;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.Validation;
import io.tenure.cli.common.VersionProvider;
import io.tenure.model.FitDefaults;
import io.tenure.report.ReportFormat;
import io.tenure.report.ReportModel;
import io.tenure.report.Reports;
import io.tenure.report.assemble.CompareReportBuilder;
import io.tenure.report.assemble.ReportBuilder;
import io.tenure.report.assemble.ReportInputException;
import io.tenure.report.assemble.ReportInputs;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tenure report}: the platform comparison report from result bundles. */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false, resourceBundle = "io.tenure.cli.report.ReportHelp",
        description = {
            // the first paragraph is the command's line in `tenure --help`: a whole sentence
            "Write a platform comparison report from result bundles (several hosts merge).",
            "It shows how execution time, pauses and intervals move with survival rate per platform, the gaps at"
                    + " s = 0.437 and at each --log's survival, crossovers, pause timelines, tenuring ages, failed cells"
                    + " and provenance. DIR receives index.html (self-contained, works offline), report.md with SVG"
                    + " charts, csv/*.csv and report.json."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written", "1:an input could not be used (not a bundle, unreadable model or log)",
            "2:usage error (bad option, missing file)"})
public final class ReportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "BUNDLE", arity = "1..*", description = "Result bundle directories from tenure bench, or one compare bundle from tenure compare.")
    List<Path> bundles = new ArrayList<>();

    @Option(names = "--model", paramLabel = "FILE", description = "A model from tenure fit; default: fit the bundles here.")
    Path model;

    @Option(names = "--log", paramLabel = "LOG", description = "A production GC log: the gap is read at its survival; repeatable.")
    List<Path> logs = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Directory to write the report into.")
    Path out;

    @Option(names = "--format", paramLabel = "LIST", split = ",", completionCandidates = CompletionCandidates.ReportFormats.class,
            description = "Formats: html, markdown, csv, json (default: all).")
    List<String> formatNames = new ArrayList<>();

    @Mixin
    BootstrapOptions bootstrapOptions = new BootstrapOptions(FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED);

    @Override
    public Integer call() throws IOException {
        int bootstrap = bootstrapOptions.replicates();
        long seed = bootstrapOptions.seed();
        Validation.replicates(bootstrap);
        EnumSet<ReportFormat> formats = formats();
        // before anything is read: "--out FILE" ended, after the fit, in "tenure: error: FILE"
        OutputPaths.refuseInputDirectory("--out", out, logs);
        List<Path> read = new ArrayList<>(logs);
        read.add(model);
        OutputPaths.refuseDirectoryHoldingInput("--out", out, read);
        List<String> commandLine = TypedCommandLine.of(spec);
        ReportModel report;
        refuseWhatACompareReportWouldDrop();
        try {
            if (bundles.size() == 1 && CompareReportBuilder.isCompareBundle(bundles.get(0))) {
                // a compare bundle (schema tenure-compare/1) has its own report
                report = CompareReportBuilder.build(ReportSources.compare(bundles.get(0)), commandLine,
                        VersionProvider.version(), Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
            } else {
                ReportInputs inputs = new ReportInputs(bundles, model, logs, commandLine, VersionProvider.version(),
                        Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), bootstrap, seed);
                report = ReportBuilder.build(inputs, ReportSources.read(inputs));
            }
        } catch (ReportInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        List<Path> written = Reports.write(report, out, formats);
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.printf("tenure report: %d files in %s; open %s%n", written.size(), out,
                formats.contains(ReportFormat.HTML) ? out.resolve("index.html") : out.resolve("report.md"));
        stdout.flush();
        return ExitCodes.OK;
    }

    /**
     * A compare bundle has a report of its own, which takes neither a model nor a GC log and no other
     * bundle: {@code --log} and {@code --model} used to be ignored without a word (a missing log file
     * too), and a compare bundle beside another was called "not one of tenure bench or demo".
     */
    private void refuseWhatACompareReportWouldDrop() {
        Path compare = bundles.stream().filter(CompareReportBuilder::isCompareBundle).findFirst().orElse(null);
        if (compare == null) {
            return;
        }
        if (bundles.size() > 1) {
            throw new UserException(ExitCodes.USAGE, compare + " is a tenure compare bundle, whose report stands alone:"
                    + " run tenure report on it by itself, with an --out of its own");
        }
        if (model != null || !logs.isEmpty()) {
            throw new UserException(ExitCodes.USAGE, (model != null ? "--model" : "--log") + " does not apply to a tenure"
                    + " compare bundle (" + compare + "): its report shows the runs it measured; to put a model's"
                    + " prediction beside them, run its tenure compare again with --model FILE --resume (no run is repeated)");
        }
    }

    private EnumSet<ReportFormat> formats() {
        if (formatNames.isEmpty()) {
            return EnumSet.allOf(ReportFormat.class);
        }
        EnumSet<ReportFormat> formats = EnumSet.noneOf(ReportFormat.class);
        for (String name : formatNames) {
            formats.add(Arrays.stream(ReportFormat.values()).filter(f -> f.id().equalsIgnoreCase(name.strip())
                    || f == ReportFormat.MARKDOWN && "md".equalsIgnoreCase(name.strip())).findFirst()
                    .orElseThrow(() -> new UserException(ExitCodes.USAGE, "--format: unknown format '" + name
                            + "' (html, markdown, csv, json)")));
        }
        return formats;
    }
}
