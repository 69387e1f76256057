package io.tenure.model.io;

import io.tenure.model.Estimate;
import io.tenure.model.ProgramForecast;
import io.tenure.model.ProgramProfile;
import java.util.List;

/**
 * A program's own figures from its GC log and its predicted time on every platform
 * ({@link ProgramForecast}; docs/MODEL.md, "Transfer to real programs").
 *
 * @param observedPlatform the key of the platform the log comes from, or null
 * @param mode             {@code calibrated} or {@code absolute}
 * @param baseline         the key every relative time is divided by
 */
public record ProgramEntry(double survival, Double allocationRateMBps, double gcOverheadPercent,
                           String observedPlatform, String mode, String baseline, Double benchmarkOverheadPercent,
                           List<PlatformTime> predictions, List<String> notes) {
    public ProgramEntry {
        predictions = List.copyOf(predictions);
        notes = List.copyOf(notes);
    }

    /** One platform's predicted time for the program, relative to the baseline. */
    public record PlatformTime(String platform, Estimate relativeTime, Estimate gcCostSecondsPerGB, boolean extrapolated) {
    }

    static ProgramEntry of(ProgramProfile program, ProgramForecast forecast) {
        return new ProgramEntry(program.survival(), program.allocationRateMBps(), program.gcOverheadPercent(),
                program.observedPlatformKey(), forecast.mode(), forecast.baselineKey(),
                forecast.benchmarkOverheadPercent(),
                forecast.predictions().stream().map(p -> new PlatformTime(p.platform().key(), p.relativeTime(),
                        p.gcCostSecondsPerGB(), p.extrapolated())).toList(),
                forecast.notes());
    }
}
