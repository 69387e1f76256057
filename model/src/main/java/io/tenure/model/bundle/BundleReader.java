package io.tenure.model.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.model.ModelInputException;
import io.tenure.model.io.JsonFields;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Reads a result bundle by the DESIGN.md contract only: {@code results.json} (schema
 * {@code tenure-bench/1}) and {@code host.json}. Extra keys are ignored; missing required keys,
 * a wrong schema or unreadable JSON give a message naming the file and the JSON path.
 */
public final class BundleReader {
    public static final String SCHEMA = "tenure-bench/1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private BundleReader() {
    }

    /**
     * @throws NoSuchFileException when the directory does not exist
     * @throws ModelInputException when it is not a readable bundle
     */
    public static BenchBundle read(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            throw new NoSuchFileException(directory.toString());
        }
        if (!Files.isDirectory(directory)) {
            throw new ModelInputException(directory + ": not a result bundle (expected a directory with results.json and host.json)");
        }
        Path results = directory.resolve("results.json");
        Path host = directory.resolve("host.json");
        for (Path required : List.of(results, host)) {
            if (!Files.isRegularFile(required)) {
                throw new ModelInputException(directory + ": not a result bundle: " + required.getFileName() + " is missing");
            }
        }
        JsonFields hostJson = new JsonFields(host.toString());
        JsonNode hostRoot = parse(host);
        // The fingerprint's hostname is null where the host would not say; the bundle's
        // directory name then keeps its platforms apart from other bundles'.
        String hostname = hostJson.optionalText(hostRoot, "hostname");
        if (hostname == null || hostname.isBlank()) {
            hostname = directory.toAbsolutePath().normalize().getFileName().toString();
        }
        String os = os(hostRoot, hostJson);

        JsonFields json = new JsonFields(results.toString());
        JsonNode root = parse(results);
        String schema = json.optionalText(root, "schema");
        if (!SCHEMA.equals(schema)) {
            throw json.problem("schema", "expected '" + SCHEMA + "', found "
                    + (schema == null ? "none" : "'" + schema + "'"));
        }
        List<JsonNode> cellNodes = json.array(root, "", "cells");
        List<BenchCell> cells = new ArrayList<>();
        for (int i = 0; i < cellNodes.size(); i++) {
            cells.add(cell(cellNodes.get(i), i, json));
        }
        return new BenchBundle(directory, hostname, os.trim(), cells);
    }

    /**
     * "Linux 6.1.0-26-amd64, Debian GNU/Linux 12 (bookworm)" from the platforms module's
     * fingerprint ({@code tenure-host/1}: {@code os.name}, {@code os.version} = kernel,
     * {@code os.distribution}); older bundles wrote flat {@code os} + {@code kernel} or
     * {@code osName} + {@code osVersion}.
     */
    private static String os(JsonNode host, JsonFields json) {
        JsonNode os = json.optional(host, "os");
        if (os != null && os.isObject()) {
            String name = json.text(os, "os", "name");
            String kernel = json.optionalText(os, "version");
            String distribution = json.optionalText(os, "distribution");
            return name + (kernel == null ? "" : " " + kernel) + (distribution == null ? "" : ", " + distribution);
        }
        String name = os != null ? os.asText() : json.optionalText(host, "osName");
        if (name == null) {
            throw json.problem("os", "missing (expected the host fingerprint's os.name)");
        }
        String kernel = json.optionalText(host, "kernel");
        if (kernel == null) {
            kernel = json.optionalText(host, "osVersion");
        }
        return name + (kernel == null ? "" : " " + kernel);
    }

    private static JsonNode parse(Path file) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (JsonProcessingException e) {
            throw new ModelInputException(file + ": not valid JSON: " + e.getOriginalMessage()
                    + " (line " + e.getLocation().getLineNr() + ")");
        }
        if (root == null || !root.isObject()) {
            throw new ModelInputException(file + ": expected a JSON object");
        }
        return root;
    }

    private static BenchCell cell(JsonNode node, int index, JsonFields json) {
        String path = "cells[" + index + "]";
        JsonNode jvm = json.required(node, path, "jvm");
        String jvmPath = path + ".jvm";
        String jvmId = json.text(jvm, jvmPath, "id");
        StringJoiner description = new StringJoiner(" ");
        for (String key : List.of("vendor", "version", "vm")) {
            String value = json.optionalText(jvm, key);
            if (value != null && !value.isBlank()) {
                description.add(value);
            }
        }
        String collector = json.text(node, path, "collector");
        Integer heapMB = json.optionalInt(node, path, "heapMB");
        Integer youngMB = json.optionalInt(node, path, "youngMB");
        JsonNode target = json.required(node, path, "target");
        double survival = json.number(target, path + ".target", "survival");
        if (survival < 0 || survival > 1) {
            throw json.problem(path + ".target.survival", "must be in [0, 1], got " + survival);
        }
        double workMB = json.number(target, path + ".target", "workMB");
        if (!(workMB > 0)) {
            throw json.problem(path + ".target.workMB", "must be positive, got " + workMB);
        }
        String status = json.text(node, path, "status");
        String reason = json.optionalText(node, "reason");
        List<BenchRun> runs = new ArrayList<>();
        boolean fromSummary = false;
        if ("ok".equals(status)) {
            JsonNode runNodes = json.optional(node, "runs");
            if (runNodes != null && runNodes.isArray() && runNodes.size() > 0) {
                int r = 0;
                for (JsonNode run : runNodes) {
                    runs.add(run(run, path + ".runs[" + r + "]", r, json));
                    r++;
                }
            } else {
                runs.add(fromSummary(json.required(node, path, "summary"), path + ".summary", json));
                fromSummary = true;
            }
        }
        return new BenchCell(index, jvmId, description.toString(), collector, heapMB, youngMB, survival, workMB,
                status, reason, runs, fromSummary, json.optionalText(node, "variant"));
    }

    private static BenchRun run(JsonNode run, String path, int repetition, JsonFields json) {
        JsonNode pauses = json.optional(run, "pauses");
        JsonNode intervals = json.optional(run, "intervals");
        return new BenchRun(repetition,
                json.optionalNumber(run, path, "elapsedSeconds"),
                json.optionalNumber(run, path, "measuredSurvival"),
                json.optionalNumber(run, path, "overheadPercent"),
                pauses == null ? null : json.optionalNumber(pauses, path + ".pauses", "meanMs"),
                pauses == null ? null : json.optionalNumber(pauses, path + ".pauses", "p99Ms"),
                intervals == null ? null : json.optionalNumber(intervals, path + ".intervals", "meanMs"),
                json.optionalNumber(run, path, "cpuSeconds"));
    }

    private static BenchRun fromSummary(JsonNode summary, String path, JsonFields json) {
        JsonNode elapsed = json.optional(summary, "elapsedSeconds");
        JsonNode survival = json.optional(summary, "measuredSurvival");
        JsonNode pauses = json.optional(summary, "pauses");
        JsonNode intervals = json.optional(summary, "intervals");
        return new BenchRun(0,
                elapsed == null ? null : json.optionalNumber(elapsed, path + ".elapsedSeconds", "median"),
                survival == null ? null : json.optionalNumber(survival, path + ".measuredSurvival", "median"),
                json.optionalNumber(summary, path, "overheadPercent"),
                pauses == null ? null : json.optionalNumber(pauses, path + ".pauses", "meanMs"),
                pauses == null ? null : json.optionalNumber(pauses, path + ".pauses", "p99Ms"),
                intervals == null ? null : json.optionalNumber(intervals, path + ".intervals", "meanMs"),
                null);
    }
}
