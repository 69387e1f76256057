package io.tenure.bundle.compare;

import java.util.Objects;

/**
 * A model's prediction for a pair beside the measured ratio ({@code compare --model}). The
 * prediction comes from one GC log, that of the first configuration's first measured run (the
 * observed platform), as {@code predict --log} would make it.
 *
 * @param a                 configuration id (numerator)
 * @param b                 configuration id (denominator)
 * @param platformA         the model platform a was matched to, or null when the model has none
 * @param platformB         the same for b
 * @param observed          the configuration whose GC log the prediction came from
 * @param predictor         the predictor's name, e.g. {@code survival-transfer/1}
 * @param predictedRatio    the model's wall time of a over b, or null when it cannot say
 * @param predictedCi95Low  its 95 % interval, null when the model gives none (pairs without the
 *                          observed configuration: the two forecasts' intervals are not independent)
 * @param predictedCi95High upper end
 * @param measuredRatio     the median paired wall ratio, or null with no paired run
 * @param measuredCi95Low   its 95 % interval (order statistics); null below {@value io.tenure.model.stats.MedianInterval#MIN_VALUES}
 *                          pairs, which give none (the note says so)
 * @param measuredCi95High  upper end
 * @param errorPercent      100 · (predicted − measured) / measured, or null
 * @param withinInterval    whether the prediction falls inside the measured ratio's interval (false
 *                          when there is none)
 * @param note              why a figure is missing or how to read it, or null
 */
public record ModelCheck(String a, String b, String platformA, String platformB, String observed, String predictor,
                         Double predictedRatio, Double predictedCi95Low, Double predictedCi95High,
                         Double measuredRatio, Double measuredCi95Low, Double measuredCi95High,
                         Double errorPercent, boolean withinInterval, String note) {
    public ModelCheck {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        if ((predictedCi95Low == null) != (predictedCi95High == null)) {
            throw new IllegalArgumentException("give both ends of the predicted interval or neither");
        }
    }
}
