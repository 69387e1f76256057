package io.tenure.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.bundle.BundleWriter;
import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * Builds a result bundle by the DESIGN.md contract (schema tenure-bench/1, plus runs[]) for the
 * CLI tests: noise-free synthetic cells whose fits, gaps and crossovers are known exactly.
 * Test input, not a measurement.
 */
public final class ContractBundle {
    public static final ObjectMapper JSON = new ObjectMapper();
    private final ObjectNode results = JSON.createObjectNode();
    private final ArrayNode cells;

    public ContractBundle() {
        results.put("schema", "tenure-bench/1");
        cells = results.putArray("cells");
    }

    /** Cells at each level with {@code reps} identical runs; workMB 1024, so elapsed seconds = s/GB. */
    public ContractBundle platform(String collector, boolean measured, double[] levels, int reps, DoubleUnaryOperator secondsPerGB) {
        for (double p : levels) {
            ObjectNode cell = cell(collector, p, "ok", null);
            ArrayNode runs = cell.putArray("runs");
            for (int r = 0; r < reps; r++) {
                ObjectNode run = runs.addObject();
                run.put("runId", cell.get("id").asText() + "_r" + (r + 1)).put("repetition", r + 1).put("status", "ok");
                run.put("elapsedSeconds", secondsPerGB.applyAsDouble(p));
                if (measured) {
                    run.put("measuredSurvival", p);
                } else {
                    run.putNull("measuredSurvival");
                }
                run.put("overheadPercent", 10 + 40 * p);
                run.putObject("pauses").put("count", 10).put("totalMs", 100.0).put("meanMs", 10.0).put("p99Ms", 12.0);
                run.putObject("intervals").put("meanMs", 90.0);
                run.put("cpuSeconds", 1.5 * secondsPerGB.applyAsDouble(p));
            }
            cell.putObject("summary").putObject("elapsedSeconds").put("median", secondsPerGB.applyAsDouble(p));
        }
        return this;
    }

    public ObjectNode cell(String collector, double p, String status, String reason) {
        ObjectNode cell = cells.addObject();
        cell.put("id", "temurin-17_" + collector + "_p" + p + "_" + cells.size());
        cell.putObject("jvm").put("id", "temurin-17").put("vendor", "Eclipse Adoptium").put("version", "17.0.15").put("vm", "server");
        cell.put("collector", collector);
        cell.put("heapMB", 256);
        cell.putNull("youngMB");
        cell.putObject("target").put("survival", p).put("lifetimeMB", 64).put("objectBytes", 64).put("threads", 1)
                .put("workMB", 1024);
        cell.put("status", status);
        cell.put("reason", reason);
        return cell;
    }

    public Path write(Path directory) throws IOException {
        Files.createDirectories(directory);
        JSON.writeValue(directory.resolve("results.json").toFile(), results);
        new BundleWriter(directory).writeHost(new HostFingerprint(HostFingerprint.SCHEMA, "2026-11-22T00:00:00Z", "box",
                new HostFingerprint.Os("Linux", "6.1.0", "amd64", null, null, null), new HostFingerprint.Cpu("Test CPU", 2, 2, 1, 2),
                null, null, null, null, new HostFingerprint.Container(false, List.of())));
        return directory;
    }
}
