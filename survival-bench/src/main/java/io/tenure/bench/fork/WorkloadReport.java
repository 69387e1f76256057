package io.tenure.bench.fork;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.tenure.io.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The result file the workload writes (schema {@code tenure-workload/1}); fields the runner uses.
 *
 * @param inputArguments the child JVM's options as it saw them ({@code RuntimeMXBean}), including
 *                       any that came from outside the command line; null in a failure report
 * @param collectorBeans the names of its {@code GarbageCollectorMXBean}s, which tell the collector
 *                       that really ran; null in a failure report
 * @param measureTargetSeconds the measured phase's target duration, 0 for fixed work; null from a
 *                       workload that predates calibration
 * @param calibratedWorkMB the work the child calibrated to that target, null for fixed work
 * @param warmupDoneMB   the calibrated warm-up's allocation; null for a fixed warm-up
 * @param warmupSteady   whether the warm-up's allocation rate settled before its time limit
 * @param availableProcessors {@code Runtime.availableProcessors()} in the child (what CPU affinity and
 *                       {@code -XX:ActiveProcessorCount} left it); null in a failure report
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record WorkloadReport(String schema, String status, String message, Double elapsedSeconds, Double cpuSeconds,
                             Long analyticAllocatedBytes, Long allocatedBytes, String allocationCheck,
                             Double allocationDeviation, Double keptFraction, Double meanObjectBytes, String javaVersion,
                             String vmName, Double measuredStartUptimeMs, Double measuredEndUptimeMs,
                             List<String> inputArguments, List<String> collectorBeans,
                             Double measureTargetSeconds, Double calibratedWorkMB, Double calibrationRateMBps,
                             Double warmupDoneMB, Double warmupSeconds, Integer warmupChunks, Boolean warmupSteady,
                             List<Double> warmupRatesMBps,
                             Integer availableProcessors) {
    public static final String SCHEMA = "tenure-workload/1";

    /** Empty when the child wrote no file (it died before it could). */
    public static Optional<WorkloadReport> read(Path file) throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        WorkloadReport report;
        try {
            report = Json.mapper().readValue(file.toFile(), WorkloadReport.class);
        } catch (IOException e) {
            throw new IOException(file + ": unreadable workload result: " + e.getMessage(), e);
        }
        if (!SCHEMA.equals(report.schema())) {
            throw new IOException(file + ": schema " + report.schema() + ", expected " + SCHEMA);
        }
        return Optional.of(report);
    }
}
