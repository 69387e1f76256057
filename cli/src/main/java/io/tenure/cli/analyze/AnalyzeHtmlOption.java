package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.HtmlPath;
import io.tenure.cli.common.TypedCommandLine;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.EventListener;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.report.AnalyzeHtml;
import io.tenure.report.assemble.AnalysedLog;
import io.tenure.report.assemble.LogTimeline;
import io.tenure.report.assemble.ReportInputException;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tenure analyze --html DIR|FILE.html}: the report of the analysed log, beside whatever analyze
 * prints. Its one line goes to stderr, so {@code --format json} output on stdout stays pure JSON.
 * The report draws the analysis analyze made, in the same pass: its charts listen to the events
 * ({@link #listener()}) as the figures are computed, so they cover the same --from/--to window and
 * the log is read once (the report used to parse it again, whole, with default options).
 */
final class AnalyzeHtmlOption {
    private final LogTimeline timeline = new LogTimeline();

    private AnalyzeHtmlOption() {
    }

    /** The report of {@code logs}, refused when they are several logs ({@link #refuseSeveralLogs}). */
    static AnalyzeHtmlOption of(List<Path> logs) {
        refuseSeveralLogs(logs);
        return new AnalyzeHtmlOption();
    }

    /** What the analysis hands every event (inside the window) to, for the report's charts. */
    EventListener listener() {
        return timeline;
    }

    /**
     * Refuses, before anything is read in full, inputs that are several logs: the report is of one
     * log or one rotated set, and it failed only after the whole analysis (exit 1). Grouping reads
     * each input's first bytes; inputs that cannot be grouped are left for the analysis to report.
     */
    private static void refuseSeveralLogs(List<Path> logs) {
        GcLogAnalyzer.Plan plan;
        try {
            plan = GcLogAnalyzer.plan(logs, AnalysisOptions.DEFAULT);
        } catch (IOException unreadable) {
            return;
        }
        if (plan.sets().size() > 1) {
            throw new UserException(ExitCodes.USAGE, "--html: the report is of one log or one rotated set, and these inputs"
                    + " are " + plan.sets().size() + " logs (" + String.join("; ", plan.sets().stream().map(LogSet::name).toList())
                    + "): give one at a time, or use 'tenure fleet --html' for a page of several");
        }
    }

    /**
     * Writes the report of {@code analysis}, made with {@link #listener()} listening. GCViewer's
     * figures come without events or findings: with {@code --engine gcviewer} the report is of
     * tenure's own analysis of the log, made here.
     */
    void write(CommandSpec spec, List<Path> logs, RunAnalyzer.Result analysis, Path directory) throws IOException {
        List<String> commandLine = TypedCommandLine.of(spec);
        String createdAt = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        Path page;
        try {
            String name = String.join(", ", logs.stream().map(Path::toString).toList());
            AnalysedLog log;
            if (analysis.logs().size() == 1 && analysis.logs().get(0).findingsLookedFor()) {
                log = AnalysedLog.of(name, analysis.logs().get(0), timeline);
            } else if (!analysis.errors().isEmpty()) {
                throw new UserException(ExitCodes.FAILED, String.join("; ", analysis.errors()));
            } else {
                log = ReportSources.log(name, logs);
            }
            page = HtmlPath.isPage(directory)
                    ? AnalyzeHtml.writePage(log, logs, directory, commandLine, VersionProvider.version(), createdAt)
                    : AnalyzeHtml.write(log, logs, directory, commandLine, VersionProvider.version(), createdAt);
        } catch (ReportInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        spec.commandLine().getErr().println("tenure analyze: report written; open " + page);
        spec.commandLine().getErr().flush();
    }
}
