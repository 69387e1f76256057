package io.tenure.bundle.compare;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.io.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one reader and writer of a compare bundle's {@code results.json}. The file is rewritten
 * whole and atomically after every run, so a reader never sees half of it.
 */
public final class CompareBundle {
    public static final String RESULTS = "results.json";
    public static final String HOST = "host.json";

    private final Path dir;

    public CompareBundle(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    public Path resultsFile() {
        return dir.resolve(RESULTS);
    }

    /** True when {@code dir}'s {@code results.json} declares {@value CompareResults#SCHEMA}. */
    public static boolean isCompareBundle(Path dir) {
        Path file = dir.resolve(RESULTS);
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try {
            JsonNode schema = Json.readTree(file).get("schema");
            return schema != null && CompareResults.SCHEMA.equals(schema.asText());
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The results, or empty when the directory has none yet.
     *
     * @throws IOException naming the file when it is not a compare results file of this version
     */
    public Optional<CompareResults> read() throws IOException {
        Path file = resultsFile();
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        JsonNode tree = Json.readTree(file);
        JsonNode schema = tree.get("schema");
        if (schema == null || !CompareResults.SCHEMA.equals(schema.asText())) {
            // another command's bundle (tenure-bench/1) is the usual case: say what it is, not only which version is read
            throw new IOException(file + ": schema " + (schema == null ? "missing" : "'" + schema.asText() + "'")
                    + ", not a tenure compare bundle ('" + CompareResults.SCHEMA + "')");
        }
        try {
            return Optional.of(Json.mapper().treeToValue(tree, CompareResults.class));
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException(file + ": not a readable compare results file: " + e.getMessage(), e);
        }
    }

    /**
     * The race's outcome ({@code race.json} of {@code compare --race}), or empty when the session
     * was no race.
     *
     * @throws IOException naming the file when it is not a race file of this version
     */
    public Optional<RaceResult> readRace() throws IOException {
        Path file = dir.resolve(RaceResult.FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Json.mapper().treeToValue(Json.readTree(file), RaceResult.class));
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException(file + ": not a readable race file (" + RaceResult.SCHEMA + "): " + e.getMessage(), e);
        }
    }

    /** Rewrites {@code results.json} atomically. */
    public void write(CompareResults results) throws IOException {
        Files.createDirectories(dir);
        Json.writeAtomically(resultsFile(), results);
    }

    /** Writes another JSON file of the bundle ({@code host.json}) atomically. */
    public void writeJson(Path target, Object value) throws IOException {
        Json.writeAtomically(target, value);
    }
}
