package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.GcViewerJar;
import io.tenure.cli.common.OutputPaths;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.gclog.findings.RunAnalyzer;
import io.tenure.gclog.gcviewer.GcViewerEngine;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.TimeWindow;
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
            "PATH may be a log, a rotated set's files, a directory, '-' (standard input), a pipe, or a .gz, .xz,"
                    + " .zst, .bz2, zip, tar or .tar.gz of logs (detected by content). Symbolic links are followed.",
            "Formats: HotSpot unified (-Xlog:gc*), HotSpot JDK 6-8, OpenJ9 verbose GC XML, JFR, IBM classic text, JRockit.",
            "Files of one rotated set are one log; other files are separate logs (JSON: one object per line).",
            "Findings (what is wrong, with evidence and what to do) come first; see docs/FINDINGS.md."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:an unreadable, damaged or eventless log, or one in an unknown format (the other logs are still analysed and printed), or diagnostics under --strict",
            "2:usage error, missing file, or an output path that names an input",
            "3:a --fail-on gate tripped"
        })
public final class AnalyzeCommand implements Callable<Integer> {
    enum OutputFormat { text, json, csv }

    enum Engine { tenure, gcviewer }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH",
            description = "GC log files, rotated sets, directories, '-' for standard input, compressed files or archives.")
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

    @Option(names = "--fail-on", paramLabel = "GATE",
            description = "Exit 3 when this gate trips (repeatable): a finding code (e.g. full-gc, long-pause),"
                + " a pause figure over a duration (p99>200ms, max>1s; p50 p90 p99 p99.9 max mean total),"
                + " or overhead>5%%. For CI.")
    List<String> failOn = List.of();

    @Option(names = "--from", paramLabel = "TIME",
            description = "Analyse events from this JVM uptime on: seconds (3600) or a duration (10m, 1h30m).")
    String from;

    @Option(names = "--to", paramLabel = "TIME", description = "Analyse events before this JVM uptime (as --from).")
    String to;

    @Override
    public Integer call() throws IOException {
        if (events != null) {
            OutputPaths.refuseInputFile("--events", events, paths);
        }
        if (html != null) {
            OutputPaths.refuseInputDirectory("--html", html, paths);
        }
        List<FailOnGate> gates = failOn.stream().map(FailOnGate::parse).toList();
        TimeWindow window = WindowArgs.window(from, to);
        if (engine == Engine.gcviewer && !window.isAll()) {
            throw new UserException(ExitCodes.USAGE, "--from/--to need the tenure engine");
        }
        for (FailOnGate gate : gates) {
            if (engine == Engine.gcviewer && gate.code().isPresent()) {
                // the gate would pass on every log: GCViewer's figures come without findings
                throw new UserException(ExitCodes.USAGE, "--fail-on " + gate.expression()
                        + ": findings need the tenure engine (--engine gcviewer gives figures only); a figure gate such as 'p99>200ms' works with either");
            }
        }
        if (html != null) {
            AnalyzeHtmlOption.refuseSeveralLogs(paths);
        }
        RunAnalyzer.Result analysis = engine == Engine.gcviewer ? gcviewer() : analyze(window);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        InputProblems problems = InputProblems.of(analysis, window);
        problems.printNotes(err, "");
        List<RunAnalysis> withEvents = analysis.logs().stream().filter(a -> a.figures().hasGcEvents()).toList();
        print(out, withEvents, window);
        problems.printErrors(err, "");
        int code = problems.errors().isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
        long diagnostics = analysis.logs().stream().mapToLong(l -> l.figures().diagnostics().problems()).sum();
        if (strict && diagnostics > 0) {
            err.printf("tenure: error: %d %s (warnings or errors) and --strict is set%n", diagnostics,
                    diagnostics == 1 ? "diagnostic" : "diagnostics");
            code = ExitCodes.FAILED;
        }
        boolean tripped = false;
        for (RunAnalysis log : withEvents) {
            for (FailOnGate gate : gates) {
                var why = gate.check(log);
                if (why.isPresent()) {
                    tripped = true;
                    err.printf("tenure: gate tripped: --fail-on %s: %s (%s)%n", gate.expression(), why.get(),
                            String.join(", ", log.figures().inputs()));
                }
            }
        }
        if (tripped && code == ExitCodes.OK) {
            // an input problem (exit 1) outranks a gate: the figures the gate read may be incomplete
            code = ExitCodes.GATE;
        }
        out.flush();
        err.flush();
        if (html != null) {
            // after the summaries are out: a report that cannot be written does not hide them
            AnalyzeHtmlOption.write(spec, paths, html);
        }
        return code;
    }

    private RunAnalyzer.Result analyze(TimeWindow window) throws IOException {
        AnalysisOptions options = AnalysisOptions.DEFAULT.withWindow(window);
        if (events == null) {
            return run(options);
        }
        Path parent = events.toAbsolutePath().getParent();
        if (parent == null || !java.nio.file.Files.isDirectory(parent)) {
            throw new UserException(ExitCodes.USAGE, "--events " + events + ": directory " + parent + " does not exist");
        }
        try (EventCsvWriter writer = eventsFile(() -> new EventCsvWriter(events))) {
            RunAnalyzer.Result analysis = run(options.withListener(writer));
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
    private RunAnalyzer.Result run(AnalysisOptions options) throws IOException {
        try {
            return RunAnalyzer.analyzeAll(paths, options);
        } catch (NoSuchFileException e) {
            throw e;
        } catch (AccessDeniedException e) {
            throw new UserException(ExitCodes.FAILED, "cannot read: " + e.getFile(), e);
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    private RunAnalyzer.Result gcviewer() throws IOException {
        if (events != null) {
            throw new UserException(ExitCodes.USAGE, "--events needs the tenure engine; GCViewer yields no event stream");
        }
        GcViewerJar.require();
        try {
            return new RunAnalyzer.Result(List.of(RunAnalysis.figuresOnly(GcViewerEngine.analyze(paths))), List.of());
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw e;
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    private void print(PrintWriter out, List<RunAnalysis> logs, TimeWindow window) {
        switch (format) {
            case text -> {
                for (int i = 0; i < logs.size(); i++) {
                    if (i > 0) {
                        out.println();
                    }
                    SummaryText.write(out, logs.get(i));
                }
            }
            case json -> logs.forEach(log -> out.print(SummaryJson.write(log, window, VersionProvider.version()) + "\n"));
            case csv -> SummaryCsv.write(out, logs.stream().map(RunAnalysis::figures).toList());
            default -> throw new AssertionError(format);
        }
    }
}
