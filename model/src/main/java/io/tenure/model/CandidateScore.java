package io.tenure.model;

import io.tenure.model.fit.ModelKind;

/**
 * How one candidate shape did in model selection.
 *
 * @param kind           the shape
 * @param cvMeanAbsError its cross-validated mean absolute error, or null when it was not scored
 * @param note           why it was not scored (too few survival levels, fit failed), or empty
 */
public record CandidateScore(ModelKind kind, Double cvMeanAbsError, String note) {
    public CandidateScore {
        note = note == null ? "" : note;
        if (cvMeanAbsError != null && !Double.isFinite(cvMeanAbsError)) {
            throw new IllegalArgumentException("cvMeanAbsError must be finite or null");
        }
    }
}
