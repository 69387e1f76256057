package io.tenure.gclog.metrics;

import java.util.List;

/**
 * The result of analysing what a user gave: one summary per log (a single file, or a rotated set
 * stitched in order; each lists its JVM runs), in input order.
 *
 * @param skipped files found in directories that are not GC logs in a format tenure reads
 * @param errors  inputs that could not be read or analysed, each message naming the input; the
 *                other inputs are in {@code logs}
 * @param notes   paths passed over on purpose (a symbolic link loop, a FIFO inside a directory)
 */
public record Analysis(List<GcSummary> logs, List<String> skipped, List<String> errors, List<String> notes) {
    public Analysis {
        logs = List.copyOf(logs);
        skipped = List.copyOf(skipped);
        errors = List.copyOf(errors);
        notes = List.copyOf(notes);
    }

    public Analysis(List<GcSummary> logs, List<String> skipped) {
        this(logs, skipped, List.of(), List.of());
    }
}
