package io.tenure.cli.analyze;

import static io.tenure.cli.analyze.Figures.format;

import io.tenure.gclog.metrics.GcSummary;
import io.tenure.io.CsvTable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * {@code tenure analyze --format csv}: one row per JVM run with the figures of the JSON output
 * (a log with one run has one row), unknown values empty; a run's input files are joined with
 * {@code ;}. The columns never change order. Written through {@link CsvTable}, so text from the
 * logs (file names, JVM versions) cannot start a spreadsheet formula.
 */
final class SummaryCsv {
    static final List<String> COLUMNS = List.of("log", "run", "startedBy", "inputs", "format", "vendor", "version",
            "collector", "elapsedSeconds", "pauseCount", "pauseTotalMs", "pauseMeanMs", "pauseP50Ms", "pauseP90Ms",
            "pauseP99Ms", "pauseP999Ms", "pauseMaxMs", "intervalCount", "intervalMeanMs", "intervalP50Ms",
            "intervalP10Ms", "overheadPercent", "throughputPercent", "allocationRateMBps", "promotionRateMBps",
            "survivalYoungCollections", "survivalMedian", "survivalMean", "copySurvivalMedian", "youngCollections",
            "mixedCollections", "fullCollections", "concurrentCycles", "safepointStoppedMs", "logUnparsedLines",
            "logProblems");

    private SummaryCsv() {
    }

    /** The header and one row per run of each log, logs numbered from 1. */
    static void write(PrintWriter out, List<GcSummary> logs) {
        try (CsvTable table = CsvTable.open(out, COLUMNS)) {
            for (int i = 0; i < logs.size(); i++) {
                rows(table, i + 1, logs.get(i));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One row per run; a summary without runs (another engine's) is one row with the run columns empty. */
    private static void rows(CsvTable table, int logIndex, GcSummary log) throws IOException {
        for (GcSummary run : log.runs().isEmpty() ? List.of(log) : log.runs()) {
            table.row(List.of(Integer.toString(logIndex),
                    run.run().map(r -> Integer.toString(r.index())).orElse(""), run.run().map(r -> r.startedBy()).orElse(""),
                    String.join(";", run.inputs()), run.format().map(f -> f.id()).orElse(""),
                    run.jvm().vendor().orElse(""), run.jvm().version().orElse(""), run.jvm().collector().orElse(""),
                    format(run.elapsedSeconds(), 3, ""), Long.toString(run.pauses().count()),
                    format(run.pauses().totalMs(), 3), format(run.pauses().meanMs(), 3, ""),
                    format(run.pauses().p50Ms(), 3, ""), format(run.pauses().p90Ms(), 3, ""),
                    format(run.pauses().p99Ms(), 3, ""), format(run.pauses().p999Ms(), 3, ""),
                    format(run.pauses().maxMs(), 3, ""), Long.toString(run.intervals().count()),
                    format(run.intervals().meanMs(), 3, ""), format(run.intervals().p50Ms(), 3, ""),
                    format(run.intervals().p10Ms(), 3, ""), format(run.overheadPercent(), 4, ""),
                    format(run.throughputPercent(), 4, ""), format(run.allocationRateMBps(), 3, ""),
                    format(run.promotionRateMBps(), 3, ""), Long.toString(run.survival().youngCollections()),
                    format(run.survival().median(), 6, ""), format(run.survival().mean(), 6, ""),
                    format(run.survival().copyMedian(), 6, ""), Long.toString(run.collections().young()),
                    Long.toString(run.collections().mixed()), Long.toString(run.collections().full()),
                    Long.toString(run.collections().concurrentCycles()),
                    format(run.safepoints().totalStoppedMs(), 3, ""), Long.toString(log.diagnostics().unparsedLines()),
                    Long.toString(log.diagnostics().problems())));
        }
    }
}
