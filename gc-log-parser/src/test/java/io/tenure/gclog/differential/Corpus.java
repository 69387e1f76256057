package io.tenure.gclog.differential;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.gcviewer.GcViewerEngine;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The real GC logs the differential tests run over: tenure's own fixtures
 * ({@code ${tenure.fixtures}/gclogs/**}) and, when it is beside the repository, the shared corpus
 * ({@code ${tenure.shared}/gc-logs/**}).
 */
final class Corpus {
    /** Not logs: the corpus's index and notes, and the benchmark folder (a 47 MB input measured by the JMH benchmark instead). */
    private static final Set<String> NOT_LOGS = Set.of("INDEX.tsv", "README.md", "SOURCES.md", "make-big-log");

    /** GCViewer's summary per log, shared by the corpus table and the differential test (one JVM). */
    private static final Map<Path, GcSummary> GCVIEWER = new ConcurrentHashMap<>();

    private Corpus() {
    }

    /** What GCViewer 1.36 makes of {@code log}, read once per test JVM: it is the slow side. */
    static GcSummary gcviewer(Path log) throws IOException {
        GcSummary known = GCVIEWER.get(log);
        if (known == null) {
            known = GcViewerEngine.analyze(List.of(log));
            GCVIEWER.put(log, known);
        }
        return known;
    }

    /** The shared corpus directory, if present. */
    static Optional<Path> shared() {
        String shared = System.getProperty("tenure.shared");
        Path dir = shared == null ? null : Path.of(shared, "gc-logs");
        return dir != null && Files.isDirectory(dir) ? Optional.of(dir.normalize()) : Optional.empty();
    }

    /** tenure's own real-log fixtures, if any were added yet. */
    static Optional<Path> fixtures() {
        Path dir = GoldenFiles.fixtures().resolve("gclogs");
        return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
    }

    /** Every log below {@code root}, sorted by relative path, skipping notes, expected-output files and {@code bench/}. */
    static List<Path> logsUnder(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> !NOT_LOGS.contains(p.getFileName().toString()))
                    .filter(p -> !p.getFileName().toString().endsWith(".expected.txt"))
                    .filter(p -> !root.relativize(p).startsWith("bench"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
    }

    /** The repository root, two levels above {@code src/test/resources/fixtures}. */
    static Path repositoryRoot() {
        return GoldenFiles.fixtures().toAbsolutePath().normalize().getParent().getParent().getParent().getParent();
    }
}
