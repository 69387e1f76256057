package io.tenure.bundle;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The workload's check of its own allocation ({@code runs[].allocationCheck}): the thread's
 * allocated bytes against the analytic count (DESIGN.md: escape analysis can delete allocations).
 */
public enum AllocationCheck {
    /** Within 1 % of the analytic count. */
    OK,
    /** Off by more than 1 %. */
    MISMATCH,
    /** The JVM could not count the thread's allocation. */
    UNCHECKED;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static AllocationCheck fromJson(String text) {
        return Checks.spelling(values(), AllocationCheck::json, text);
    }
}
