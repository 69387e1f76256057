package io.tenure.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.io.Json;
import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one reader of bundle files. Every problem names the file and the JSON path of the field
 * ({@code results.json: cells[3].runs[1].elapsedSeconds: -3.7, must be a finite number >= 0 or
 * null}); the records decide what cannot be, this class says where.
 */
public final class BundleReader {
    private BundleReader() {
    }

    /**
     * @throws NoSuchFileException when the directory does not exist
     * @throws BundleException     when it is not a readable bundle
     */
    public static Bundle read(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            throw new NoSuchFileException(directory.toString());
        }
        if (!Files.isDirectory(directory)) {
            throw new BundleException(directory + ": not a result bundle (expected a directory with " + Bundle.RESULTS
                    + " and " + Bundle.HOST + ")");
        }
        BenchResults results = results(directory.resolve(Bundle.RESULTS)).orElseThrow(() -> new BundleException(
                directory + ": not a result bundle: " + Bundle.RESULTS + " is missing"));
        HostFingerprint host = host(directory.resolve(Bundle.HOST)).orElseThrow(() -> new BundleException(
                directory + ": not a result bundle: " + Bundle.HOST + " is missing"));
        return new Bundle(directory, host, results);
    }

    /** {@code results.json}, or empty when the file does not exist. */
    public static Optional<BenchResults> results(Path file) throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        JsonNode root = tree(file);
        String schema = root.path("schema").asText(null);
        if (CompareResults.SCHEMA.equals(schema)) {
            // not a version problem, as the message below would suggest: the other command's bundle
            throw new BundleException(file + ": a tenure compare bundle (schema '" + schema + "'), not one of tenure bench or"
                    + " demo ('" + BenchResults.SCHEMA + "')");
        }
        if (!BenchResults.SCHEMA.equals(schema)) {
            throw new BundleException(file + ": schema: " + (schema == null ? "missing" : "'" + schema + "'")
                    + ", this tenure reads '" + BenchResults.SCHEMA + "'");
        }
        return Optional.of(convert(file, root, BenchResults.class));
    }

    /** {@code host.json}, or empty when the file does not exist. */
    public static Optional<HostFingerprint> host(Path file) throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        JsonNode root = tree(file);
        String schema = root.path("schema").asText(null);
        if (schema == null) {
            throw new BundleException(file + ": schema: missing; this is a host file of a tenure before '"
                    + HostFingerprint.SCHEMA + "' (flat osName, kernel, cpuModel). To upgrade the bundle, replace the"
                    + " file by the \"host\" object that 'tenure platforms --format json' prints on the machine that"
                    + " ran it");
        }
        if (!HostFingerprint.SCHEMA.equals(schema)) {
            throw new BundleException(file + ": schema: '" + schema + "', this tenure reads '" + HostFingerprint.SCHEMA
                    + "'");
        }
        return Optional.of(convert(file, root, HostFingerprint.class));
    }

    private static JsonNode tree(Path file) throws IOException {
        JsonNode root;
        try {
            root = Json.mapper().readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new BundleException(file + ": not valid JSON: " + Json.problem(e), e);
        }
        if (root == null || !root.isObject()) {
            throw new BundleException(file + ": expected a JSON object");
        }
        return root;
    }

    private static <T> T convert(Path file, JsonNode root, Class<T> type) throws BundleException {
        try {
            return Json.mapper().treeToValue(root, type);
        } catch (JsonMappingException e) {
            throw new BundleException(file + ": " + where(e) + problem(e), e);
        } catch (JsonProcessingException e) {
            throw new BundleException(file + ": " + e.getOriginalMessage(), e);
        }
    }

    /** {@code cells[3].runs[1].}: the path to the object being read when the problem was found. */
    private static String where(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        if (path.length() == 0) {
            return "";
        }
        // A record's own check names its field (the path ends at the record); a value that is not
        // one of an enum's spellings, or of the wrong type, has a path that ends at the field.
        boolean record = e instanceof ValueInstantiationException v && v.getType() != null && v.getType().isRecordType();
        return record ? path + "." : path + ": ";
    }

    private static String problem(JsonMappingException e) {
        Throwable cause = e instanceof ValueInstantiationException && e.getCause() != null ? e.getCause() : e;
        String message = cause instanceof JsonMappingException m ? m.getOriginalMessage() : cause.getMessage();
        return message == null ? cause.toString() : message;
    }
}
