package io.tenure.model.io;

import io.tenure.model.Estimate;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import java.util.List;

/**
 * One platform's place in a ranking at one survival (see {@link Prediction}).
 *
 * @param platform               the platform's key
 * @param survivalSource         {@code measured} or {@code target}, as its fit says
 * @param relativeTime           fitted / the baseline's fitted, or null when the baseline's is not positive
 * @param relativeToZeroSurvival fitted / its own fitted at s = 0, or null when that is not positive
 */
public record PredictionEntry(String platform, String survivalSource, Estimate fitted, Estimate relativeTime,
                              Estimate relativeToZeroSurvival, boolean extrapolated) {
    static List<PredictionEntry> of(List<Prediction> ranking, List<PlatformFit> fits) {
        return ranking.stream().map(p -> new PredictionEntry(p.platform().key(),
                fits.stream().filter(f -> f.platform().equals(p.platform())).map(PlatformFit::survivalSource)
                        .findFirst().orElse(null),
                p.fitted(), p.relative(), p.relativeToZeroSurvival(), p.extrapolated())).toList();
    }
}
