package io.tenure.model.io;

import io.tenure.model.FitSummary;
import io.tenure.model.Platform;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code tenure fit --format json} ({@value #SCHEMA}): the saved model's platforms and fits (as
 * in the model file), the bands, ranking, gaps and crossovers of one response at one survival.
 *
 * <p>Written, never read: built by {@code of} from lists that are already immutable.
 *
 * @param inputs the bundle directories
 * @param model  where the model file was saved
 * @param bands  the curve and 95 % band of each fit of {@code response}
 */
public record FitDocument(String schema, String tool, String version, List<String> inputs, String model,
                          double survival, String response, String unit, Bootstrap bootstrap,
                          List<Platform> platforms, List<FitEntry> fits, List<BandEntry> bands,
                          List<UnfittedEntry> unfitted, List<PredictionEntry> predictions, List<GapEntry> gaps,
                          List<CrossoverEntry> crossovers, List<String> notes) {
    public static final String SCHEMA = "tenure-fit/1";

    public static FitDocument of(FitSummary summary, String toolVersion, List<Path> inputs, Path modelFile) {
        ModelDocument model = ModelFile.document(summary.model());
        return new FitDocument(SCHEMA, "tenure", toolVersion, inputs.stream().map(Path::toString).toList(),
                modelFile.toString(), summary.survival(), summary.response().id(), summary.response().unit(),
                new Bootstrap(summary.replicates(), summary.seed()), model.platforms(), model.fits(),
                summary.bands().stream().map(BandEntry::of).toList(), model.unfitted(),
                PredictionEntry.of(summary.ranking(), summary.fits()),
                summary.gaps().stream().map(GapEntry::of).toList(),
                summary.crossovers().stream().map(CrossoverEntry::of).toList(), model.notes());
    }
}
