package io.tenure.model.bundle;

import java.util.List;

/**
 * One cell of a result bundle: a platform at one target survival, with its repetitions.
 *
 * @param index          position in {@code cells[]}, for messages
 * @param jvmId          {@code jvm.id}
 * @param jvmDescription vendor, version and VM variant, for people
 * @param targetSurvival the workload's long-lived fraction p
 * @param workMB         MB allocated per run (the fixed amount of work)
 * @param runs           per-repetition figures; when the bundle has no {@code runs[]}, one run made
 *                       of the cell's summary medians
 * @param runsFromSummary true when {@code runs} was made from the summary
 * @param variant        the {@code --variant} the cell ran (a platform of its own), or null
 */
public record BenchCell(int index, String jvmId, String jvmDescription, String collector, Integer heapMB,
                        Integer youngMB, double targetSurvival, double workMB, String status, String reason,
                        List<BenchRun> runs, boolean runsFromSummary, String variant) {
    public BenchCell {
        runs = List.copyOf(runs);
        reason = reason == null ? "" : reason;
    }

    /** A cell of no variant. */
    public BenchCell(int index, String jvmId, String jvmDescription, String collector, Integer heapMB, Integer youngMB,
                     double targetSurvival, double workMB, String status, String reason, List<BenchRun> runs,
                     boolean runsFromSummary) {
        this(index, jvmId, jvmDescription, collector, heapMB, youngMB, targetSurvival, workMB, status, reason, runs,
                runsFromSummary, null);
    }

    public boolean ok() {
        return "ok".equals(status);
    }
}
