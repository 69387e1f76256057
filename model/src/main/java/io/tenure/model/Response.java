package io.tenure.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** What a fit explains as a function of survival, with its unit. */
public enum Response {
    /** Wall time per GB allocated (or per run when the bundle does not say how much work a run is). */
    TIME("time", "s/GB"),
    /** Process CPU time per GB allocated: concurrent collectors shift work onto other cores. */
    CPU_TIME("cpu-time", "s/GB"),
    /** Total pause time / elapsed time, in percent. */
    GC_OVERHEAD("gc-overhead", "%"),
    /** Mean stop-the-world pause. */
    PAUSE_MEAN("pause-mean", "ms"),
    /** 99th percentile pause. */
    PAUSE_P99("pause-p99", "ms"),
    /** Mean time from the end of one pause to the start of the next. */
    INTERVAL_MEAN("interval-mean", "ms");

    private final String id;
    private final String unit;

    Response(String id, String unit) {
        this.id = id;
        this.unit = unit;
    }

    /** Stable lower-case name used in model files and on the command line. */
    public String id() {
        return id;
    }

    public String unit() {
        return unit;
    }

    public static Optional<Response> fromId(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(r -> r.id.equals(wanted) || r.name().equalsIgnoreCase(wanted)).findFirst();
    }
}
