package io.tenure.bench.workload;

/**
 * The workload's exit codes, chosen apart from the JVM's own (1: could not start, e.g. a bad
 * flag; 3: -XX:+ExitOnOutOfMemoryError) so the host can tell every failure from the code alone.
 */
public final class ExitStatus {
    public static final int OK = 0;
    /** A bad workload argument. */
    public static final int USAGE = 64;
    /** Allocated bytes differ from the analytic count by more than 1 %: the JIT removed allocations. */
    public static final int ALLOCATION_MISMATCH = 65;
    /** The heap was too small for the live set. */
    public static final int OUT_OF_MEMORY = 66;
    /** Anything else thrown in the workload. */
    public static final int ERROR = 67;

    private ExitStatus() {
    }

    /** A word for a workload exit code, or null when the code is not one of the workload's. */
    public static String describe(int code) {
        switch (code) {
            case OK: return "ok";
            case USAGE: return "bad workload arguments";
            case ALLOCATION_MISMATCH: return "allocated bytes differ from the analytic count by more than 1 %";
            case OUT_OF_MEMORY: return "out of memory";
            case ERROR: return "workload error";
            default: return null;
        }
    }
}
