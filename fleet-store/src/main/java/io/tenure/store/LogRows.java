package io.tenure.store;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.LogObserver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The store's rows of one log (a file or rotated set of a {@link io.tenure.gclog.metrics.GcLogAnalyzer#plan}),
 * read in one streaming pass: the events go to a sink as they are parsed (a log's events need not
 * fit in memory), the runs and findings are returned with the analysis they come from. Used alike by
 * {@code tenure ingest} and by the Spark job's executors.
 *
 * @param analysis what {@code tenure analyze} says of the log
 * @param runs     one row per JVM run of the log
 * @param findings the log's findings under each of its runs
 */
public record LogRows(RunAnalysis analysis, List<RunRow> runs, List<FindingRow> findings) {
    public LogRows {
        Objects.requireNonNull(analysis, "analysis");
        runs = List.copyOf(runs);
        findings = List.copyOf(findings);
    }

    /** Receives the events rows of a log in stream order. */
    @FunctionalInterface
    public interface EventSink {
        void accept(EventRow row) throws IOException;
    }

    /**
     * Who a log is in the store, known before it is parsed.
     *
     * @param logId         {@link ContentHash#of}
     * @param labels        {@link Labels#of} its path
     * @param ingestedAt    the time written in {@code runs.ingested_at}
     * @param tenureVersion written in {@code runs.tenure_version}
     */
    public record Source(String logId, SortedMap<String, String> labels, Instant ingestedAt, String tenureVersion) {
        public Source {
            Objects.requireNonNull(logId, "logId");
            if (!logId.matches("[0-9a-f]{64}")) {
                throw new IllegalArgumentException("logId must be a SHA-256 in hex: " + logId);
            }
            labels = new TreeMap<>(labels);
            Objects.requireNonNull(ingestedAt, "ingestedAt");
            Objects.requireNonNull(tenureVersion, "tenureVersion");
        }

        /** Hashes the log's content and labels it by its first file's name. */
        public static Source of(LogSet set, Labels labels, Instant ingestedAt, String tenureVersion) throws IOException {
            return new Source(ContentHash.of(set), labels.of(path(set)), ingestedAt, tenureVersion);
        }
    }

    /** The path labels are read from: the log's first file as tenure names it. */
    public static String path(LogSet set) {
        return set.files().get(0).name();
    }

    /**
     * Reads the log once.
     *
     * @param options the analysis options (the whole log: a time window would store part of it)
     * @throws IOException when the log cannot be read, or the sink fails
     */
    public static LogRows read(LogSet set, LogFormat format, AnalysisOptions options, Source source, EventSink events)
            throws IOException {
        Map<Integer, RunTracker> trackers = new TreeMap<>();
        LogObserver rows = (event, runIndex, runSeconds) -> {
            if (!EventRow.isRow(event)) {
                return;
            }
            EventRow row = new EventRow(ContentHash.runId(source.logId(), runIndex), runSeconds, event);
            trackers.computeIfAbsent(runIndex, i -> new RunTracker()).add(event, row.durationMs(), runSeconds);
            try {
                events.accept(row);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
        RunAnalysis analysis;
        try {
            analysis = RunAnalyzer.analyze(set, format, options, rows);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return of(set, analysis, source, trackers);
    }

    private static LogRows of(LogSet set, RunAnalysis analysis, Source source, Map<Integer, RunTracker> trackers) {
        GcSummary log = analysis.figures();
        List<Finding> found = analysis.findingsLookedFor() ? analysis.findings() : List.of();
        RunRow.FindingCounts counts = new RunRow.FindingCounts(count(found, Finding.Severity.CRITICAL),
                count(found, Finding.Severity.WARNING), count(found, Finding.Severity.INFO));
        List<GcSummary> runs = log.runs().size() > 1 ? log.runs() : List.of(log);
        List<RunRow> runRows = new ArrayList<>();
        List<FindingRow> findingRows = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            int run = i + 1;
            GcSummary r = runs.get(i);
            String runId = ContentHash.runId(source.logId(), run);
            RunTracker tracker = trackers.get(run);
            runRows.add(new RunRow(runId, source.logId(), run, set.name(), r.inputs().isEmpty() ? log.inputs() : r.inputs(),
                    source.labels(), r, tracker == null ? RunSpan.NONE : tracker.span(), counts, source.ingestedAt(),
                    source.tenureVersion()));
            for (int rank = 1; rank <= found.size(); rank++) {
                findingRows.add(new FindingRow(runId, source.logId(), rank, found.get(rank - 1)));
            }
        }
        return new LogRows(analysis, runRows, findingRows);
    }

    private static long count(List<Finding> findings, Finding.Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }
}
