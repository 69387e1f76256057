package io.tenure.gclog.metrics;

import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.PauseEvent;
import java.util.OptionalDouble;

/** The CPU times pauses carried, summed. */
final class CpuFigures {
    private long collections;
    private double userMs;
    private double sysMs;
    private double realMs;
    private double maxRealMs;

    void pause(PauseEvent pause) {
        if (pause.cpu().isEmpty()) {
            return;
        }
        CpuTime cpu = pause.cpu().get();
        collections++;
        userMs += cpu.userMs();
        sysMs += cpu.sysMs();
        realMs += cpu.realMs();
        maxRealMs = Math.max(maxRealMs, cpu.realMs());
    }

    GcSummary.CpuStats stats() {
        if (collections == 0) {
            return GcSummary.CpuStats.NONE;
        }
        return new GcSummary.CpuStats(collections, OptionalDouble.of(userMs), OptionalDouble.of(sysMs),
                OptionalDouble.of(realMs), realMs > 0 ? OptionalDouble.of((userMs + sysMs) / realMs) : OptionalDouble.empty(),
                OptionalDouble.of(maxRealMs));
    }
}
