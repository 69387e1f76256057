package io.tenure.gclog;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** The shared real-log corpus ({@code ../shared/gc-logs}); tests that read it skip when it is absent. */
public final class SharedCorpus {
    private SharedCorpus() {
    }

    public static Path gcLogs() {
        String shared = System.getProperty("tenure.shared");
        Path dir = shared == null ? null : Path.of(shared, "gc-logs");
        assumeTrue(dir != null && Files.isDirectory(dir),
                "shared GC log corpus not found (system property tenure.shared=" + shared + "); skipping");
        return dir;
    }

    public static Path file(String relative) {
        Path file = gcLogs().resolve(relative);
        assumeTrue(Files.isRegularFile(file), "corpus file missing: " + file + "; skipping");
        return file;
    }
}
