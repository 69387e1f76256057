package io.tenure.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code tenure predict} answers: the model's platforms ranked at one survival, with gaps,
 * crossovers, warnings, and, from a GC log, the benchmark's gaps carried over to the program
 * ({@link ProgramTransfer}).
 *
 * @param survivalSource {@code given} or {@code log}
 * @param baselineKey    the platform every relative time is divided by
 * @param fits           the fits of {@code response}, sorted by key
 * @param program        the program's profile from its log, or null (survival given, or the log
 *                       gives no GC overhead)
 * @param forecast       the program's predicted times, null when {@code program} is
 * @param warnings       one sentence each (extrapolation outside the measured range)
 */
public record ModelPrediction(double survival, String survivalSource, Response response, String baselineKey,
                              int replicates, long seed, List<PlatformFit> fits, List<Prediction> ranking,
                              List<Gap> gaps, List<CrossoverResult> crossovers, ProgramProfile program,
                              ProgramForecast forecast, List<String> warnings) {
    /**
     * The largest overhead a program can have and still run: at 100 % it would do no work, and the
     * transfer divides by its mutator share.
     */
    private static final double MAX_OVERHEAD_PERCENT = 99.999;

    public ModelPrediction {
        fits = List.copyOf(fits);
        ranking = List.copyOf(ranking);
        gaps = List.copyOf(gaps);
        crossovers = List.copyOf(crossovers);
        warnings = List.copyOf(warnings);
    }

    /** At a survival the user gives (in [0, 1]). */
    public static ModelPrediction atSurvival(SurvivalModel model, Response response, int replicates, long seed,
                                             double survival, String referenceKey) {
        return predict(model, response, replicates, seed, survival, "given", referenceKey, null);
    }

    /**
     * At the survival a program's GC log shows (clamped to [0, 1]: a log's median can stray just
     * outside through rounding of heap sizes), carrying the gaps over to the program when the log
     * gives its GC overhead.
     *
     * @param observedKey the model's key of the platform the log comes from, or null
     */
    public static ModelPrediction fromLog(SurvivalModel model, Response response, int replicates, long seed,
                                          LogFigures log, String referenceKey, String observedKey) {
        if (log.survivalMedian() == null) {
            throw new ModelInputException("the log gives no survival rate (no consecutive young-only collections);"
                    + " use --survival");
        }
        requireKnown(model, response, observedKey);
        double s = Math.min(1, Math.max(0, log.survivalMedian()));
        ProgramProfile program = log.overheadPercent() == null ? null
                : new ProgramProfile(s, log.allocationRateMBps(), Math.min(MAX_OVERHEAD_PERCENT, log.overheadPercent()),
                        observedKey);
        return predict(model, response, replicates, seed, s, "log", referenceKey, program);
    }

    private static ModelPrediction predict(SurvivalModel model, Response response, int replicates, long seed,
                                           double s, String source, String referenceKey, ProgramProfile program) {
        requireKnown(model, response, referenceKey);
        ModelAnalysis analysis = new ModelAnalysis(model, response, replicates, seed);
        List<String> warnings = new ArrayList<>();
        for (PlatformFit fit : analysis.fits()) {
            if (fit.fit().quality().extrapolates(s)) {
                warnings.add(String.format(Locale.ROOT,
                        "s=%.3f is outside the survival range %s was measured at (%.3f–%.3f); its value is extrapolated",
                        s, fit.platform().key(), fit.fit().quality().survivalMin(), fit.fit().quality().survivalMax()));
            }
        }
        List<Prediction> ranking = analysis.rank(s, referenceKey);
        ProgramForecast forecast = program == null ? null : new ProgramTransfer(model, replicates, seed).predict(program);
        return new ModelPrediction(s, source, response,
                referenceKey != null ? referenceKey : ranking.get(0).platform().key(), replicates, seed,
                analysis.fits(), ranking, analysis.gaps(s), analysis.crossovers(), program, forecast, warnings);
    }

    private static void requireKnown(SurvivalModel model, Response response, String key) {
        if (key != null && model.find(key, response).isEmpty()) {
            throw new UnknownPlatformException(key, model.fitsFor(response).stream().map(f -> f.platform().key()).toList());
        }
    }
}
