package io.tenure.program;

import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleReader;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.RunResult;
import io.tenure.model.PlatformMatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The JVM a benchmark run's log came from, read from the run's record in its bundle
 * ({@code B/results.json}, the cell holding the run whose {@code gcLog} or {@code gcLogMeasured} is the
 * log). A run's {@code gc.measured.log} holds the measured part only, without the header that names
 * the JVM ({@code Version:}); its cell names the JVM the bench launched, so a log of a two-JVM demo
 * bundle is matched to its own JVM's platform, not to the other JVM's of the same collector.
 *
 * @param cellId the cell's id, for the note that says where the JVM came from
 */
record BenchRunRecord(String cellId, LogProfile.Jvm jvm) {
    /** How a profile's note begins when its JVM came from the run's record, not from the log. */
    static final String NOTE = "JVM: from the run's record in its bundle";

    /** {@code B/runs/<run id>/gc.measured.log}: how deep a run's log lies below its bundle. */
    private static final String RUNS = "runs";

    /**
     * The record of the run whose log {@code log} is, or empty when the log lies in no bundle's run
     * directory, or the bundle cannot be read (the log alone is still profiled).
     */
    static Optional<BenchRunRecord> of(Path log) {
        if (!Files.isRegularFile(log)) {
            return Optional.empty();
        }
        Path runDir = log.toAbsolutePath().normalize().getParent();
        Path runs = runDir == null ? null : runDir.getParent();
        if (runs == null || runs.getFileName() == null || !RUNS.equals(runs.getFileName().toString())
                || runs.getParent() == null) {
            return Optional.empty();
        }
        Path bundle = runs.getParent();
        try {
            return BundleReader.results(bundle.resolve(Bundle.RESULTS)).flatMap(results -> results.cells().stream()
                    .flatMap(cell -> cell.runs().stream().filter(run -> isLogOf(bundle, run, log)).map(run -> cell))
                    .findFirst()).map(BenchRunRecord::of);
        } catch (IOException e) {
            return Optional.empty(); // a damaged or foreign results.json: the log says what it says
        }
    }

    private static BenchRunRecord of(CellResult cell) {
        CellResult.JvmInfo jvm = cell.jvm();
        Integer major = jvm.featureVersion() > 0 ? Integer.valueOf(jvm.featureVersion()) : PlatformMatch.jvmMajor(jvm.version());
        return new BenchRunRecord(cell.id(), new LogProfile.Jvm(jvm.vendor(), jvm.version(), major,
                cell.collectorName() != null ? cell.collectorName() : cell.collector()));
    }

    private static boolean isLogOf(Path bundle, RunResult run, Path log) {
        for (String recorded : new String[] {run.outputs().gcLog(), run.outputs().gcLogMeasured()}) {
            if (recorded == null) {
                continue;
            }
            Path path = bundle.resolve(recorded);
            try {
                if (Files.exists(path) && Files.isSameFile(path, log)) {
                    return true;
                }
            } catch (IOException e) {
                // an unreadable path is no match
            }
        }
        return false;
    }
}
