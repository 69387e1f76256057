package io.tenure.report.assemble;

import io.tenure.bundle.BundleObservations;
import io.tenure.bundle.BundleObservations.LocatedCell;
import io.tenure.bundle.RunResult;
import io.tenure.model.SurvivalModel;
import java.util.List;
import java.util.Objects;

/**
 * Everything the platform comparison report shows, read once ({@link ReportSources#read}):
 * {@link ReportBuilder} renders it without touching a file.
 *
 * @param observations the bundles as the model's numbers, with their cells
 * @param model        the model of the report: from the model file, or fitted from the bundles
 * @param logs         the production GC logs ({@code --log}), analysed
 * @param runs         the run drawn per platform, with its GC log from the bundle
 */
public record ReportData(BundleObservations observations, SurvivalModel model, List<AnalysedLog> logs,
                         List<DrawnCandidate> runs) {
    public ReportData {
        Objects.requireNonNull(observations, "observations");
        Objects.requireNonNull(model, "model");
        logs = List.copyOf(logs);
        runs = List.copyOf(runs);
    }

    /** The run chosen to draw for one platform ({@link RunSections#cellToDraw}), and its log. */
    public record DrawnCandidate(String platformKey, LocatedCell located, RunResult run, KeptLog log) {
    }
}
