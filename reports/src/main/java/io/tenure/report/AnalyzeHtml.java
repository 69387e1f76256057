package io.tenure.report;

import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.report.assemble.AnalysedLog;
import io.tenure.report.assemble.LogReportBuilder;
import io.tenure.report.assemble.LogTimeline;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;

/**
 * {@code tenure analyze --html DIR}: the report of one production GC log, written like
 * {@code tenure report}'s (index.html, report.md with SVG charts, CSV, report.json). One call for
 * the analyze command, so that command stays independent of how reports are made.
 */
public final class AnalyzeHtml {
    private AnalyzeHtml() {
    }

    /**
     * Writes the report of the analysis the command made of {@code logs} (one log or rotated set)
     * into {@code directory}; returns the page. Nothing is read again: the figures and findings are
     * {@code analysis}'s and the charts {@code timeline}'s, which listened to that analysis (so both
     * cover its --from/--to window).
     */
    public static Path write(RunAnalysis analysis, LogTimeline timeline, List<Path> logs, Path directory,
                             List<String> commandLine, String toolVersion, String createdAt) throws IOException {
        AnalysedLog log = AnalysedLog.of(String.join(", ", logs.stream().map(Path::toString).toList()), analysis, timeline);
        return write(log, logs, directory, commandLine, toolVersion, createdAt);
    }

    /** Writes the report of {@code log}, read from {@code logs}, into {@code directory}; returns the page. */
    public static Path write(AnalysedLog log, List<Path> logs, Path directory, List<String> commandLine,
                             String toolVersion, String createdAt) throws IOException {
        ReportModel model = LogReportBuilder.build(log, logs, commandLine, toolVersion, createdAt);
        Reports.write(model, directory, EnumSet.allOf(ReportFormat.class));
        return directory.resolve("index.html");
    }
}
