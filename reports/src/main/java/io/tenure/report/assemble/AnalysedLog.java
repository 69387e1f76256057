package io.tenure.report.assemble;

import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.metrics.GcSummary;
import java.util.List;
import java.util.Objects;

/**
 * One GC log (a file or a rotated set) as a report shows it: its summary, the timeline its events
 * drew on the way, and its findings (ranked). Made from an analysis already done
 * ({@link #of}); {@link ReportSources#log} reads a log for a report that has none.
 *
 * @param name what the user called it
 */
public record AnalysedLog(String name, GcSummary summary, LogTimeline timeline, List<Finding> findings) {
    public AnalysedLog {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(timeline, "timeline");
        findings = List.copyOf(findings);
    }

    /**
     * @param analysis an analysis with findings, made with {@code timeline} as its listener (so the
     *                 timeline holds the same events, inside the same window, as the figures)
     */
    public static AnalysedLog of(String name, RunAnalysis analysis, LogTimeline timeline) {
        if (!analysis.findingsLookedFor()) {
            throw new IllegalArgumentException(name + ": an analysis without findings (another engine's figures)");
        }
        return new AnalysedLog(name, analysis.figures(), timeline, analysis.findings());
    }
}
