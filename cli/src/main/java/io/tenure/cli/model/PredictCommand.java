package io.tenure.cli.model;

import io.tenure.cli.common.BootstrapOptions;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ProfileLogs;
import io.tenure.cli.common.TextOrJsonOption;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.Validation;
import io.tenure.cli.common.VersionProvider;
import io.tenure.compare.CalibrationReader;
import io.tenure.io.Json;
import io.tenure.model.ModelInputException;
import io.tenure.model.ModelPrediction;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnknownPlatformException;
import io.tenure.model.io.ModelFile;
import io.tenure.model.io.PredictDocument;
import io.tenure.model.io.ProgramModels;
import io.tenure.program.LogProfile;
import io.tenure.program.PredictProgramDocument;
import io.tenure.program.ProfileReader;
import io.tenure.program.ProgramAnswer;
import io.tenure.program.StoreRateCalibration;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tenure predict}: rank the platforms of a model at a survival rate, given or read from a GC log. */
@Command(name = "predict", mixinStandardHelpOptions = true, sortOptions = false, resourceBundle = "io.tenure.cli.model.PredictHelp",
        // the first paragraph is the command's line in `tenure --help`: one sentence
        description = {"Predict from a model how long a program would take under each of its platforms.",
            "With --log: the time under each platform of the model, relative to the platform its log came from"
                + " (found from the log's collector, JVM and heap), beside the \"no difference\" answer and the"
                + " model's error on the validation panel.",
            "With --survival: the benchmark's platforms ranked at that survival rate, with gaps and crossovers.",
            "See docs/MODEL.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:predicted (warnings, e.g. extrapolation, go to stderr)",
            "1:unreadable model or log, no survival in the log, the log's platform not in the model (or, from a log"
                + " that names no JVM version, on several JVMs of the model: give --observed), or a damaged log"
                + " (the answer from the log up to the damage is still printed)",
            "2:usage error, missing file, or an --observed key the model does not have"})
public final class PredictCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--model", required = true, paramLabel = "FILE", description = "Model file written by 'tenure fit'.")
    Path modelFile;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    static final class Source {
        @Option(names = "--survival", paramLabel = "S", description = "The program's survival rate, in [0, 1].")
        Double survival;

        @Option(names = "--log", arity = "1..*", paramLabel = "GC.LOG", description = "The program's GC log(s) (a rotated set is stitched).")
        List<Path> logs;
    }

    @Mixin
    LogOptions logOnly;

    @Option(names = "--reference", paramLabel = "KEY", description = "Divide by this platform instead of the fastest.")
    String reference;

    @Mixin
    TextOrJsonOption format;

    @Mixin
    ResponseOption responseOption;

    @Mixin
    BootstrapOptions bootstrap = new BootstrapOptions(null, null);

    @Override
    public Integer call() throws IOException {
        if (source.logs != null) {
            if (bootstrap.replicates() != null) {
                Validation.replicates(bootstrap.replicates());
            }
            return answerForProgram();
        }
        logOnly.refuseWithoutLog();
        SurvivalModel model;
        try {
            model = ModelFile.load(modelFile);
        } catch (ModelInputException e) {
            throw refused(e);
        }
        int count = bootstrap.replicates() == null ? model.bootstrapReplicates() : bootstrap.replicates();
        long streamSeed = bootstrap.seed() == null ? model.seed() : bootstrap.seed();
        Validation.replicates(count);
        Response response = responseOption.response();
        if (source.survival != null) {
            Validation.survival(source.survival, "--survival");
        }
        ModelPrediction prediction;
        try {
            prediction = ModelPrediction.atSurvival(model, response, count, streamSeed, source.survival, reference);
        } catch (ModelInputException e) {
            throw refused(e);
        }
        PrintWriter err = spec.commandLine().getErr();
        prediction.warnings().forEach(w -> err.println("tenure: warning: " + w));
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        if (format.json()) {
            out.print(Json.toPrettyString(PredictDocument.of(prediction, VersionProvider.version(), modelFile)));
        } else {
            ModelOutput.printPrediction(out, prediction, reference);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The model's refusal: a platform it does not have is a usage error, the rest an input problem. */
    private UserException refused(ModelInputException e) {
        if (e instanceof UnknownPlatformException unknown) {
            return new UserException(ExitCodes.USAGE, "no platform '" + unknown.key() + "' in " + modelFile
                    + "; its platforms are: " + String.join(", ", unknown.known()), e);
        }
        return new UserException(ExitCodes.FAILED, e.getMessage(), e);
    }

    /** {@code --log}: the program's answer (tenure-predict/2). */
    private Integer answerForProgram() throws IOException {
        if (reference != null || !responseOption.isTime()) {
            throw new UserException(ExitCodes.USAGE, "--reference and --response apply to --survival; with --log every"
                    + " time is relative to the platform the log came from");
        }
        if (logOnly.calibrate != null && !Files.isDirectory(logOnly.calibrate)) {
            // a missing path is a usage error, as a missing --log is; before the log is read, not after
            throw new UserException(ExitCodes.USAGE, "--calibrate: " + (Files.exists(logOnly.calibrate) ? "not a directory: "
                    : "no such directory: ") + logOnly.calibrate + " (it takes a bundle directory written by tenure compare)");
        }
        ProgramModels.LoadedModel loaded;
        ProgramAnswer answer;
        LogProfile profile;
        try {
            loaded = ProgramModels.load(modelFile, bootstrap.replicates(), bootstrap.seed());
            profile = ProfileLogs.read(source.logs, logOnly.jfr);
            ProgramAnswer.Observed observed = ProgramAnswer.observed(profile, loaded, logOnly.observedPlatform);
            StoreRateCalibration calibration = logOnly.calibrate == null ? null
                    : CalibrationReader.read(logOnly.calibrate, profile, loaded, observed.platform().key());
            answer = ProgramAnswer.of(profile, loaded, observed,
                    BuiltInValidationError.orFile(logOnly.validationError, loaded.predictor().name()), calibration);
        } catch (ModelInputException e) {
            throw refused(e);
        }
        PrintWriter err = spec.commandLine().getErr();
        answer.forecasts().stream().filter(f -> f.forecast().extrapolated()).forEach(f -> err.println(
                "tenure: warning: " + f.forecast().platform().key() + ": the program lies outside what it was measured"
                        + " at; its ratio is extrapolated"));
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        if (format.json()) {
            out.print(Json.toPrettyString(PredictProgramDocument.of(answer, VersionProvider.version(), modelFile.toString())));
        } else {
            ProgramAnswerText.print(out, answer, modelFile);
        }
        out.flush();
        // a log read only up to its damage (a gzip cut short) still gets its answer, as profile does, and says so
        List<String> damage = ProfileReader.damage(profile);
        damage.forEach(note -> err.println("tenure: error: " + note));
        err.flush();
        return damage.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
