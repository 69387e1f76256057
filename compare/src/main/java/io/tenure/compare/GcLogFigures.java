package io.tenure.compare;

import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.program.LogHeader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a run's GC log gives compare: the sum and count of stop-the-world pauses (through
 * gc-log-parser's analyzer), and the sum of the {@code [gc,cpu]} lines' User+Sys seconds, which
 * HotSpot writes after each collection's pause ({@code GC(3) User=0.01s Sys=0.00s Real=0.01s}).
 * Null where the log gives no figure.
 */
record GcLogFigures(Double pauseSeconds, Long pauseCount, Double gcCpuLogSeconds) {
    /** The {@code gcCpuSource} of a figure from the log's {@code [gc,cpu]} lines. */
    static final String GC_CPU_LOG = "gc+cpu-log";

    static final GcLogFigures NONE = new GcLogFigures(null, null, null);

    static GcLogFigures of(Path gcLog) {
        if (gcLog == null || !Files.isRegularFile(gcLog)) {
            return NONE;
        }
        Double pauseSeconds = null;
        Long pauseCount = null;
        // the [gc,cpu] lines come from the lines the parser reads: one read of the log for both
        LogHeader.Collector header = new LogHeader.Collector();
        try {
            Analysis analysis = GcLogAnalyzer.analyzeAll(List.of(gcLog), AnalysisOptions.DEFAULT.withObservers(set -> header));
            if (analysis.errors().isEmpty() && analysis.logs().size() == 1 && analysis.logs().get(0).format().isPresent()) {
                GcSummary summary = analysis.logs().get(0);
                // a log in a known format without a pause is a run without a collection: 0, not unknown
                pauseSeconds = summary.pauses().totalMs() / 1000.0;
                pauseCount = summary.pauses().count();
            }
        } catch (IOException | RuntimeException e) {
            // an unreadable log leaves the pause figures null; the run itself still counts
        }
        return new GcLogFigures(pauseSeconds, pauseCount, header.header().gcCpuSeconds());
    }
}
