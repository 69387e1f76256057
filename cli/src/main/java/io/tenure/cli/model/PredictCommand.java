package io.tenure.cli.model;

import io.tenure.cli.common.CompletionCandidates;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ProfileLogs;
import io.tenure.cli.common.TextOrJsonOption;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.Validation;
import io.tenure.cli.common.VersionProvider;
import io.tenure.compare.CalibrationReader;
import io.tenure.compare.profile.LogProfile;
import io.tenure.compare.profile.PredictProgramDocument;
import io.tenure.compare.profile.ProfileReader;
import io.tenure.compare.profile.ProgramAnswer;
import io.tenure.compare.profile.StoreRateCalibration;
import io.tenure.io.Json;
import io.tenure.model.ModelInputException;
import io.tenure.model.ModelPrediction;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnknownPlatformException;
import io.tenure.model.io.ModelFile;
import io.tenure.model.io.PredictDocument;
import io.tenure.model.io.ProgramModels;
import io.tenure.model.io.ValidationError;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tenure predict}: rank the platforms of a model at a survival rate, given or read from a GC log. */
@Command(name = "predict", mixinStandardHelpOptions = true, sortOptions = false,
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
    /** docs/validation-error.json, copied into the jar by the build when it exists (cli/pom.xml). */
    private static final String BUILT_IN_VALIDATION_ERROR = "/io/tenure/cli/validation-error.json";

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

    @Option(names = {"--observed", "--platform"}, paramLabel = "KEY",
            description = "With --log: the model's key of the platform the log comes from, instead of the one found"
                    + " from the log's collector, JVM and heap.")
    String observedPlatform;

    @Option(names = "--jfr", paramLabel = "FILE", description = "With --log: the program's JFR recording of the same run.")
    Path jfr;

    @Option(names = "--calibrate", paramLabel = "BUNDLE",
            description = "With --log and a model v2: a 'tenure compare' bundle of the same program, measured on the log's"
                    + " collector and at least one other. Its ratios pin the program's reference-store rate, which a log"
                    + " cannot show, for the predictions of the other collectors (e.g. compare under G1 and Parallel,"
                    + " then predict Shenandoah and ZGC).")
    Path calibrate;

    @Option(names = "--validation-error", paramLabel = "FILE",
            description = "With --log: the predictor's error on the validation panel (tenure-validation-error/1: one"
                    + " object, or an array with one per predictor; default: the docs/validation-error.json this tenure"
                    + " was built with, if any).")
    Path validationError;

    @Option(names = "--reference", paramLabel = "KEY", description = "Divide by this platform instead of the fastest.")
    String reference;

    @Mixin
    TextOrJsonOption format;

    @Option(names = "--response", paramLabel = "NAME", defaultValue = "time",
            completionCandidates = CompletionCandidates.Responses.class,
            description = "What to rank, compare and cross: time, cpu-time, gc-overhead, pause-mean, pause-p99,"
                    + " interval-mean (default: ${DEFAULT-VALUE}).")
    String responseId;

    @Option(names = "--bootstrap", paramLabel = "N", description = "Bootstrap replicates (default: as saved in the model).")
    Integer replicates;

    @Option(names = "--seed", description = "Bootstrap seed (default: as saved in the model).")
    Long seed;

    @Override
    public Integer call() throws IOException {
        if (source.logs != null) {
            if (replicates != null) {
                Validation.replicates(replicates);
            }
            return answerForProgram();
        }
        if (calibrate != null) {
            throw new UserException(ExitCodes.USAGE, "--calibrate applies to --log: it calibrates a program's own"
                    + " prediction on its measured ratios");
        }
        // as --calibrate: these were ignored without a word (--jfr of a file that did not exist, exit 0)
        List<String> logOnly = new ArrayList<>();
        if (observedPlatform != null) {
            logOnly.add("--observed");
        }
        if (jfr != null) {
            logOnly.add("--jfr");
        }
        if (validationError != null) {
            logOnly.add("--validation-error");
        }
        if (!logOnly.isEmpty()) {
            throw new UserException(ExitCodes.USAGE, String.join(", ", logOnly) + (logOnly.size() == 1 ? " applies" : " apply")
                    + " to --log, not to --survival: give the program's GC log with --log, or leave "
                    + (logOnly.size() == 1 ? "it" : "them") + " out");
        }
        SurvivalModel model;
        try {
            model = ModelFile.load(modelFile);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        int count = replicates == null ? model.bootstrapReplicates() : replicates;
        long streamSeed = seed == null ? model.seed() : seed;
        Validation.replicates(count);
        Response response = Validation.response(responseId);
        if (source.survival != null) {
            Validation.survival(source.survival, "--survival");
        }
        ModelPrediction prediction;
        try {
            prediction = ModelPrediction.atSurvival(model, response, count, streamSeed, source.survival, reference);
        } catch (UnknownPlatformException e) {
            throw new UserException(ExitCodes.USAGE, "no platform '" + e.key() + "' in " + modelFile
                    + "; its platforms are: " + String.join(", ", e.known()), e);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        PrintWriter err = spec.commandLine().getErr();
        prediction.warnings().forEach(w -> err.println("tenure: warning: " + w));
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        if (format.json()) {
            out.print(Json.toPrettyString(PredictDocument.of(prediction, VersionProvider.version(), modelFile)));
        } else {
            printText(out, prediction);
        }
        out.flush();
        return ExitCodes.OK;
    }

    private void printText(PrintWriter out, ModelPrediction prediction) {
        out.println(String.format(Locale.ROOT, "Survival s = %.3f (%s)", prediction.survival(),
                "given".equals(prediction.survivalSource()) ? "given" : "from the log"));
        out.println();
        out.println("Benchmark " + prediction.response().description() + " at s, lowest first"
                + (reference == null ? "" : " (relative to " + reference + ")") + ":");
        ModelOutput.printRanking(out, prediction.ranking(), prediction.gaps(), prediction.response().unit());
        out.println();
        out.println("Gaps (slower / faster):");
        ModelOutput.printGaps(out, prediction.gaps());
        out.println();
        out.println("Crossovers in [0, 1]:");
        ModelOutput.printCrossovers(out, prediction.crossovers());
    }

    /** {@code --log}: the program's answer (tenure-predict/2). */
    private Integer answerForProgram() throws IOException {
        if (reference != null || !"time".equals(responseId)) {
            throw new UserException(ExitCodes.USAGE, "--reference and --response apply to --survival; with --log every"
                    + " time is relative to the platform the log came from");
        }
        if (calibrate != null && !Files.isDirectory(calibrate)) {
            // a missing path is a usage error, as a missing --log is; before the log is read, not after
            throw new UserException(ExitCodes.USAGE, "--calibrate: " + (Files.exists(calibrate) ? "not a directory: "
                    : "no such directory: ") + calibrate + " (it takes a bundle directory written by tenure compare)");
        }
        ProgramModels.LoadedModel loaded;
        ProgramAnswer answer;
        LogProfile profile;
        try {
            loaded = ProgramModels.load(modelFile, replicates, seed);
            profile = ProfileLogs.read(source.logs, jfr);
            ProgramAnswer.Observed observed = ProgramAnswer.observed(profile, loaded, observedPlatform);
            StoreRateCalibration calibration = calibrate == null ? null
                    : CalibrationReader.read(calibrate, profile, loaded, observed.platform().key());
            answer = ProgramAnswer.of(profile, loaded, observed, validationError(loaded.predictor().name()), calibration);
        } catch (UnknownPlatformException e) {
            throw new UserException(ExitCodes.USAGE, "no platform '" + e.key() + "' in " + modelFile
                    + "; its platforms are: " + String.join(", ", e.known()), e);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
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

    /**
     * The panel's figures for {@code predictor}: from the file given, else the one built into this
     * tenure, else null (not validated).
     */
    private ValidationError validationError(String predictor) throws IOException {
        if (validationError != null) {
            try (InputStream in = Files.newInputStream(validationError)) {
                return ValidationError.read(in, validationError.toString(), predictor);
            }
        }
        try (InputStream in = PredictCommand.class.getResourceAsStream(BUILT_IN_VALIDATION_ERROR)) {
            return in == null ? null : ValidationError.read(in, "docs/validation-error.json (built in)", predictor);
        }
    }
}
