package io.tenure.cli.analyze;

import io.tenure.cli.common.Colour;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.HtmlPath;
import io.tenure.cli.common.OutputPaths;
import io.tenure.cli.common.StreamLimitOption;
import io.tenure.cli.common.UserException;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.EventListener;
import io.tenure.gclog.metrics.TimeWindow;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
    enum Engine { tenure, gcviewer }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH",
            description = "GC log files, rotated sets, directories, '-' for standard input, compressed files or archives.")
    List<Path> paths;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    AnalyzeOutput.Format format;

    @Option(names = "--events", paramLabel = "FILE.csv", description = "Also write every pause, concurrent phase and safepoint to this CSV file.")
    Path events;

    @Mixin
    StreamLimitOption streamLimit;

    @Option(names = "--strict", description = "Exit 1 when any warning or error diagnostic remains.")
    boolean strict;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "tenure",
            description = "Parser engine: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Engine engine;

    @Option(names = "--html", paramLabel = "PATH",
            description = "Also write a report of the log: into a directory, index.html (interactive, works offline),"
                + " report.md with SVG charts, CSV, report.json; to a path ending in .html, the page alone. " + HtmlPath.HELP)
    Path html;

    @Option(names = "--fail-on", paramLabel = "GATE",
            description = "Exit 3 when this gate trips (repeatable): a finding code (e.g. full-gc, long-pause),"
                + " a pause figure over a duration (p99>200ms, max>1s; p50 p90 p99 p99.9 max mean total),"
                + " or overhead>5%%. For CI.")
    List<String> failOn = List.of();

    @Option(names = "--color", paramLabel = "WHEN", defaultValue = "auto",
            description = "Severity colour in text output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}: on a"
                + " terminal, unless NO_COLOR is set or TERM is dumb).")
    Colour color;

    @Option(names = "--from", paramLabel = "TIME",
            description = "Analyse events from this time on: JVM uptime in seconds (3600) or as a duration (10m, 1h30m),"
                + " or, for a log with wall-clock time stamps, an ISO-8601 date-time (2026-01-01T10:00:00, in the log's own"
                + " offset unless one is given: ...+01:00, ...Z) or a time of day (10:00, on the log's first day; the next"
                + " day when before the hour the log starts in).")
    String from;

    @Option(names = "--to", paramLabel = "TIME",
            description = "Analyse events before this time (as --from; a time of day is the first after --from).")
    String to;

    @Override
    public Integer call() throws IOException {
        if (events != null) {
            OutputPaths.refuseInputFile("--events", events, paths);
        }
        if (html != null && HtmlPath.isPage(html)) {
            OutputPaths.refuseInputFile("--html", html, paths);
        } else if (html != null) {
            OutputPaths.refuseInputDirectory("--html", html, paths);
        }
        List<FailOnGate> gates = failOn.stream().map(FailOnGate::parse).toList();
        TimeWindow window = WindowArgs.window(from, to);
        if (engine == Engine.gcviewer && !window.isAll()) {
            throw new UserException(ExitCodes.USAGE, "--from/--to need the tenure engine");
        }
        if (engine == Engine.gcviewer) {
            FailOnGate.refuseFindingGates(gates);
        }
        AnalyzeHtmlOption report = html == null ? null : AnalyzeHtmlOption.of(paths);
        RunAnalyzer.Result analysis = engine == Engine.gcviewer ? new AnalyzeRun(paths, events).gcviewer()
                : analyze(window, report == null ? EventListener.NONE : report.listener());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        InputProblems problems = InputProblems.of(analysis, window);
        problems.printNotes(err, "");
        List<RunAnalysis> withEvents = analysis.logs().stream().filter(a -> a.figures().hasGcEvents()).toList();
        AnalyzeOutput.print(out, format, withEvents, window, color.enabled());
        problems.printErrors(err, "");
        int code = problems.errors().isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
        long diagnostics = analysis.logs().stream().mapToLong(l -> l.figures().diagnostics().problems()).sum();
        if (strict && diagnostics > 0) {
            err.printf("tenure: error: %d %s (warnings or errors) and --strict is set%n", diagnostics,
                    diagnostics == 1 ? "diagnostic" : "diagnostics");
            code = ExitCodes.FAILED;
        }
        boolean tripped = FailOnGate.tripped(err, gates, withEvents);
        if (tripped && code == ExitCodes.OK) {
            // an input problem (exit 1) outranks a gate: the figures the gate read may be incomplete
            code = ExitCodes.GATE;
        }
        out.flush();
        err.flush();
        if (html != null) {
            // after the summaries are out: a report that cannot be written does not hide them
            report.write(spec, paths, analysis, html);
        }
        return code;
    }

    private RunAnalyzer.Result analyze(TimeWindow window, EventListener listener) throws IOException {
        AnalysisOptions options = streamLimit.applyTo(AnalysisOptions.DEFAULT.withWindow(window).withListener(listener));
        return new AnalyzeRun(paths, events).tenure(options);
    }
}
