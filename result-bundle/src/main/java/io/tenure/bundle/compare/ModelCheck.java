package io.tenure.bundle.compare;

import java.util.Objects;

/**
 * A model's prediction for a pair beside the measured ratio.
 *
 * @param a               configuration id (numerator)
 * @param b               configuration id (denominator)
 * @param predictedRatio  the model's relative execution time of a over b
 * @param measuredRatio   the median paired wall ratio
 * @param errorPercent    100 · (predicted − measured) / measured
 * @param withinInterval  whether the prediction falls inside the measured ratio's interval
 */
public record ModelCheck(String a, String b, Double predictedRatio, Double measuredRatio, Double errorPercent,
                         boolean withinInterval) {
    public ModelCheck {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
    }
}
