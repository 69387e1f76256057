package io.tenure.gclog.findings;

import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.Locale;

/** How evidence describes a pause's CPU times: the pause, then {@code user 27.9 s, sys 5.05 s, real 10.1 s}. */
final class CpuText {
    private CpuText() {
    }

    static Finding.Evidence evidence(PauseEvent pause, CpuTime cpu) {
        return Finding.Evidence.at(pause.source(), PauseText.of(pause) + "; " + of(cpu));
    }

    static String of(CpuTime cpu) {
        return "user " + Units.duration(cpu.userMs()) + ", sys " + Units.duration(cpu.sysMs()) + ", real "
                + Units.duration(cpu.realMs()) + parallelism(cpu.parallelism());
    }

    private static String parallelism(double threads) {
        return Double.isNaN(threads) ? "" : String.format(Locale.ROOT, " (%.2f threads busy)", threads);
    }
}
