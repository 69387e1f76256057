package io.tenure.model.factors;

import io.tenure.model.Estimate;

/**
 * One fitted term: its coefficient (seconds per GB per unit of the term) and the same as a share
 * of the platform's time at the design's centre, both with 95 % bootstrap intervals over design
 * points.
 *
 * @param term          the term's id ({@link Term#id()})
 * @param coefficient   seconds per GB per unit
 * @param effectPercent 100 × coefficient × the term's display step / time at the design centre, or null for the intercept
 * @param per           what the effect is quoted per, e.g. {@code ref-store/KB}
 */
public record TermEffect(String term, Estimate coefficient, Estimate effectPercent, String per) {
}
