package io.tenure.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.ModelInputException;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.ProgramForecast;
import io.tenure.model.ProgramProfile;
import io.tenure.model.ProgramTransfer;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.io.ModelFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
        double s;
        ProgramProfile program = null;
        if (source.survival != null) {
            s = source.survival;
            Validation.survival(s, "--survival");
        } else {
            GcSummary summary = analyze(source.logs);
            s = summary.survival().median().orElseThrow(() -> new UserException(ExitCodes.FAILED,
                    "the log gives no survival rate (no consecutive young-only collections); use --survival"));
            s = Math.min(1, Math.max(0, s));
            if (summary.overheadPercent().isPresent()) {
                program = new ProgramProfile(s, summary.allocationRateMBps().isPresent()
                        ? summary.allocationRateMBps().getAsDouble() : null,
                        Math.min(99.999, summary.overheadPercent().getAsDouble()), observedPlatform);
            }
        }
        for (String key : new String[] {reference, observedPlatform}) {
            if (key != null && model.find(key, response).isEmpty()) {
                throw new UserException(ExitCodes.USAGE, "no platform '" + key + "' in " + modelFile
                        + "; its platforms are: " + String.join(", ",
                                model.fitsFor(response).stream().map(f -> f.platform().key()).toList()));
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            ModelAnalysis analysis = new ModelAnalysis(model, response, count, streamSeed);
            List<String> warnings = new ArrayList<>();
            for (PlatformFit fit : analysis.fits()) {
                if (fit.fit().quality().extrapolates(s)) {
                    warnings.add(String.format(Locale.ROOT,
                            "s=%.3f is outside the survival range %s was measured at (%.3f–%.3f); its value is extrapolated",
                            s, fit.platform().key(), fit.fit().quality().survivalMin(),
                            fit.fit().quality().survivalMax()));
                }
            }
            List<Prediction> ranking = analysis.rank(s, reference);
            ProgramForecast forecast = program == null ? null
                    : new ProgramTransfer(model, count, streamSeed).predict(program);
            warnings.forEach(w -> err.println("tenure: warning: " + w));
            err.flush();
            if (format == FitCommand.Format.json) {
                ObjectNode root = ModelOutput.JSON.createObjectNode();
                root.put("tool", "tenure");
                root.put("version", VersionProvider.version());
                root.put("model", modelFile.toString());
                root.put("survival", s);
                root.put("survivalSource", source.survival != null ? "given" : "log");
                root.put("response", response.id());
                root.put("unit", response.unit());
                root.put("baseline", reference != null ? reference : ranking.get(0).platform().key());
                root.putObject("bootstrap").put("replicates", count).put("seed", streamSeed);
                root.set("predictions", ModelOutput.predictionsJson(ranking, analysis.fits()));
                root.set("gaps", ModelOutput.gapsJson(analysis.gaps(s)));
                root.set("crossovers", ModelOutput.crossoversJson(analysis.crossovers()));
                if (forecast != null) {
                    root.set("program", ProgramOutput.json(forecast, program));
                }
                ArrayNode warningArray = root.putArray("warnings");
                warnings.forEach(warningArray::add);
                out.println(ModelOutput.JSON.writeValueAsString(root));
            } else {
                out.println(String.format(Locale.ROOT, "Survival s = %.3f (%s)", s,
                        source.survival != null ? "given" : "from the log"));
                out.println();
                out.println("Benchmark " + ModelOutput.describe(response) + " at s, lowest first"
                        + (reference == null ? "" : " (relative to " + reference + ")") + ":");
                ModelOutput.printRanking(out, ranking, response.unit());
                out.println();
                out.println("Gaps (slower / faster):");
                ModelOutput.printGaps(out, analysis.gaps(s));
                out.println();
                out.println("Crossovers in [0, 1]:");
                ModelOutput.printCrossovers(out, analysis.crossovers());
                if (forecast != null) {
                    out.println();
                    ProgramOutput.print(out, forecast, program);
                }
            }
            out.flush();
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        return ExitCodes.OK;
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
