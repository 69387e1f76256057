package io.tenure.store;

import io.tenure.gclog.metrics.GcSummary;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One row of {@code runs}: one JVM run of one log, its labels and the analysis figures.
 *
 * @param runId         {@link ContentHash#runId}
 * @param logId         the log's {@link ContentHash}
 * @param run           1-based run of the log (a log with restarts has several)
 * @param source        the log's name as tenure names it (file, rotated set or archive entry)
 * @param inputs        the files of the run, in the order they were stitched
 * @param labels        the log's labels
 * @param figures       the run's summary (the whole log's when it has one run)
 * @param span          what its events add to the summary
 * @param findings      the log's findings counted by severity
 * @param ingestedAt    when the row was made
 * @param tenureVersion the version of tenure that made it
 */
public record RunRow(String runId, String logId, int run, String source, List<String> inputs,
                     SortedMap<String, String> labels, GcSummary figures, RunSpan span, FindingCounts findings,
                     Instant ingestedAt, String tenureVersion) {
    public RunRow {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(logId, "logId");
        Objects.requireNonNull(source, "source");
        inputs = List.copyOf(inputs);
        labels = Collections.unmodifiableSortedMap(new TreeMap<>(labels));
        Objects.requireNonNull(figures, "figures");
        Objects.requireNonNull(span, "span");
        Objects.requireNonNull(findings, "findings");
        Objects.requireNonNull(ingestedAt, "ingestedAt");
        Objects.requireNonNull(tenureVersion, "tenureVersion");
        if (run < 1) {
            throw new IllegalArgumentException("run must be >= 1: " + run);
        }
    }

    /** A log's findings by severity. */
    public record FindingCounts(long critical, long warning, long info) {
    }
}
