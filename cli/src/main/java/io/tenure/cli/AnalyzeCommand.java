package io.tenure.cli;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.gcviewer.GcViewerEngine;
import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenure analyze}: summarise GC logs. Files of one rotated set are one log; other files are
 * separate logs, each summarised on its own: text, one block each; JSON, one object per log on
 * one line (JSON Lines, so one log prints exactly the DESIGN.md object); CSV, one row per JVM run.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Summarise GC logs: pauses, intervals, overhead, allocation and promotion rates, survival.",
            "PATH may be a log, a rotated set's files, a directory, a .gz or a zip (detected by content).",
            "Formats: HotSpot unified (-Xlog:gc*), HotSpot JDK 6-8, OpenJ9 verbose GC XML, JFR.",
            "Files of one rotated set are one log; other files are separate logs (JSON: one object per line)."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:unreadable or eventless log, unknown format, or diagnostics under --strict",
            "2:usage error or missing file"
        })
final class AnalyzeCommand implements Callable<Integer> {
    enum OutputFormat { text, json, csv }

    enum Engine { tenure, gcviewer }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "GC log files, rotated sets, directories, .gz or .zip files.")
    List<Path> paths;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--events", paramLabel = "FILE.csv", description = "Also write every pause, concurrent phase and safepoint to this CSV file.")
    Path events;

    @Option(names = "--strict", description = "Exit 1 when any warning or error diagnostic remains.")
    boolean strict;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "tenure",
            description = "Parser engine: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Engine engine;

    @Option(names = "--html", paramLabel = "DIR",
            description = "Also write a report of the log into DIR: index.html (interactive, works offline), report.md with SVG charts, CSV, report.json.")
    Path html;

    @Override
    public Integer call() throws IOException {
        Analysis analysis = engine == Engine.gcviewer ? gcviewer() : analyze();
        if (html != null) {
            AnalyzeHtmlOption.write(spec, paths, html);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!analysis.skipped().isEmpty()) {
            err.printf("tenure: note: skipped %d files that are not GC logs: %s%n", analysis.skipped().size(),
                    String.join(", ", analysis.skipped()));
        }
        List<GcSummary> withEvents = analysis.logs().stream().filter(GcSummary::hasGcEvents).toList();
        print(out, withEvents);
        int code = ExitCodes.OK;
        for (GcSummary log : analysis.logs()) {
            if (!log.hasGcEvents()) {
                LogFormat detected = log.format().orElse(null);
                err.printf("tenure: error: %s: no GC events in this %s log; a JVM writes them with %s%n",
                        String.join(", ", log.inputs()), detected == null ? "unknown" : detected.id(),
                        detected == null ? "GC logging on" : NoEventsHint.flags(detected));
                code = ExitCodes.FAILED;
            }
        }
        long problems = analysis.logs().stream().mapToLong(l -> l.diagnostics().problems()).sum();
        if (strict && problems > 0) {
            err.printf("tenure: error: %d %s (warnings or errors) and --strict is set%n", problems,
                    problems == 1 ? "diagnostic" : "diagnostics");
            code = ExitCodes.FAILED;
        }
        out.flush();
        err.flush();
        return code;
    }

    private Analysis analyze() throws IOException {
        if (events == null) {
            return run(AnalysisOptions.DEFAULT);
        }
        Path parent = events.toAbsolutePath().getParent();
        if (parent == null || !java.nio.file.Files.isDirectory(parent)) {
            throw new UserException(ExitCodes.USAGE, "--events " + events + ": directory " + parent + " does not exist");
        }
        try (EventCsvWriter writer = eventsFile(() -> new EventCsvWriter(events))) {
            Analysis analysis = run(AnalysisOptions.DEFAULT.withListener(writer));
            eventsFile(() -> {
                writer.commit();
                return writer;
            });
            return analysis;
        }
    }

    private interface EventsFileStep {
        EventCsvWriter run() throws IOException;
    }

    /** A failure to write the --events file is the environment's, reported with the file's name. */
    private EventCsvWriter eventsFile(EventsFileStep step) {
        try {
            return step.run();
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, "cannot write --events " + events + ": " + e, e);
        }
    }

    /** Missing and unreadable paths go to the failure handler (exit 2); other input problems are exit 1. */
    private Analysis run(AnalysisOptions options) throws IOException {
        try {
            return GcLogAnalyzer.analyzeAll(paths, options);
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw e;
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    private Analysis gcviewer() throws IOException {
        if (events != null) {
            throw new UserException(ExitCodes.USAGE, "--events needs the tenure engine; GCViewer yields no event stream");
        }
        try {
            return new Analysis(List.of(GcViewerEngine.analyze(paths)), List.of());
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw e;
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    private void print(PrintWriter out, List<GcSummary> logs) {
        switch (format) {
            case text -> {
                for (int i = 0; i < logs.size(); i++) {
                    if (i > 0) {
                        out.println();
                    }
                    SummaryText.write(out, logs.get(i));
                }
            }
            case json -> logs.forEach(log -> out.print(SummaryJson.write(log, VersionProvider.version()) + "\n"));
            case csv -> {
                SummaryCsv.header(out);
                for (int i = 0; i < logs.size(); i++) {
                    SummaryCsv.rows(out, i + 1, logs.get(i));
                }
            }
            default -> throw new AssertionError(format);
        }
    }
}
