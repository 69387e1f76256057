package io.tenure.cli.analyze;

import io.tenure.cli.common.VersionProvider;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.metrics.TimeWindow;
import java.io.PrintWriter;
import java.util.List;

/** {@code tenure analyze}'s summaries on stdout: text, JSON (one document per log) or CSV (one row per log). */
final class AnalyzeOutput {
    /** What analyze prints: an enum, so picocli refuses other values and completion offers these. */
    enum Format { text, json, csv }

    private AnalyzeOutput() {
    }

    /** Each log's summary in {@code format}; {@code colour}: severities in colour (text on a terminal). */
    static void print(PrintWriter out, Format format, List<RunAnalysis> logs, TimeWindow window, boolean colour) {
        switch (format) {
            case text -> {
                for (int i = 0; i < logs.size(); i++) {
                    if (i > 0) {
                        out.println();
                    }
                    SummaryText.write(out, logs.get(i), colour);
                }
            }
            case json -> logs.forEach(log -> out.print(SummaryJson.write(log, window, VersionProvider.version()) + "\n"));
            case csv -> SummaryCsv.write(out, logs.stream().map(RunAnalysis::figures).toList());
            default -> throw new AssertionError(format);
        }
    }
}
