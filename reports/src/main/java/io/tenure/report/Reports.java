package io.tenure.report;

import io.tenure.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes a report in the chosen formats. Every file is written through {@link AtomicFiles}: a reader (a browser reloading the page, a CI job picking
 * up {@code report.json}) sees the previous or the new file, never half of one.
 */
public final class Reports {
    private Reports() {
    }

    /** The subdirectories a report writes, each with the one kind of file it holds there. */
    private static final Map<String, String> OWN_SUBDIRECTORIES = Map.of("charts", ".svg", "csv", ".csv");

    /** The top-level files that show a directory holds a tenure report. */
    private static final List<String> REPORT_FILES = List.of("index.html", "report.md", "report.json");

    /**
     * Renders every format first, then writes; returns the files written. Over an earlier report,
     * the charts and tables this report does not have are removed from the subdirectories it
     * writes: a report of another bundle, or without --log, left the old one's
     * {@code timeline-6.svg} and {@code csv/logs.csv} beside its own, as if they were part of it.
     * Only {@code *.svg} in {@code charts/} and {@code *.csv} in {@code csv/} go, and only where
     * the directory held a report before.
     */
    public static List<Path> write(ReportModel model, Path directory, Collection<ReportFormat> formats) throws IOException {
        List<OutputFile> files = new ArrayList<>();
        for (ReportFormat format : formats) {
            files.addAll(format.writer().render(model));
        }
        boolean earlierReport = REPORT_FILES.stream().anyMatch(name -> Files.isRegularFile(directory.resolve(name)));
        List<Path> written = new ArrayList<>();
        for (OutputFile file : files) {
            written.add(writeAtomically(directory.resolve(file.relativePath()), file.content()));
        }
        if (earlierReport) {
            removeStale(directory, written);
        }
        return written;
    }

    private static void removeStale(Path directory, List<Path> written) throws IOException {
        Set<Path> kept = new HashSet<>();
        written.forEach(p -> kept.add(p.toAbsolutePath().normalize()));
        for (Map.Entry<String, String> own : OWN_SUBDIRECTORIES.entrySet()) {
            Path sub = directory.resolve(own.getKey()).toAbsolutePath().normalize();
            if (kept.stream().noneMatch(p -> sub.equals(p.getParent())) || !Files.isDirectory(sub)) {
                continue; // not a subdirectory this report wrote: its formats were not asked for
            }
            List<Path> stale;
            try (Stream<Path> listed = Files.list(sub)) {
                stale = listed.filter(p -> p.getFileName().toString().endsWith(own.getValue()) && Files.isRegularFile(p))
                        .filter(p -> !kept.contains(p.toAbsolutePath().normalize())).toList();
            }
            for (Path p : stale) {
                Files.deleteIfExists(p);
            }
        }
    }

    static Path writeAtomically(Path target, byte[] content) throws IOException {
        AtomicFiles.writeBytes(target, content);
        return target;
    }
}
