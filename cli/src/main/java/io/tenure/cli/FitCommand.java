package io.tenure.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleObservations;
import io.tenure.bundle.BundleReader;
import io.tenure.model.FitDefaults;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.ModelInputException;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import io.tenure.model.io.ModelFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tenure fit}: survival → time curves per platform from result bundles, saved as a model file. */
@Command(name = "fit", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Fit survival rate -> execution time (and GC overhead, pauses, intervals) per platform from"
                + " result bundles, choose each curve by leave-one-survival-out cross-validation, print the gaps"
                + " between platforms at one survival (SPEC JBB2000's 0.437 by default) and where curves cross,"
                + " and save the model for 'tenure predict'.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:fitted (platforms that could not be fitted are listed)",
            "1:unreadable bundle or nothing could be fitted", "2:usage error or missing bundle"})
final class FitCommand implements Callable<Integer> {
    enum Format { text, json }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "BUNDLE", description = "Result bundle directories (results.json + host.json).")
    List<Path> bundles;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "tenure-model.json",
            description = "Where to save the model (default: ${DEFAULT-VALUE}).")
    Path outFile;

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--at", paramLabel = "S", defaultValue = "0.437",
            description = "Survival rate at which to rank platforms and give gaps (default: ${DEFAULT-VALUE}).")
    double at;

    @Option(names = "--response", paramLabel = "NAME", defaultValue = "time",
            description = "What to rank, compare and cross: time, cpu-time, gc-overhead, pause-mean, pause-p99,"
                    + " interval-mean (default: ${DEFAULT-VALUE}).")
    String responseId;

    @Option(names = "--bootstrap", paramLabel = "N", defaultValue = "" + FitDefaults.BOOTSTRAP_REPLICATES,
            description = "Bootstrap replicates for the 95 %% intervals (default: ${DEFAULT-VALUE}).")
    int replicates;

    @Option(names = "--seed", defaultValue = "" + FitDefaults.SEED, description = "Bootstrap seed; same input and seed give the same output (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() throws IOException {
        Validation.survival(at, "--at");
        Validation.replicates(replicates);
        Response response = Validation.response(responseId);
        SurvivalModel model;
        try {
            List<Bundle> read = new ArrayList<>();
            for (Path bundle : bundles) {
                read.add(BundleReader.read(bundle));
            }
            model = BundleObservations.of(read).fit(replicates, seed);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        List<PlatformFit> timeFits = model.fitsFor(Response.TIME);
        if (timeFits.isEmpty()) {
            StringBuilder message = new StringBuilder("no platform could be fitted:");
            for (UnfittedPlatform u : model.unfitted()) {
                message.append(System.lineSeparator()).append("  ").append(u.platform().key()).append(": ").append(u.reason());
            }
            throw new UserException(ExitCodes.FAILED, message.toString());
        }
        ModelFile.save(model, outFile);
        if (model.fitsFor(response).isEmpty()) {
            throw new UserException(ExitCodes.FAILED, "the model was saved to " + outFile + ", but no platform has a "
                    + response.id() + " fit to rank");
        }
        ModelAnalysis analysis = new ModelAnalysis(model, response, replicates, seed);
        List<Prediction> ranking = analysis.rank(at, null);
        PrintWriter stdout = spec.commandLine().getOut();
        if (format == Format.json) {
            ObjectNode root = ModelOutput.JSON.createObjectNode();
            root.put("tool", "tenure");
            root.put("version", VersionProvider.version());
            ArrayNode inputs = root.putArray("inputs");
            bundles.forEach(b -> inputs.add(b.toString()));
            root.put("model", outFile.toString());
            root.put("survival", at);
            root.put("response", response.id());
            root.put("unit", response.unit());
            root.putObject("bootstrap").put("replicates", replicates).put("seed", seed);
            ArrayNode fits = root.putArray("fits");
            double[] grid = new double[21];
            for (int i = 0; i < grid.length; i++) {
                grid[i] = i / 20.0;
            }
            for (PlatformFit fit : model.fits()) {
                ObjectNode node = ModelOutput.fitJson(fit);
                if (fit.response() == response) {
                    ArrayNode band = node.putArray("band");
                    for (ModelAnalysis.BandPoint point : analysis.band(fit, grid)) {
                        ModelOutput.putEstimate(band.addObject().put("survival", point.survival()), "value", point.value());
                    }
                }
                fits.add(node);
            }
            root.set("unfitted", ModelOutput.unfittedJson(model.unfitted()));
            root.set("predictions", ModelOutput.predictionsJson(ranking, analysis.fits()));
            root.set("gaps", ModelOutput.gapsJson(analysis.gaps(at)));
            root.set("crossovers", ModelOutput.crossoversJson(analysis.crossovers()));
            ArrayNode notes = root.putArray("notes");
            model.notes().forEach(notes::add);
            stdout.println(ModelOutput.JSON.writeValueAsString(root));
        } else {
            printText(stdout, model, analysis, ranking, response);
        }
        stdout.flush();
        return ExitCodes.OK;
    }

    private void printText(PrintWriter out, SurvivalModel model, ModelAnalysis analysis, List<Prediction> ranking,
                           Response response) {
        List<PlatformFit> timeFits = model.fitsFor(Response.TIME);
        out.println(String.format(Locale.ROOT, "tenure fit: %d platform%s fitted from %d bundle%s",
                timeFits.size(), timeFits.size() == 1 ? "" : "s", bundles.size(), bundles.size() == 1 ? "" : "s"));
        out.println();
        String heading = ModelOutput.describe(response);
        out.println(Character.toUpperCase(heading.charAt(0)) + heading.substring(1) + " vs survival s:");
        analysis.fits().forEach(f -> ModelOutput.printFit(out, f));
        if (!model.unfitted().isEmpty()) {
            out.println();
            out.println("Not fitted:");
            for (UnfittedPlatform u : model.unfitted()) {
                out.println("  " + u.platform().key() + (u.response() == null ? "" : " [" + u.response().id() + "]")
                        + ": " + u.reason());
            }
        }
        out.println();
        out.println(String.format(Locale.ROOT, "Ranking at s = %.3f (95%% intervals: %d bootstrap replicates over runs, seed %d):",
                at, replicates, seed));
        ModelOutput.printRanking(out, ranking, response.unit());
        out.println();
        out.println(String.format(Locale.ROOT, "Gaps at s = %.3f (slower / faster):", at));
        ModelOutput.printGaps(out, analysis.gaps(at));
        out.println();
        out.println("Crossovers in [0, 1]:");
        ModelOutput.printCrossovers(out, analysis.crossovers());
        if (!model.notes().isEmpty()) {
            out.println();
            out.println("Notes:");
            model.notes().forEach(n -> out.println("  " + n));
        }
        out.println();
        out.println("Model saved to " + outFile);
    }
}
