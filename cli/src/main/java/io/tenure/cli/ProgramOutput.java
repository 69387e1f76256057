package io.tenure.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.model.ProgramForecast;
import io.tenure.model.ProgramProfile;
import java.io.PrintWriter;
import java.util.Locale;

/** Renders a {@link ProgramForecast}: the benchmark's gaps carried over to one program. */
final class ProgramOutput {
    private ProgramOutput() {
    }

    static ObjectNode json(ProgramForecast forecast, ProgramProfile program) {
        ObjectNode node = ModelOutput.JSON.createObjectNode();
        node.put("survival", program.survival());
        node.put("allocationRateMBps", program.allocationRateMBps());
        node.put("gcOverheadPercent", program.gcOverheadPercent());
        node.put("observedPlatform", program.observedPlatformKey());
        node.put("mode", forecast.mode());
        node.put("baseline", forecast.baselineKey());
        node.put("benchmarkOverheadPercent", forecast.benchmarkOverheadPercent());
        ArrayNode predictions = node.putArray("predictions");
        for (ProgramForecast.ProgramPrediction p : forecast.predictions()) {
            ObjectNode prediction = predictions.addObject();
            ModelOutput.putPlatform(prediction, p.platform());
            ModelOutput.putEstimate(prediction, "relativeTime", p.relativeTime());
            prediction.put("gcCostSecondsPerGB", p.gcCostSecondsPerGB().value());
            prediction.put("extrapolated", p.extrapolated());
        }
        ArrayNode notes = node.putArray("notes");
        forecast.notes().forEach(notes::add);
        return node;
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
