package io.tenure.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What {@code tenure fit} shows of a freshly fitted model for one response: the ranking and gaps
 * at one survival, the crossovers, and every fit's curve with its 95 % band over [0, 1].
 *
 * @param fits  the fits of {@code response}, one per platform, sorted by key
 * @param bands the band of each of {@code fits}, in the same order
 */
public record FitSummary(SurvivalModel model, Response response, double survival, int replicates, long seed,
                         List<PlatformFit> fits, List<Prediction> ranking, List<Gap> gaps,
                         List<CrossoverResult> crossovers, List<PlatformBand> bands) {
    /** Band points: every 0.05 from 0 to 1. */
    private static final int BAND_STEPS = 20;

    public FitSummary {
        fits = List.copyOf(fits);
        ranking = List.copyOf(ranking);
        gaps = List.copyOf(gaps);
        crossovers = List.copyOf(crossovers);
        bands = List.copyOf(bands);
    }

    /** One fit's curve with its 95 % bootstrap band at evenly spaced survivals. */
    public record PlatformBand(PlatformFit fit, List<ModelAnalysis.BandPoint> points) {
        public PlatformBand {
            points = List.copyOf(points);
        }
    }

    /**
     * Refuses a model without a single time fit: there is nothing to save or rank.
     *
     * @throws ModelInputException listing every unfitted platform and why
     */
    public static void requireTimeFits(SurvivalModel model) {
        if (model.fitsFor(Response.TIME).isEmpty()) {
            StringBuilder message = new StringBuilder("no platform could be fitted:");
            // a platform is unfitted once per response, mostly for the same reason: each reason once
            Set<String> lines = new LinkedHashSet<>();
            for (UnfittedPlatform u : model.unfitted()) {
                lines.add(u.platform().key() + ": " + u.reason());
            }
            for (String line : lines) {
                message.append(System.lineSeparator()).append("  ").append(line);
            }
            throw new ModelInputException(message.toString());
        }
    }

    /** @throws ModelInputException when no platform has a fit of {@code response} */
    public static FitSummary of(SurvivalModel model, Response response, double survival, int replicates, long seed) {
        ModelAnalysis analysis = new ModelAnalysis(model, response, replicates, seed);
        double[] grid = new double[BAND_STEPS + 1];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = (double) i / BAND_STEPS;
        }
        List<PlatformBand> bands = new ArrayList<>();
        for (PlatformFit fit : analysis.fits()) {
            bands.add(new PlatformBand(fit, analysis.band(fit, grid)));
        }
        return new FitSummary(model, response, survival, replicates, seed, analysis.fits(), analysis.rank(survival, null),
                analysis.gaps(survival), analysis.crossovers(), bands);
    }
}
