package io.tenure.store;

import io.tenure.gclog.findings.Finding;
import java.util.Objects;

/**
 * One row of {@code findings}. The rules judge a whole log: a log with several JVM runs (restarts)
 * has its findings under each of its runs, as {@code tenure fleet} counts them for each run.
 *
 * @param runId   the run's id
 * @param logId   the log's content hash
 * @param rank    1-based place in the log's ranking (most severe first)
 * @param finding what was found
 */
public record FindingRow(String runId, String logId, int rank, Finding finding) {
    public FindingRow {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(logId, "logId");
        Objects.requireNonNull(finding, "finding");
        if (rank < 1) {
            throw new IllegalArgumentException("rank must be >= 1: " + rank);
        }
    }
}
