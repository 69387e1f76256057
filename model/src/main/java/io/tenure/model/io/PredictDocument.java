package io.tenure.model.io;

import io.tenure.model.ModelPrediction;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code tenure predict --format json} ({@value #SCHEMA}).
 *
 * <p>Written, never read: built by {@code of} from lists that are already immutable.
 *
 * @param model          the model file read
 * @param survivalSource {@code given} or {@code log}
 * @param platforms      the ranked platforms, described once
 * @param program        the program's figures and predicted times (with {@code --log}), or null
 */
public record PredictDocument(String schema, String tool, String version, String model, double survival,
                              String survivalSource, String response, String unit, String baseline,
                              Bootstrap bootstrap, List<Platform> platforms, List<PredictionEntry> predictions,
                              List<GapEntry> gaps, List<CrossoverEntry> crossovers, ProgramEntry program,
                              List<String> warnings) {
    public static final String SCHEMA = "tenure-predict/1";

    public static PredictDocument of(ModelPrediction prediction, String toolVersion, Path modelFile) {
        return new PredictDocument(SCHEMA, "tenure", toolVersion, modelFile.toString(), prediction.survival(),
                prediction.survivalSource(), prediction.response().id(), prediction.response().unit(),
                prediction.baselineKey(), new Bootstrap(prediction.replicates(), prediction.seed()),
                prediction.fits().stream().map(PlatformFit::platform).toList(),
                PredictionEntry.of(prediction.ranking(), prediction.fits()),
                prediction.gaps().stream().map(GapEntry::of).toList(),
                prediction.crossovers().stream().map(CrossoverEntry::of).toList(),
                prediction.program() == null ? null : ProgramEntry.of(prediction.program(), prediction.forecast()),
                prediction.warnings());
    }
}
