package io.tenure.bench.run;

import io.tenure.bundle.RunResult;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;

/**
 * What a run's GC log says, read with the gc-log-parser's analyzer: survival, pauses,
 * intervals, overhead. When the log cannot be analysed the figures are null and
 * {@link #status()} says why; the run itself still counts.
 *
 * @param status  "ok", or why the log gave no figures ({@code runs[].gcAnalysis})
 * @param figures the run's GC figures
 */
record GcFigures(String status, RunResult.GcFigures figures) {

    static GcFigures none(String why) {
        return new GcFigures(why, RunResult.GcFigures.NONE);
    }

    static GcFigures analyze(Path gcLog) {
        if (!Files.exists(gcLog)) {
            return none("no GC log was written");
        }
        GcSummary summary;
        try {
            summary = GcLogAnalyzer.analyze(List.of(gcLog));
        } catch (IOException e) {
            return none("GC log unreadable: " + e.getMessage());
        }
        GcSummary.SurvivalStats s = summary.survival();
        GcSummary.PauseStats p = summary.pauses();
        GcSummary.IntervalStats i = summary.intervals();
        return new GcFigures("ok", new RunResult.GcFigures(value(s.median()), value(s.mean()), value(s.copyMedian()),
                s.youngCollections(), value(summary.overheadPercent()),
                new RunResult.PauseFigures(p.count(), p.totalMs(), value(p.meanMs()), value(p.p50Ms()), value(p.p90Ms()),
                        value(p.p99Ms()), value(p.p999Ms()), value(p.maxMs())),
                new RunResult.IntervalFigures(i.count(), value(i.meanMs()))));
    }

    private static Double value(OptionalDouble d) {
        return d.isPresent() && Double.isFinite(d.getAsDouble()) ? d.getAsDouble() : null;
    }
}
