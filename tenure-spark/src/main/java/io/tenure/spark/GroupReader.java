package io.tenure.spark;

import io.tenure.gclog.input.DecompressionLimits;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogInputs;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.spark.StoreRow.Kind;
import io.tenure.store.FindingRow;
import io.tenure.store.Labels;
import io.tenure.store.LogRows;
import io.tenure.store.RunRow;
import io.tenure.store.StoreSchema;
import java.io.IOException;
import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Reads the logs of one {@link LogGroup} on an executor, as {@code tenure ingest} reads a log: the
 * files through Hadoop ({@link LocalCopies}), then tenure's input layer (decompression, archives,
 * format detection, rotated sets), then the store's rows of each log ({@link LogRows}). Yields
 * each table row and what became of each log as {@link StoreRow}s. Per-log problems are
 * {@link Kind#ERROR} rows and the group's other logs are still read.
 *
 * @param conf          the Hadoop configuration to open the files with
 * @param labelWords    {@code --label} arguments
 * @param labelsFrom    {@code --labels-from}, or null
 * @param ingestedAt    written in {@code runs.ingested_at}
 * @param tenureVersion written in {@code runs.tenure_version}
 * @param known         log ids the store holds already: those logs are not parsed
 * @param eventsOnly    true for the data source: only events rows (and errors)
 */
record GroupReader(HadoopConf conf, List<String> labelWords, String labelsFrom, Instant ingestedAt, String tenureVersion,
                   Set<String> known, boolean eventsOnly) implements Serializable {
    private static final long serialVersionUID = 1L;

    GroupReader {
        labelWords = List.copyOf(labelWords);
        Objects.requireNonNull(ingestedAt, "ingestedAt");
        Objects.requireNonNull(tenureVersion, "tenureVersion");
        known = Set.copyOf(known);
    }

    /** The rows of {@code group}, read on a thread of their own as Spark pulls them. */
    Pump<StoreRow> rows(LogGroup group) {
        return new Pump<>("tenure reading " + group.files().get(0).name(), sink -> read(group, sink));
    }

    void read(LogGroup group, Pump.Sink<StoreRow> sink) throws IOException, InterruptedException {
        Labels labels = Labels.parse(labelWords, labelsFrom);
        try (LocalCopies copies = LocalCopies.of(group, conf.configuration())) {
            for (Map.Entry<String, String> error : copies.errors().entrySet()) {
                sink.put(StoreRow.error(error.getKey(), error.getValue()));
            }
            GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(
                    new LogInputs(DecompressionLimits.DEFAULT).resolveCopies(copies.names(), group.listed()));
            for (String skipped : plan.skipped()) {
                sink.put(StoreRow.outcome(Kind.SKIPPED, null, skipped));
            }
            for (IOException failure : plan.failures()) {
                sink.put(StoreRow.error(group.files().get(0).name(), failure.getMessage()));
            }
            for (LogSet set : plan.sets()) {
                readLog(set, plan, labels, sink);
            }
        }
    }

    private void readLog(LogSet set, GcLogAnalyzer.Plan plan, Labels labels, Pump.Sink<StoreRow> sink)
            throws InterruptedException {
        try {
            LogRows.Source source = LogRows.Source.of(set, labels, ingestedAt, tenureVersion);
            if (known.contains(source.logId())) {
                sink.put(StoreRow.outcome(Kind.KNOWN, source.logId(), set.name()));
                return;
            }
            String logId = source.logId();
            long[] events = {0};
            LogRows rows = LogRows.read(set, plan.formats().get(set), AnalysisOptions.DEFAULT, source, event -> {
                try {
                    sink.put(StoreRow.row(Kind.EVENT, logId, set.name(), StoreSchema.EVENTS.values(event)));
                    events[0]++;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("stopped", e);
                }
            });
            if (Thread.currentThread().isInterrupted()) {
                throw new InterruptedException();
            }
            if (!eventsOnly) {
                for (RunRow run : rows.runs()) {
                    sink.put(StoreRow.row(Kind.RUN, logId, set.name(), StoreSchema.RUNS.values(run)));
                }
                for (FindingRow finding : rows.findings()) {
                    sink.put(StoreRow.row(Kind.FINDING, logId, set.name(), StoreSchema.FINDINGS.values(finding)));
                }
            }
            List<Object> counts = List.of((long) rows.runs().size(), events[0], (long) rows.findings().size());
            sink.put(new StoreRow(Kind.LOG, logId, set.name(), counts, firstName(set)));
        } catch (IOException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new InterruptedException();
            }
            String message = String.valueOf(e.getMessage());
            sink.put(StoreRow.error(set.name(), message.contains(set.name()) ? message : set.name() + ": " + message));
        }
    }

    /**
     * The smallest name among the log's files: of two logs with the same content, the one whose
     * files come first in name order is kept, as {@code tenure ingest} keeps the first it reads.
     */
    static String firstName(LogSet set) {
        return set.files().stream().map(LogFile::name).min(String::compareTo).orElseThrow();
    }
}
