package io.tenure.model.io;

import io.tenure.model.CandidateScore;

/**
 * How one candidate shape scored in model selection.
 *
 * @param model          the shape's id ({@code linear}, {@code monotone-spline} ...)
 * @param cvMeanAbsError its leave-one-survival-out mean absolute error, or null when not scored
 * @param note           why it was not scored, or empty
 */
public record CandidateEntry(String model, Double cvMeanAbsError, String note) {
    static CandidateEntry of(CandidateScore score) {
        return new CandidateEntry(score.kind().id(), score.cvMeanAbsError(), score.note());
    }
}
