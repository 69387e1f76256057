package io.tenure.model;

/**
 * One measured point: a run at survival rate {@code survival} gave response {@code value}.
 *
 * @param survival   measured (or, for non-generational collectors, target) survival rate, in [0, 1]
 * @param value      the response (seconds per GB, percent, ms ... as the {@link Response} says)
 * @param repetition which repetition (fork) of the cell the value comes from, from 0
 */
public record Observation(double survival, double value, int repetition) {
    public Observation {
        if (!Double.isFinite(survival) || survival < 0 || survival > 1) {
            throw new ModelInputException("survival must be a number in [0, 1], got " + survival);
        }
        if (!Double.isFinite(value)) {
            throw new ModelInputException("response value at survival " + survival + " is " + value
                    + "; every observation needs a finite number");
        }
        if (repetition < 0) {
            throw new ModelInputException("repetition must be >= 0, got " + repetition);
        }
    }
}
