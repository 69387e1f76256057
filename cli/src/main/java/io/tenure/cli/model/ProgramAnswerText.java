package io.tenure.cli.model;

import io.tenure.compare.profile.LogProfile;
import io.tenure.compare.profile.PredictProgramDocument;
import io.tenure.compare.profile.ProgramAnswer;
import io.tenure.compare.profile.StoreRateCalibration;
import io.tenure.model.io.ValidationError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

/** The text of {@code predict --log}: the program's answer first, one sentence per platform. */
final class ProgramAnswerText {
    private ProgramAnswerText() {
    }

    static void print(PrintWriter out, ProgramAnswer answer, Path modelFile) {
        LogProfile p = answer.profile();
        String collector = p.jvm().collector() == null ? "an unknown collector" : p.jvm().collector();
        out.println("Program: " + String.join(", ", p.inputs()) + " (" + collector
                + (p.jvm().version() == null ? "" : " on JVM " + p.jvm().version())
                + (p.maxHeapMB() == null ? "" : String.format(Locale.ROOT, ", heap %.0f MB", p.maxHeapMB())) + ")");
        var f = answer.factors();
        out.println(String.format(Locale.ROOT, "  survival %.3f%s, allocation %s, GC pauses %s of wall time",
                f.survival(), f.survivalLow() == null ? ""
                        : String.format(Locale.ROOT, " [p10 %.3f, p90 %.3f]", f.survivalLow(), f.survivalHigh()),
                f.allocationRateMBps() == null ? "unknown" : String.format(Locale.ROOT, "%.1f MB/s", f.allocationRateMBps()),
                f.gcWallFraction() == null ? "unknown" : String.format(Locale.ROOT, "%.2f %%", 100 * f.gcWallFraction())));
        out.println("Observed platform: " + answer.observed().platform().key() + " ("
                + ("log".equals(answer.observed().source()) ? "found from the log: " : "") + answer.observed().how() + ")");
        ValidationError v = answer.validation();
        out.println("Model: " + answer.predictor() + " (" + modelFile + "); error on the validation panel: "
                + (v == null ? "not validated"
                : String.format(Locale.ROOT, "%.1f %% mean absolute error over %d programs (%d pairs), against %.1f %% for"
                        + " \"no difference\" (%s)", v.meanAbsErrorPercent(), v.programs(), v.pairs(),
                        v.noDifferenceMeanAbsErrorPercent(), v.source())));
        StoreRateCalibration c = answer.calibration();
        if (c != null) {
            out.println("Calibrated on " + c.source() + ": " + (c.refStoresPerKB() == null
                    ? "no reference-store rate in the design's range gives the measured ratios"
                    : String.format(Locale.ROOT, "%.1f reference stores per KB", c.refStoresPerKB()))
                    + ", from the measured " + String.join(", ", c.measured().stream().map(m -> String.format(Locale.ROOT,
                    "%s/%s = %.3f (%d paired runs)", m.config(), m.observedConfig(), m.wallRatio(), m.pairedRuns())).toList()));
        }
        out.println();
        boolean otherJvmHeader = false;
        for (ProgramAnswer.Forecast forecast : answer.forecasts()) {
            if (!forecast.sameJvm() && !otherJvmHeader) {
                out.println("Other JVMs (their mutator speed differs too, which the model does not know):");
                otherJvmHeader = true;
            }
            out.println("  " + PredictProgramDocument.sentence(forecast, answer.observed().platform())
                    + "   [" + forecast.forecast().platform().key() + "]");
        }
        if (answer.forecasts().isEmpty()) {
            out.println("  (the model has no other platform to compare with)");
        }
        out.println("  \"no difference\" answer: 1.00× under every platform"
                + (v == null ? "" : String.format(Locale.ROOT, " (%.1f %% mean absolute error on the panel)",
                v.noDifferenceMeanAbsErrorPercent())));
        for (ProgramAnswer.Excluded e : answer.excluded()) {
            out.println("  left out: " + e.platform().key() + ": " + e.reason());
        }
        out.println();
        answer.forecasts().stream().flatMap(x -> x.forecast().notes().stream()).distinct()
                .forEach(n -> out.println("note: " + n));
        answer.notes().forEach(n -> out.println("note: " + n));
        p.unknown().stream()
                .filter(u -> !(c != null && c.refStoresPerKB() != null && u.factor().equals("refStoresPerKB")))
                .forEach(u -> out.println("note: " + u.factor() + ": " + u.note()));
    }
}
