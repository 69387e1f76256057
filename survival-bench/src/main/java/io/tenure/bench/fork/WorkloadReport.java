package io.tenure.bench.fork;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.bundle.AllocationCheck;
import io.tenure.bundle.WorkloadFigures;
import io.tenure.io.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result file the workload writes (schema {@code tenure-workload/1},
 * {@code docs/schemas/tenure-workload-1.schema.json}); the fields the runner uses, grouped by what
 * they describe. The file is one flat object: each group reads its own fields from it.
 *
 * @param status  how the child ended; null when the file does not say
 * @param message what went wrong, in a failure report
 * @param phase   the measured phase's times
 * @param allocation what the measured phase allocated, and the workload's check of it
 * @param jvm     the child JVM as it saw itself
 * @param calibration how a calibrated child sized its measured phase
 * @param objects the objects it allocated and kept
 * @param mutation the reference stores and compute it did
 * @param jbb     the jbb workload's own counts (null fields for the survival workload)
 */
public record WorkloadReport(String schema, Status status, String message, Phase phase, Allocation allocation,
                             ChildJvm jvm, Calibration calibration, ObjectCounts objects, Mutation mutation, Jbb jbb) {
    public static final String SCHEMA = "tenure-workload/1";

    public WorkloadReport {
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(allocation, "allocation");
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(calibration, "calibration");
        Objects.requireNonNull(objects, "objects");
        Objects.requireNonNull(mutation, "mutation");
        Objects.requireNonNull(jbb, "jbb");
    }

    /** How the child ended ({@code status}). */
    public enum Status {
        OK("ok"),
        /** The survival workload's own count of its allocation and the JVM's differ by more than 1 %. */
        ALLOCATION_MISMATCH("allocation-mismatch"),
        OUT_OF_MEMORY("out-of-memory"),
        ERROR("error");

        private final String json;

        Status(String json) {
            this.json = json;
        }

        @JsonValue
        public String json() {
            return json;
        }

        @JsonCreator
        public static Status fromJson(String text) {
            return Arrays.stream(values()).filter(s -> s.json.equals(text)).findFirst().orElseThrow(() ->
                    new IllegalArgumentException("status '" + text + "' is not one of ok, allocation-mismatch, out-of-memory, error"));
        }
    }

    /**
     * The measured phase.
     *
     * @param elapsedSeconds        its duration
     * @param cpuSeconds            the process's CPU time in it (all threads, GC included)
     * @param measuredStartUptimeMs JVM uptime when it started, to cut the GC log
     * @param measuredEndUptimeMs   JVM uptime when it ended
     */
    public record Phase(Double elapsedSeconds, Double cpuSeconds, Double measuredStartUptimeMs,
                        Double measuredEndUptimeMs) {
    }

    /**
     * What the measured phase allocated.
     *
     * @param analyticAllocatedBytes the survival workload's own count; null for jbb
     * @param allocatedBytes        the JVM's count of the allocating threads' bytes
     * @param allocationCheck       the two counts compared
     * @param allocationRateMBps    allocated MB per second of the measured phase
     */
    public record Allocation(Long analyticAllocatedBytes, Long allocatedBytes, AllocationCheck allocationCheck,
                             Double allocationDeviation, Double keptFraction, Double allocationRateMBps) {
    }

    /**
     * The child JVM as it saw itself.
     *
     * @param inputArguments the child JVM's options as it saw them ({@code RuntimeMXBean}), including
     *                       any that came from outside the command line; null in a failure report
     * @param collectorBeans the names of its {@code GarbageCollectorMXBean}s, which tell the collector
     *                       that really ran; null in a failure report
     * @param availableProcessors {@code Runtime.availableProcessors()} in the child (what CPU affinity and
     *                       {@code -XX:ActiveProcessorCount} left it); null in a failure report
     */
    public record ChildJvm(String javaVersion, String vmName, List<String> inputArguments, List<String> collectorBeans,
                           Integer availableProcessors) {
    }

    /**
     * How a calibrated child sized its measured phase.
     *
     * @param measureTargetSeconds the measured phase's target duration, 0 for fixed work; null from a
     *                             workload that predates calibration
     * @param calibratedWorkMB     the work the child calibrated to that target, null for fixed work
     * @param warmupDoneMB         the calibrated warm-up's allocation; null for a fixed warm-up
     * @param warmupSteady         whether the warm-up's allocation rate settled before its time limit
     */
    public record Calibration(Double measureTargetSeconds, Double calibratedWorkMB, Double calibrationRateMBps,
                              Double warmupDoneMB, Double warmupSeconds, Integer warmupChunks, Boolean warmupSteady,
                              List<Double> warmupRatesMBps) {
    }

    /** The objects the measured phase allocated, and the long-lived ones it held at the end. */
    public record ObjectCounts(Double meanObjectBytes, Long liveBytesAtEnd,
                           List<WorkloadFigures.SizeCount> objectSizeHistogram, Double largeObjectBytesShare) {
    }

    /** The reference stores into old objects and the compute the measured phase did. */
    public record Mutation(Long refStores, Double refStoresPerKB, Long oldToYoungStores, Long overwriteStores,
                           Long computeUnits) {
    }

    /** The jbb workload's retention, transactions and response times. */
    public record Jbb(Double retentionMB, Long retainedOrdersAtEnd, Long transactions, Double transactionsPerSecond,
                      Double responseP50Ms, Double responseP90Ms, Double responseP99Ms, Double responseMaxMs) {
    }

    /**
     * What the workload counted, for {@code runs[].workload}: the live set also as a fraction of
     * the cell's heap of {@code heapMB}.
     */
    public WorkloadFigures figures(long heapMB) {
        Long live = objects.liveBytesAtEnd();
        Double fraction = live == null || heapMB <= 0 ? null : live / (heapMB * 1048576.0);
        return new WorkloadFigures(live, fraction, objects.meanObjectBytes(), objects.objectSizeHistogram(),
                objects.largeObjectBytesShare(), mutation.refStores(), mutation.refStoresPerKB(),
                mutation.oldToYoungStores(), mutation.overwriteStores(), mutation.computeUnits(),
                allocation.allocationRateMBps(), jbb.retentionMB(), jbb.retainedOrdersAtEnd(), jbb.transactions(),
                jbb.transactionsPerSecond(), jbb.responseP50Ms(), jbb.responseP90Ms(), jbb.responseP99Ms(),
                jbb.responseMaxMs());
    }

    /** Empty when the child wrote no file (it died before it could). */
    public static Optional<WorkloadReport> read(Path file) throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        WorkloadReport report;
        try {
            report = of(Json.mapper().readTree(file.toFile()));
        } catch (IOException e) {
            throw new IOException(file + ": unreadable workload result: " + e.getMessage(), e);
        }
        if (!SCHEMA.equals(report.schema())) {
            throw new IOException(file + ": schema " + report.schema() + ", expected " + SCHEMA);
        }
        return Optional.of(report);
    }

    /** The report in the flat object {@code root}: each group takes its own fields. */
    private static WorkloadReport of(JsonNode root) throws IOException {
        if (root == null || !root.isObject()) {
            throw new IOException("expected a JSON object");
        }
        return new WorkloadReport(root.path("schema").textValue(), group(root.get("status"), Status.class),
                root.path("message").textValue(), group(root, Phase.class), group(root, Allocation.class),
                group(root, ChildJvm.class), group(root, Calibration.class), group(root, ObjectCounts.class),
                group(root, Mutation.class), group(root, Jbb.class));
    }

    private static <T> T group(JsonNode node, Class<T> type) throws IOException {
        return node == null || node.isNull() ? null : Json.mapper().treeToValue(node, type);
    }
}
