package io.tenure.bench.fork;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.tenure.bundle.WorkloadFigures;
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
                             Long liveBytesAtEnd, List<WorkloadFigures.SizeCount> objectSizeHistogram,
                             Double largeObjectBytesShare, Long refStores, Double refStoresPerKB, Long oldToYoungStores,
                             Long overwriteStores, Long computeUnits, Double allocationRateMBps, Double retentionMB,
                             Long retainedOrdersAtEnd, Long transactions, Double transactionsPerSecond,
                             Double responseP50Ms, Double responseP90Ms, Double responseP99Ms, Double responseMaxMs,
                             Integer availableProcessors) {
    public static final String SCHEMA = "tenure-workload/1";

    /**
     * What the workload counted, for {@code runs[].workload}: the live set also as a fraction of
     * the cell's heap of {@code heapMB}.
     */
    public WorkloadFigures figures(long heapMB) {
        Double fraction = liveBytesAtEnd == null || heapMB <= 0 ? null : liveBytesAtEnd / (heapMB * 1048576.0);
        return new WorkloadFigures(liveBytesAtEnd, fraction, meanObjectBytes, objectSizeHistogram, largeObjectBytesShare,
                refStores, refStoresPerKB, oldToYoungStores, overwriteStores, computeUnits, allocationRateMBps,
                retentionMB, retainedOrdersAtEnd, transactions, transactionsPerSecond, responseP50Ms, responseP90Ms,
                responseP99Ms, responseMaxMs);
    }

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
