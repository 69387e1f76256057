package io.tenure.model;

import java.util.List;
import java.util.Objects;

/**
 * A program's predicted time on one platform relative to its time on the platform its log came
 * from: "under G1 this program would take 1.08× [1.02, 1.15] of its time under Parallel".
 *
 * @param platform     the platform predicted for
 * @param wallRatio    predicted wall time there / wall time on the observed platform, with its 95 % interval
 * @param cpuRatio     the same for CPU time, or null when the model has no CPU response
 * @param extrapolated true when the program's factors lie outside what this platform was measured at
 * @param notes        why the interval is as wide as it is (unknown factors, extrapolation), for people
 */
public record RatioForecast(Platform platform, Estimate wallRatio, Estimate cpuRatio, boolean extrapolated,
                            List<String> notes) {
    public RatioForecast {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(wallRatio, "wallRatio");
        notes = notes == null ? List.of() : List.copyOf(notes);
    }
}
