package io.tenure.report.assemble;

import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.RaceResult;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A compare bundle read once ({@link ReportSources#compare}): {@link CompareReportBuilder} renders it.
 *
 * @param directory the bundle, as the user named it (for the provenance)
 * @param logs      each run that kept a GC log, with the log analysed (or why not)
 * @param race      the race's outcome ({@code compare --race}); null for a session that was no race
 */
public record CompareReportData(Path directory, CompareResults results, Map<CompareRun, KeptLog> logs, RaceResult race) {
    public CompareReportData {
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(results, "results");
        logs = Collections.unmodifiableMap(new LinkedHashMap<>(logs));
    }
}
