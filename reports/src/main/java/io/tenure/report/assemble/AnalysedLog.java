package io.tenure.report.assemble;

import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.gclog.findings.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One GC log (a file or a rotated set) read once with the analyzer: its summary, the timeline
 * its events drew on the way, and its findings (ranked).
 *
 * @param name what the user called it
 */
record AnalysedLog(String name, GcSummary summary, LogTimeline timeline, List<Finding> findings) {
    AnalysedLog {
        findings = List.copyOf(findings);
    }

    static AnalysedLog read(String name, List<Path> paths) throws IOException {
        LogTimeline timeline = new LogTimeline();
        RunAnalyzer.Result analysis;
        try {
            analysis = RunAnalyzer.analyzeAll(paths, AnalysisOptions.DEFAULT.withListener(timeline));
        } catch (UnknownFormatException e) {
            throw new ReportInputException(e.getMessage(), e);
        }
        if (!analysis.errors().isEmpty()) {
            throw new ReportInputException(String.join("; ", analysis.errors()));
        }
        if (analysis.logs().size() != 1) {
            throw new ReportInputException(name + ": holds " + analysis.logs().size() + " different GC logs ("
                    + analysis.logs().stream().map(s -> String.join(", ", s.figures().inputs())).toList()
                    + "); give one log or one rotated set at a time");
        }
        RunAnalysis log = analysis.logs().get(0);
        return new AnalysedLog(name, log.figures(), timeline, log.findings());
    }
}
