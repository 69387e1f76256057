package io.tenure.model;

import java.util.List;

/**
 * Predicts a real program's time on other platforms from its factors and the platform it was
 * observed on. Model v1 (the survival transfer) and model v2 (multi-factor) both answer this, so
 * {@code predict}, {@code compare --model} and the validation panel use either.
 */
public interface ProgramPredictor {
    /** A short name for people and JSON, e.g. {@code survival-transfer/1} or {@code multi-factor/2}. */
    String name();

    /**
     * The program's time on every platform the model can speak for, relative to its time on
     * {@code observedKey} (whose own ratio is 1 with no interval).
     *
     * @throws UnknownPlatformException when the model has no platform {@code observedKey}
     * @throws ModelInputException      when the factors cannot be used (e.g. no survival)
     */
    List<RatioForecast> predict(ProgramFactors program, String observedKey);

    /**
     * Why {@link #predict} leaves the model's platform {@code platformKey} out, for people; null when
     * it predicts it. Model v1 cannot price a concurrent collector without a stop-the-world one of its
     * JVM to borrow a mutator from (docs/MODEL.md).
     */
    default String whyNotPredicted(String platformKey) {
        return null;
    }
}
