package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.OutputPaths;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.gclog.findings.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.Units;
import io.tenure.io.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenure fleet PATH...}: unrelated logs (several pods, hosts, services) as one table of one
 * row per JVM run, read in parallel on a bounded pool keeping only each run's row; groups
 * ({@code --group-by}) aggregate by medians of per-run figures; robust z-scores flag outliers.
 */
@Command(name = "fleet", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            // the first paragraph is the command's line in `tenure --help`: a whole sentence
            "One row per JVM run for many unrelated GC logs, never a figure pooled across JVMs.",
            "Outliers by robust z-score (|z| > 3.5) of p99 pause, overhead, allocation rate and survival.",
            "Rules: docs/ANALYZE.md, \"Fleet\"."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a log could not be read (the others are still in the table)", "2:usage error, missing file, or an --html path that names an input"})
public final class FleetCommand implements Callable<Integer> {
    enum OutputFormat { text, json, csv }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "GC log files, directories, .gz or .zip files.")
    List<Path> paths;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--group-by", paramLabel = "KEY",
            description = "Aggregate runs into groups: collector, jvm, or a regular expression over the file name (group 1 if any).")
    String groupBy;

    @Option(names = "--threads", paramLabel = "N", description = "Logs read at once (default: the machine's cores).")
    Integer threads;

    @Option(names = "--html", paramLabel = "FILE.html", description = "Also write the table as one offline HTML page, sortable by any column.")
    Path html;

    @Override
    public Integer call() throws IOException {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new UserException(ExitCodes.USAGE, "--threads must be at least 1");
        }
        if (groupBy != null) {
            Fleet.key(groupBy); // a bad expression is a usage error before any log is read
        }
        if (html != null) {
            OutputPaths.refuseInputFile("--html", html, paths);
        }
        RunAnalyzer.Parallel<LogRows> read;
        try {
            read = RunAnalyzer.analyzeEach(paths, AnalysisOptions.DEFAULT, n,
                    log -> new LogRows(FleetRow.of(log), InputProblems.errorsOf(log.figures())));
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw e;
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        List<FleetRow> rows = read.kept().stream().flatMap(log -> log.rows().stream()).toList();
        List<String> errors = new ArrayList<>(read.errors());
        read.kept().forEach(log -> errors.addAll(log.errors()));
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!read.skipped().isEmpty()) {
            err.printf("tenure: note: skipped %d files that are not GC logs: %s%n", read.skipped().size(),
                    String.join(", ", read.skipped()));
        }
        errors.forEach(e -> err.printf("tenure: error: %s%n", e));
        if (rows.isEmpty()) {
            throw new UserException(ExitCodes.FAILED, "no GC events in " + paths);
        }
        Fleet fleet = Fleet.of(rows, groupBy);
        switch (format) {
            case text -> text(out, fleet);
            case json -> out.print(Json.mapper().writeValueAsString(
                    FleetReport.of(fleet, read.skipped(), VersionProvider.version())) + "\n");
            case csv -> FleetCsv.write(out, fleet);
            default -> throw new AssertionError(format);
        }
        if (html != null) {
            io.tenure.io.AtomicFiles.writeString(html, FleetHtml.page(fleet));
        }
        out.flush();
        err.flush();
        return errors.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** What fleet keeps of one log: its rows, and its damage or lack of events (each naming the file). */
    private record LogRows(List<FleetRow> rows, List<String> errors) {
    }

    private static void text(PrintWriter out, Fleet fleet) {
        out.printf("%d JVM runs, one row each (figures never pooled across runs); * marks |z| > %.1f%n",
                fleet.rows().size(), Fleet.OUTLIER_Z);
        // as wide as the longest collector name ("ZGC (generational)"), so the figures stay in their columns
        int collectorWidth = Math.max(10, fleet.rows().stream().mapToInt(r -> r.collector().length()).max().orElse(0));
        String fmt = "%-40s %-" + collectorWidth + "s %10s %10s %10s %10s %10s %12s %8s %s%n";
        out.printf(fmt, "file", "collector", "elapsed", "p50", "p99", "max", "overhead", "allocation", "survival",
                "findings c/w/i");
        for (int i = 0; i < fleet.rows().size(); i++) {
            FleetRow r = fleet.rows().get(i);
            Map<String, OptionalDouble> z = fleet.zScores().get(i);
            out.printf(fmt, shorten(r.file() + (r.run() > 1 ? " #" + r.run() : "")), r.collector(),
                    r.elapsedSeconds().isPresent() ? Units.duration(r.elapsedSeconds().getAsDouble() * 1e3) : "-",
                    Units.duration(r.pauseP50Ms()), Units.duration(r.pauseP99Ms()) + star(z.get("pauseP99Ms")),
                    Units.duration(r.pauseMaxMs()),
                    (r.overheadPercent().isPresent() ? Units.percent(r.overheadPercent().getAsDouble()) : "-")
                            + star(z.get("overheadPercent")),
                    (r.allocationRateMBps().isPresent() ? Units.rate(r.allocationRateMBps().getAsDouble() * 1024 * 1024) : "-")
                            + star(z.get("allocationRateMBps")),
                    Figures.format(r.survivalMedian(), 3, "-") + star(z.get("survivalMedian")),
                    r.critical() + "/" + r.warnings() + "/" + r.info());
        }
        if (fleet.groupBy() != null) {
            out.printf("%nGroups by %s (median of the runs' figures):%n", fleet.groupBy());
            String g = "%-30s %5s %10s %10s %10s %10s %12s %8s %s%n";
            out.printf(g, "group", "runs", "p50", "p99", "max", "overhead", "allocation", "survival", "outlier runs");
            for (Fleet.Group x : fleet.groups()) {
                out.printf(g, shorten(x.key()), x.runs(), Units.duration(x.pauseP50Ms()), Units.duration(x.pauseP99Ms()),
                        Units.duration(x.pauseMaxMs()),
                        x.overheadPercent().isPresent() ? Units.percent(x.overheadPercent().getAsDouble()) : "-",
                        x.allocationRateMBps().isPresent() ? Units.rate(x.allocationRateMBps().getAsDouble() * 1024 * 1024) : "-",
                        Figures.format(x.survivalMedian(), 3, "-"), x.outliers());
            }
        }
    }

    private static String star(OptionalDouble z) {
        return Fleet.outlier(z) ? "*" : "";
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : "..." + s.substring(s.length() - 37);
    }
}
