package io.tenure.cli;

import io.tenure.model.ProgramForecast;
import io.tenure.model.ProgramProfile;
import java.io.PrintWriter;
import java.util.Locale;

/** Renders a {@link ProgramForecast}: the benchmark's gaps carried over to one program. */
final class ProgramOutput {
    private ProgramOutput() {
    }

    static void print(PrintWriter out, ProgramForecast forecast, ProgramProfile program) {
        out.println(String.format(Locale.ROOT,
                "This program (GC overhead %s %%, allocation %s MB/s), relative to %s (%s):",
                ModelOutput.number(program.gcOverheadPercent()),
                program.allocationRateMBps() == null ? "unknown" : ModelOutput.number(program.allocationRateMBps()),
                forecast.baselineKey(), forecast.mode()));
        for (ProgramForecast.ProgramPrediction p : forecast.predictions()) {
            out.println("  " + p.platform().key() + "  " + ModelOutput.number(p.relativeTime().value()) + " "
                    + ModelOutput.interval(p.relativeTime()) + (p.extrapolated() ? "  (extrapolated)" : ""));
        }
        if (forecast.benchmarkOverheadPercent() != null) {
            out.println(String.format(Locale.ROOT, "  the benchmark's GC cost would give this program %s %% overhead"
                    + " on its platform; its log shows %s %%",
                    ModelOutput.number(forecast.benchmarkOverheadPercent()), ModelOutput.number(program.gcOverheadPercent())));
        }
        forecast.notes().forEach(n -> out.println("  note: " + n));
    }
}
