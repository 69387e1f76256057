package io.tenure.bundle;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.function.DoubleUnaryOperator;

/**
 * Writes result bundles by the DESIGN.md contract (plus {@code runs[]}) for tests: synthetic
 * inputs with known truth, never presented as measurements.
 */
final class TestBundles {
    static final ObjectMapper JSON = new ObjectMapper();
    private final ObjectNode results = JSON.createObjectNode();
    private final ArrayNode cells;
    private final String hostname;

    TestBundles(String hostname) {
        this.hostname = hostname;
        results.put("schema", "tenure-bench/1");
        results.put("extraKeyReadersMustIgnore", true);
        cells = results.putArray("cells");
    }

    /** A host fingerprint as {@code platforms} captures one, with the facts tests need. */
    static HostFingerprint host(String hostname) {
        return new HostFingerprint(HostFingerprint.SCHEMA, "2026-11-22T02:58:00Z", hostname,
                new HostFingerprint.Os("Linux", "6.1.0", "amd64", null, null, null),
                new HostFingerprint.Cpu("Test CPU", 2, 2, 1, 2), 8L << 30, null, 1, null,
                new HostFingerprint.Container(false, List.of()));
    }

    ObjectNode results() {
        return results;
    }

    /** A platform measured at {@code levels} with {@code reps} runs each, time per GB = truth(s) + noise. */
    TestBundles platform(String jvmId, String collector, boolean generational, double[] levels, int reps,
                         DoubleUnaryOperator secondsPerGB, DoubleUnaryOperator overheadPercent, long seed) {
        Random random = new Random(seed);
        for (double p : levels) {
            ObjectNode cell = cell(jvmId, collector, p, "ok", null);
            ArrayNode runs = cell.putArray("runs");
            for (int r = 0; r < reps; r++) {
                ObjectNode run = runs.addObject();
                run.put("runId", cell.get("id").asText() + "_r" + (r + 1));
                run.put("repetition", r + 1);
                run.put("status", "ok");
                double measured = generational ? p + 0.002 * random.nextGaussian() : Double.NaN;
                double s = generational ? measured : p;
                double seconds = secondsPerGB.applyAsDouble(s) * (1 + 0.02 * random.nextGaussian()) * 4; // workMB 4096
                run.put("elapsedSeconds", seconds);
                if (generational) {
                    run.put("measuredSurvival", Math.max(0, measured));
                } else {
                    run.putNull("measuredSurvival");
                }
                run.put("overheadPercent", overheadPercent.applyAsDouble(s));
                ObjectNode pauses = run.putObject("pauses");
                pauses.put("count", 100);
                pauses.put("totalMs", 10 * overheadPercent.applyAsDouble(s) * seconds);
                pauses.put("meanMs", 2 + 10 * s);
                pauses.put("p99Ms", 5 + 20 * s);
                run.putObject("intervals").put("meanMs", 50 + 100 * s);
                run.put("cpuSeconds", seconds * 1.5);
            }
            ObjectNode summary = cell.putObject("summary");
            summary.putObject("elapsedSeconds").put("median", secondsPerGB.applyAsDouble(p) * 4);
        }
        return this;
    }

    TestBundles failedCell(String jvmId, String collector, double p, String status, String reason) {
        cell(jvmId, collector, p, status, reason);
        return this;
    }

    ObjectNode cell(String jvmId, String collector, double p, String status, String reason) {
        ObjectNode cell = cells.addObject();
        cell.put("id", jvmId + "_" + collector + "_p" + p + "_" + cells.size());
        ObjectNode jvm = cell.putObject("jvm");
        jvm.put("id", jvmId);
        jvm.put("vendor", "Eclipse Adoptium");
        jvm.put("version", "17.0.15");
        jvm.put("vm", "server");
        cell.put("collector", collector);
        cell.put("heapMB", 512);
        cell.put("youngMB", 128);
        ObjectNode target = cell.putObject("target");
        target.put("survival", p);
        target.put("lifetimeMB", 256);
        target.put("objectBytes", 64);
        target.put("threads", 1);
        target.put("workMB", 4096);
        cell.put("status", status);
        if (reason == null) {
            cell.putNull("reason");
        } else {
            cell.put("reason", reason);
        }
        return cell;
    }

    Path write(Path directory) {
        try {
            Files.createDirectories(directory);
            JSON.writerWithDefaultPrettyPrinter().writeValue(directory.resolve("results.json").toFile(), results);
            new BundleWriter(directory).writeHost(host(hostname));
            return directory;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
