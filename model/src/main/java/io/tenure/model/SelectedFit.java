package io.tenure.model;

import io.tenure.model.fit.Curve;
import java.util.List;
import java.util.Objects;

/** The curve model selection chose, its quality, and how every candidate scored. */
public record SelectedFit(Curve curve, FitQuality quality, List<CandidateScore> candidates) {
    public SelectedFit {
        Objects.requireNonNull(curve, "curve");
        Objects.requireNonNull(quality, "quality");
        candidates = List.copyOf(candidates);
    }
}
