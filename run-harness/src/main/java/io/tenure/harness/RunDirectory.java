package io.tenure.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A run's directory in a bundle, {@code runs/<run id>/}: its GC log, JFR recording, standard
 * streams, {@code command.txt} ({@link CommandFile}) and whatever else the run writes. The bundle
 * records every file by its path relative to the bundle, so that a bundle can be moved.
 *
 * @param bundleDir the bundle's directory, absolute
 * @param dir       the run's directory, absolute
 */
public record RunDirectory(Path bundleDir, Path dir) {
    /** The directory of the runs in a bundle. */
    public static final String RUNS = "runs";

    public RunDirectory {
        bundleDir = bundleDir.toAbsolutePath();
        dir = dir.toAbsolutePath();
    }

    /** Where run {@code runId} of the bundle in {@code bundleDir} goes; nothing is created. */
    public static RunDirectory of(Path bundleDir, String runId) {
        return new RunDirectory(bundleDir, bundleDir.resolve(RUNS).resolve(runId));
    }

    /**
     * Creates the run's directory empty: what a run killed earlier left there (a run is recorded
     * only once it ends) is deleted, so the run starts afresh.
     */
    public RunDirectory create() throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> paths = Files.walk(dir)) {
                for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(dir);
        return this;
    }

    /** A file in the run's directory. */
    public Path resolve(String name) {
        return dir.resolve(name);
    }

    /** {@code file}'s path relative to the bundle, with {@code /} on every platform. */
    public String relative(Path file) {
        return bundleDir.relativize(file.toAbsolutePath()).toString().replace('\\', '/');
    }

    /** {@link #relative}, or null when the file does not exist (the run did not write it). */
    public String relativeIfExists(Path file) {
        return Files.exists(file) ? relative(file) : null;
    }
}
