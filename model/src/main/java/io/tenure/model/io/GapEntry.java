package io.tenure.model.io;

import io.tenure.model.Estimate;
import io.tenure.model.Gap;

/**
 * {@code slower / faster} at one survival.
 *
 * @param ratio the ratio with its 95 % interval, or null when the faster one's value is not
 *              positive ({@code note} says so)
 */
public record GapEntry(String slower, String faster, double survival, Estimate ratio, String note) {
    static GapEntry of(Gap gap) {
        return new GapEntry(gap.numerator().key(), gap.denominator().key(), gap.survival(), gap.ratio(), gap.note());
    }
}
