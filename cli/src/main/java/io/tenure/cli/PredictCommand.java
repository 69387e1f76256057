package io.tenure.cli;

import io.tenure.gclog.metrics.Analysis;
import io.tenure.io.Json;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.model.LogFigures;
import io.tenure.model.ModelInputException;
import io.tenure.model.ModelPrediction;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnknownPlatformException;
import io.tenure.model.io.ModelFile;
import io.tenure.model.io.PredictDocument;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tenure predict}: rank the platforms of a model at a survival rate, given or read from a GC log. */
@Command(name = "predict", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Predict which platform runs a program fastest, and by how much, at its survival rate:"
                + " given with --survival, or measured from its GC log with --log (which also carries the"
                + " benchmark's gaps over to the program through its own GC overhead; see docs/MODEL.md).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:predicted (warnings, e.g. extrapolation, go to stderr)",
            "1:unreadable model or log, or no survival in the log", "2:usage error or missing file"})
final class PredictCommand implements Callable<Integer> {
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

    @Option(names = "--platform", paramLabel = "KEY",
            description = "With --log: the model's key of the platform the log comes from (calibrates the prediction).")
    String observedPlatform;

    @Option(names = "--reference", paramLabel = "KEY", description = "Divide by this platform instead of the fastest.")
    String reference;

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    FitCommand.Format format;

    @Option(names = "--response", paramLabel = "NAME", defaultValue = "time",
            description = "What to rank, compare and cross: time, cpu-time, gc-overhead, pause-mean, pause-p99,"
                    + " interval-mean (default: ${DEFAULT-VALUE}).")
    String responseId;

    @Option(names = "--bootstrap", paramLabel = "N", description = "Bootstrap replicates (default: as saved in the model).")
    Integer replicates;

    @Option(names = "--seed", description = "Bootstrap seed (default: as saved in the model).")
    Long seed;

    @Override
    public Integer call() throws IOException {
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
        LogFigures log = source.logs == null ? null : figures(analyze(source.logs));
        ModelPrediction prediction;
        try {
            prediction = log == null
                    ? ModelPrediction.atSurvival(model, response, count, streamSeed, source.survival, reference)
                    : ModelPrediction.fromLog(model, response, count, streamSeed, log, reference, observedPlatform);
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
        if (format == FitCommand.Format.json) {
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
        ModelOutput.printRanking(out, prediction.ranking(), prediction.response().unit());
        out.println();
        out.println("Gaps (slower / faster):");
        ModelOutput.printGaps(out, prediction.gaps());
        out.println();
        out.println("Crossovers in [0, 1]:");
        ModelOutput.printCrossovers(out, prediction.crossovers());
        if (prediction.forecast() != null) {
            out.println();
            ProgramOutput.print(out, prediction.forecast(), prediction.program());
        }
    }

    private static LogFigures figures(GcSummary summary) {
        return new LogFigures(boxed(summary.survival().median()), boxed(summary.allocationRateMBps()),
                boxed(summary.overheadPercent()));
    }

    private static Double boxed(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }

    private static GcSummary analyze(List<Path> logs) throws IOException {
        for (Path log : logs) {
            if (!Files.exists(log)) {
                throw new NoSuchFileException(log.toString());
            }
        }
        Analysis analysis = GcLogAnalyzer.analyzeAll(logs, AnalysisOptions.DEFAULT);
        if (!analysis.errors().isEmpty()) {
            throw new UserException(ExitCodes.FAILED, String.join("; ", analysis.errors()));
        }
        List<GcSummary> programs = analysis.logs();
        if (programs.size() != 1) {
            throw new UserException(ExitCodes.USAGE, "--log takes the log of one program (a file or one rotated set);"
                    + " these are " + programs.size() + " different logs: "
                    + programs.stream().map(p -> String.join(", ", p.inputs())).toList());
        }
        return programs.get(0);
    }
}
