package io.tenure.bench.bundle;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Reads and writes a bundle's JSON files. Every write goes to a temporary file in the same
 * directory and is then moved over the target atomically, so a runner killed at any moment
 * leaves either the previous or the new {@code results.json}, never a torn one.
 */
public final class BundleStore {
    public static final String RESULTS = "results.json";
    public static final String HOST = "host.json";

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path dir;

    public BundleStore(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    public Path resultsFile() {
        return dir.resolve(RESULTS);
    }

    public Optional<BenchResults> read() throws IOException {
        Path file = resultsFile();
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        BenchResults results;
        try {
            results = MAPPER.readValue(file.toFile(), BenchResults.class);
        } catch (IOException e) {
            throw new IOException(file + ": not a readable tenure results file: " + e.getMessage(), e);
        }
        if (!BenchResults.SCHEMA.equals(results.schema())) {
            throw new IOException(file + ": schema " + results.schema() + ", this tenure reads " + BenchResults.SCHEMA);
        }
        return Optional.of(results);
    }

    public void write(BenchResults results) throws IOException {
        writeJson(resultsFile(), results);
    }

    public void writeJson(Path target, Object value) throws IOException {
        Files.createDirectories(target.toAbsolutePath().getParent());
        Path temp = target.resolveSibling(target.getFileName() + ".tmp");
        MAPPER.writeValue(temp.toFile(), value);
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("cannot replace " + target + " atomically on this file system", e);
        }
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
