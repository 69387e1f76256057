package io.tenure.gclog.differential;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.RealLogCorpus;
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
 * ({@code ${tenure.fixtures}/gclogs/**}) and the real-log corpus ({@link RealLogCorpus},
 * {@code ${tenure.fixtures}/corpus/**}).
 */
final class Corpus {
    /** Not logs: the fixtures' notes. */
    private static final Set<String> NOT_LOGS = Set.of("README.md", "SOURCES.md");

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

    /** The real-log corpus directory. */
    static Path corpus() {
        return RealLogCorpus.dir();
    }

    /**
     * The corpus's logs, sorted, without {@code bench/} (a 47 MB input measured by the JMH
     * benchmark instead; GCViewer would take minutes over it).
     */
    static List<Path> corpusLogs() {
        Path dir = corpus();
        return RealLogCorpus.logs().stream().filter(p -> !dir.relativize(p).startsWith("bench")).toList();
    }

    /** tenure's own real-log fixtures, if any were added yet. */
    static Optional<Path> fixtures() {
        Path dir = GoldenFiles.fixtures().resolve("gclogs");
        return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
    }

    /** Every log below {@code root}, sorted by relative path, skipping notes and expected-output files. */
    static List<Path> logsUnder(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> !NOT_LOGS.contains(p.getFileName().toString()))
                    .filter(p -> !p.getFileName().toString().endsWith(".expected.txt"))
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
