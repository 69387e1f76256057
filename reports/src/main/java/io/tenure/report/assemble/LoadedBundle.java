package io.tenure.report.assemble;

import io.tenure.bench.bundle.BenchResults;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A result bundle as read from disk.
 *
 * @param name      the directory as the user named it, for provenance and messages
 */
public record LoadedBundle(String name, Path directory, HostFacts host, BenchResults results) {
    public LoadedBundle {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(results, "results");
    }
}
