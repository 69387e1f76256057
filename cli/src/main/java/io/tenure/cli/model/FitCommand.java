package io.tenure.cli.model;

import io.tenure.bundle.BundleObservations;
import io.tenure.cli.common.BootstrapOptions;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.OutputPaths;
import io.tenure.cli.common.TextOrJsonOption;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.Validation;
import io.tenure.cli.common.VersionProvider;
import io.tenure.io.Json;
import io.tenure.model.FitDefaults;
import io.tenure.model.FitSummary;
import io.tenure.model.ModelInputException;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import io.tenure.model.factors.FactorFits;
import io.tenure.model.io.FitDocument;
import io.tenure.model.io.ModelFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tenure fit}: survival → time curves per platform from result bundles, saved as a model file. */
@Command(name = "fit", mixinStandardHelpOptions = true, sortOptions = false,
        // the first paragraph is the command's line in `tenure --help`: one sentence
        description = {"Fit survival rate -> execution time per platform from result bundles, and save the model"
                + " for 'tenure predict'.",
            "GC overhead, pauses and intervals are fitted too, each curve chosen by leave-one-survival-out"
                + " cross-validation; prints the gaps between platforms at one survival (SPEC JBB2000's 0.437 by"
                + " default) and where curves cross."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:fitted (platforms that could not be fitted are listed)",
            "1:unreadable bundle or nothing could be fitted", "2:usage error or missing bundle"})
public final class FitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "BUNDLE", description = "Result bundle directories (results.json + host.json).")
    List<Path> bundles;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "tenure-model.json",
            description = "Where to save the model (default: ${DEFAULT-VALUE}).")
    Path outFile;

    @Mixin
    TextOrJsonOption format;

    @Option(names = "--at", paramLabel = "S", defaultValue = "0.437",
            description = "Survival rate at which to rank platforms and give gaps (default: ${DEFAULT-VALUE}).")
    double at;

    @Mixin
    ResponseOption responseOption;

    @Mixin
    BootstrapOptions bootstrap = new BootstrapOptions(FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED);

    @Override
    public Integer call() throws IOException {
        int replicates = bootstrap.replicates();
        long seed = bootstrap.seed();
        Validation.survival(at, "--at");
        Validation.replicates(replicates);
        Response response = responseOption.response();
        OutputPaths.refuseBundleFile("--out", outFile, bundles);
        SurvivalModel model;
        FactorFits.Result factors;
        try {
            BundleObservations observations = BundleObservations.read(bundles);
            model = observations.fit(replicates, seed);
            factors = observations.fitFactors(replicates, seed);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        try {
            FitSummary.requireTimeFits(model);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        ModelFile.save(model, factors.fits(), outFile);
        if (model.fitsFor(response).isEmpty()) {
            throw new UserException(ExitCodes.FAILED, "the model was saved to " + outFile + ", but no platform has a "
                    + response.id() + " fit to rank");
        }
        FitSummary summary = FitSummary.of(model, response, at, replicates, seed);
        PrintWriter stdout = spec.commandLine().getOut();
        if (format.json()) {
            stdout.print(Json.toPrettyString(FitDocument.of(summary, VersionProvider.version(), bundles, outFile)));
        } else {
            printText(stdout, summary, factors);
        }
        stdout.flush();
        return ExitCodes.OK;
    }

    private void printText(PrintWriter out, FitSummary summary, FactorFits.Result factors) {
        SurvivalModel model = summary.model();
        List<PlatformFit> timeFits = model.fitsFor(Response.TIME);
        out.println(String.format(Locale.ROOT, "tenure fit: %d platform%s fitted from %d bundle%s",
                timeFits.size(), timeFits.size() == 1 ? "" : "s", bundles.size(), bundles.size() == 1 ? "" : "s"));
        out.println();
        String heading = summary.response().description();
        out.println(Character.toUpperCase(heading.charAt(0)) + heading.substring(1) + " vs survival s:");
        summary.fits().forEach(f -> ModelOutput.printFit(out, f));
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
                at, bootstrap.replicates(), bootstrap.seed()));
        ModelOutput.printRanking(out, summary.ranking(), summary.gaps(), summary.response().unit());
        out.println();
        out.println(String.format(Locale.ROOT, "Gaps at s = %.3f (slower / faster):", at));
        ModelOutput.printGaps(out, summary.gaps());
        out.println();
        out.println("Crossovers in [0, 1]:");
        ModelOutput.printCrossovers(out, summary.crossovers());
        if (!factors.fits().isEmpty()) {
            out.println();
            ModelOutput.printFactorFits(out, factors.fits(), bootstrap.replicates());
        }
        if (!model.notes().isEmpty() || !factors.notes().isEmpty()) {
            out.println();
            out.println("Notes:");
            model.notes().forEach(n -> out.println("  " + n));
            factors.notes().forEach(n -> out.println("  " + n));
        }
        out.println();
        out.println("Model saved to " + outFile);
    }
}
