package io.tenure.bench.fork;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The result file the workload writes (schema {@code tenure-workload/1}); fields the runner uses. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record WorkloadReport(String schema, String status, String message, Double elapsedSeconds, Double cpuSeconds,
                             Long analyticAllocatedBytes, Long allocatedBytes, String allocationCheck,
                             Double allocationDeviation, Double keptFraction, Double meanObjectBytes, String javaVersion,
                             String vmName, Double measuredStartUptimeMs, Double measuredEndUptimeMs) {
    public static final String SCHEMA = "tenure-workload/1";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Empty when the child wrote no file (it died before it could). */
    public static Optional<WorkloadReport> read(Path file) throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        WorkloadReport report;
        try {
            report = MAPPER.readValue(file.toFile(), WorkloadReport.class);
        } catch (IOException e) {
            throw new IOException(file + ": unreadable workload result: " + e.getMessage(), e);
        }
        if (!SCHEMA.equals(report.schema())) {
            throw new IOException(file + ": schema " + report.schema() + ", expected " + SCHEMA);
        }
        return Optional.of(report);
    }
}
