package io.tenure.bundle;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;

/**
 * The program a benchmark run forks ({@code --workload}, {@code cells[].target.workload}), written
 * as its name.
 */
public enum WorkloadKind {
    /** The tunable-survival workload: its knobs set the long-lived fraction p and the object shapes. */
    SURVIVAL("survival"),
    /**
     * The transactional workload (warehouses, orders, terminals): it takes threads, warm-up, work,
     * seed and retention, and its survival is its own.
     */
    JBB("jbb");

    private final String id;

    WorkloadKind(String id) {
        this.id = id;
    }

    /** The name on the command line and in {@code results.json}. */
    @JsonValue
    public String id() {
        return id;
    }

    /** The workload named {@code id}, or a message naming the two there are. */
    @JsonCreator
    public static WorkloadKind of(String id) {
        return Arrays.stream(values()).filter(kind -> kind.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("workload must be survival or jbb: " + id));
    }

    @Override
    public String toString() {
        return id;
    }
}
