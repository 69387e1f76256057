package io.tenure.cli.analyze;

import io.tenure.cli.common.DuckDbJar;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.HtmlPath;
import io.tenure.cli.common.LogThreadsOption;
import io.tenure.cli.common.StreamLimitOption;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.io.AtomicFiles;
import io.tenure.io.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenure fleet PATH...}: unrelated logs (several pods, hosts, services) as one table of one
 * row per JVM run, read in parallel on a bounded pool keeping only each run's row; groups
 * ({@code --group-by}) aggregate by medians of per-run figures; robust z-scores flag outliers.
 * With {@code --store DIR} the rows come from a fleet store's runs table ({@link StoreFleetRows}).
 */
@Command(name = "fleet", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            // the first paragraph is the command's line in `tenure --help`: a whole sentence
            "One row per JVM run for many unrelated GC logs, never a figure pooled across JVMs.",
            "Outliers by robust z-score (|z| > 3.5) of p99 pause, overhead, allocation rate and survival.",
            "With --store DIR, the runs of a fleet store (tenure ingest), without parsing the logs again.",
            "Rules: docs/ANALYZE.md, \"Fleet\"; the store: docs/FLEET-STORE.md."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a log could not be read (the others are still in the table)", "2:usage error, missing file, an --html path that names an input, or a --store or --where that is wrong"})
public final class FleetCommand implements Callable<Integer> {
    enum OutputFormat { text, json, csv }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "PATH", description = "GC log files, directories, .gz or .zip files.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--store", paramLabel = "DIR",
            description = "Read the runs from a fleet store (tenure ingest) instead of parsing logs again.")
    Path store;

    @Option(names = "--where", paramLabel = "SQL",
            description = "With --store: an SQL condition on the store's runs, e.g. \"service = 'payments'\".")
    String where;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--group-by", paramLabel = "KEY",
            description = "Aggregate runs into groups: collector, jvm, or a regular expression over the file name (group 1 if any).")
    String groupBy;

    @Mixin
    LogThreadsOption threads;

    @Mixin
    StreamLimitOption streamLimit;

    @Option(names = "--html", paramLabel = "PATH", description = "Also write the table as one offline HTML page, sortable by"
            + " any column. " + HtmlPath.HELP + " (fleet.html)")
    Path html;

    @Override
    public Integer call() throws IOException {
        int n = threads.threads();
        if (groupBy != null) {
            Fleet.key(groupBy); // a bad expression is a usage error before any log is read
        }
        if (store == null && paths.isEmpty()) {
            throw new UserException(ExitCodes.USAGE, "give the logs (PATH...) or a store (--store DIR)");
        }
        if (store != null && !paths.isEmpty()) {
            throw new UserException(ExitCodes.USAGE, "--store reads the logs' runs from the store: give no PATH with it");
        }
        if (where != null && store == null) {
            throw new UserException(ExitCodes.USAGE, "--where needs --store");
        }
        if (html != null) {
            html = HtmlPath.page(html, "fleet.html", paths);
        }
        Read read = store == null ? parse(n) : fromStore();
        List<FleetRow> rows = read.rows();
        List<String> errors = read.errors();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!read.skipped().isEmpty()) {
            err.printf("tenure: note: skipped %d files that are not GC logs: %s%n", read.skipped().size(),
                    String.join(", ", read.skipped()));
        }
        errors.forEach(e -> err.printf("tenure: error: %s%n", e));
        if (rows.isEmpty()) {
            throw new UserException(ExitCodes.FAILED, store == null ? "no GC events in " + paths
                    : "no run with GC events in the store " + store + (where == null ? "" : " where " + where));
        }
        Fleet fleet = Fleet.of(rows, groupBy);
        switch (format) {
            case text -> FleetText.write(out, fleet);
            case json -> out.print(Json.mapper().writeValueAsString(
                    FleetReport.of(fleet, read.skipped(), VersionProvider.version())) + "\n");
            case csv -> FleetCsv.write(out, fleet);
            default -> throw new AssertionError(format);
        }
        if (html != null) {
            AtomicFiles.writeString(html, FleetHtml.page(fleet));
        }
        out.flush();
        err.flush();
        return errors.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** What fleet keeps of one log: its rows, and its damage or lack of events (each naming the file). */
    private record LogRows(List<FleetRow> rows, List<String> errors) {
    }

    /** The fleet's rows, the files that are not GC logs, and the inputs that could not be read (each naming it). */
    private record Read(List<FleetRow> rows, List<String> skipped, List<String> errors) {
    }

    private Read parse(int threads) throws IOException {
        RunAnalyzer.Parallel<LogRows> read;
        try {
            read = RunAnalyzer.analyzeEach(paths, streamLimit.applyTo(AnalysisOptions.DEFAULT), threads,
                    log -> new LogRows(FleetRow.of(log), InputProblems.errorsOf(log.figures())));
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw e;
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        List<String> errors = new ArrayList<>(read.errors());
        read.kept().forEach(log -> errors.addAll(log.errors()));
        return new Read(read.kept().stream().flatMap(log -> log.rows().stream()).toList(), read.skipped(), errors);
    }

    private Read fromStore() throws IOException {
        DuckDbJar.require("tenure fleet --store");
        return new Read(StoreFleetRows.read(store, where), List.of(), List.of());
    }
}
