package io.tenure.report;

import io.tenure.report.assemble.AnalysedLog;
import io.tenure.report.assemble.LogReportBuilder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;

/**
 * {@code tenure analyze --html DIR|FILE.html}: the report of one production GC log, written like
 * {@code tenure report}'s (index.html, report.md with SVG charts, CSV, report.json). One call for
 * the analyze command, so that command stays independent of how reports are made.
 */
public final class AnalyzeHtml {
    private AnalyzeHtml() {
    }

    /** Writes the report of {@code log}, read from {@code logs}, into {@code directory}; returns the page. */
    public static Path write(AnalysedLog log, List<Path> logs, Path directory, List<String> commandLine,
                             String toolVersion, String createdAt) throws IOException {
        ReportModel model = LogReportBuilder.build(log, logs, commandLine, toolVersion, createdAt);
        Reports.write(model, directory, EnumSet.allOf(ReportFormat.class));
        return directory.resolve("index.html");
    }

    /** Writes only the page of the report of {@code log} (interactive, works offline) to {@code page}. */
    public static Path writePage(AnalysedLog log, List<Path> logs, Path page, List<String> commandLine, String toolVersion,
                                 String createdAt) throws IOException {
        ReportModel model = LogReportBuilder.build(log, logs, commandLine, toolVersion, createdAt);
        OutputFile html = ReportFormat.HTML.writer().render(model).stream()
                .filter(f -> f.relativePath().endsWith(".html")).findFirst().orElseThrow();
        return Reports.writeAtomically(page, html.content());
    }
}
