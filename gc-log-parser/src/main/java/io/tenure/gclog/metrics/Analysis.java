package io.tenure.gclog.metrics;

import java.util.List;

/**
 * The result of analysing what a user gave: one summary per log (a single file, or a rotated set
 * stitched in order; each lists its JVM runs), in input order.
 *
 * @param skipped files found in directories that are not GC logs in a format tenure reads
 */
public record Analysis(List<GcSummary> logs, List<String> skipped) {
    public Analysis {
        logs = List.copyOf(logs);
        skipped = List.copyOf(skipped);
    }
}
