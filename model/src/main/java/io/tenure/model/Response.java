package io.tenure.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** What a fit explains as a function of survival, with its unit. */
public enum Response {
    /** Wall time per GB allocated (or per run when the bundle does not say how much work a run is). */
    TIME("time", "s/GB", "time per GB allocated", true),
    /** Process CPU time per GB allocated: concurrent collectors shift work onto other cores. */
    CPU_TIME("cpu-time", "s/GB", "CPU time per GB allocated", true),
    /** Total pause time / elapsed time, in percent. */
    GC_OVERHEAD("gc-overhead", "%", "GC overhead", false),
    /** Mean stop-the-world pause. */
    PAUSE_MEAN("pause-mean", "ms", "mean pause", false),
    /** 99th percentile pause. */
    PAUSE_P99("pause-p99", "ms", "99th percentile pause", false),
    /** Mean time from the end of one pause to the start of the next. */
    INTERVAL_MEAN("interval-mean", "ms", "mean interval between pauses", false);

    private final String id;
    private final String unit;
    private final String name;
    private final boolean monotone;

    Response(String id, String unit, String name, boolean monotone) {
        this.id = id;
        this.unit = unit;
        this.name = name;
        this.monotone = monotone;
    }

    /**
     * True for the cost of a fixed amount of work, which cannot fall as more of it survives; fits
     * of it must not change direction within the measured range. Pauses and intervals may
     * (adaptive sizing changes them), so they are not constrained.
     */
    public boolean monotone() {
        return monotone;
    }

    /** Stable lower-case name used in model files and on the command line. */
    public String id() {
        return id;
    }

    public String unit() {
        return unit;
    }

    /** What the values are, with their unit, for headings: {@code "GC overhead (%)"}. */
    public String description() {
        return name + " (" + unit + ")";
    }

    public static Optional<Response> fromId(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(r -> r.id.equals(wanted) || r.name().equalsIgnoreCase(wanted)).findFirst();
    }
}
