package io.tenure.report;

import java.util.List;
import java.util.Objects;

/**
 * What produced a report, so every number in it can be traced back.
 *
 * @param createdAt   ISO-8601 instant the report was written
 * @param commandLine the tenure command line, one argument per element
 * @param inputs      the bundles, model file and logs read, as the user named them
 * @param commands    the command lines of the benchmark forks the figures come from (one
 *                    example per platform), as recorded in the bundles
 */
public record Provenance(String tool, String toolVersion, String createdAt, List<String> commandLine,
                         List<String> inputs, List<String> commands) {
    public Provenance {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(toolVersion, "toolVersion");
        Objects.requireNonNull(createdAt, "createdAt");
        commandLine = List.copyOf(commandLine);
        inputs = List.copyOf(inputs);
        commands = List.copyOf(commands);
    }
}
