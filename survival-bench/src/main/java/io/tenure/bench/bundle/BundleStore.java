package io.tenure.bench.bundle;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.tenure.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads and writes a bundle's JSON files. Every write goes through {@link AtomicFiles}, so a runner killed at any moment
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
        AtomicFiles.write(target, out -> MAPPER.writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, value));
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
