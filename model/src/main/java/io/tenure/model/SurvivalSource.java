package io.tenure.model;

import java.util.Locale;

/**
 * Where a platform's survival rates come from. Collectors without young collections (ZGC,
 * Shenandoah, Epsilon, whole-heap OpenJ9 policies) have no measured survival; DESIGN.md defines
 * survival for them as the workload's long-lived fraction p, the cell's target.
 */
public enum SurvivalSource {
    /** The median survival rate of the runs' GC logs. */
    MEASURED,
    /** The workload's target long-lived fraction p. */
    TARGET;

    /** {@code measured} or {@code target}, as {@link PlatformFit#survivalSource()} and model files spell it. */
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
