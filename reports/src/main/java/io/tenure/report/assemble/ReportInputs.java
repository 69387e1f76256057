package io.tenure.report.assemble;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What {@code tenure report} was given.
 *
 * @param model               a model file from {@code tenure fit}, or null to fit the bundles here
 * @param logs                production GC logs: the report reads their survival and shows the
 *                            gap there
 * @param commandLine         the tenure command line, for provenance
 * @param createdAt           ISO-8601 instant written into the report (a parameter so tests are
 *                            reproducible)
 * @param bootstrapReplicates replicates for the confidence intervals when fitting here
 * @param seed                bootstrap seed when fitting here
 */
public record ReportInputs(List<Path> bundles, Path model, List<Path> logs, List<String> commandLine,
                           String toolVersion, String createdAt, int bootstrapReplicates, long seed) {
    public ReportInputs {
        bundles = List.copyOf(bundles);
        logs = List.copyOf(logs);
        commandLine = List.copyOf(commandLine);
        Objects.requireNonNull(toolVersion, "toolVersion");
        Objects.requireNonNull(createdAt, "createdAt");
        if (bundles.isEmpty()) {
            throw new IllegalArgumentException("a report needs at least one result bundle");
        }
        if (bootstrapReplicates < 1) {
            throw new IllegalArgumentException("bootstrapReplicates < 1: " + bootstrapReplicates);
        }
    }
}
