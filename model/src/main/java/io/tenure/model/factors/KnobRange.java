package io.tenure.model.factors;

/**
 * The range a knob was measured over on one platform: inside it the model interpolates, outside
 * it extrapolates (and says so).
 *
 * @param knob {@code survival}, {@code ref-stores}, {@code old-to-young}, {@code compute}, {@code threads} or
 *             {@code live-set} (only in fits of designs that set it)
 */
public record KnobRange(String knob, double min, double max) {
    public KnobRange {
        if (!(min <= max)) {
            throw new IllegalArgumentException(knob + ": range min " + min + " > max " + max);
        }
    }

    public boolean contains(double value) {
        double slack = 1e-9 * Math.max(1, Math.abs(max));
        return value >= min - slack && value <= max + slack;
    }
}
