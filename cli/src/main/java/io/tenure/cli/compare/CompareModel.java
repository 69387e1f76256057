package io.tenure.cli.compare;

import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.compare.ModelChecks;
import io.tenure.model.ModelInputException;
import io.tenure.model.io.ProgramModels;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code compare --model}: the model, read before anything runs, and its predictions beside the measured ratios. */
final class CompareModel {
    private CompareModel() {
    }

    /** The model of --model, read before anything runs so that a bad file costs no measurement. */
    static ProgramModels.LoadedModel load(Path modelFile) throws IOException {
        if (modelFile == null) {
            return null;
        }
        if (!Files.isRegularFile(modelFile)) {
            throw new UserException(ExitCodes.USAGE, "--model: no such file: " + modelFile);
        }
        try {
            return ProgramModels.load(modelFile, null, null);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    /** The results with the model's checks, written back into the bundle; {@code race} null when it was none. */
    static CompareResults withModel(CompareResults results, RaceResult race, Path dir, ProgramModels.LoadedModel model)
            throws IOException {
        CompareResults checked = new CompareResults(results.schema(), results.tool(), results.toolVersion(),
                results.createdAt(), results.updatedAt(), results.complete(), results.settings(), results.configs(),
                results.pairs(), results.costSplit(), results.minHeap(), ModelChecks.of(results, race, dir, model),
                results.untilCi());
        new CompareBundle(dir).write(checked);
        return checked;
    }
}
