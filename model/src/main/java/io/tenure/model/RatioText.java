package io.tenure.model;

import java.util.Locale;

/**
 * A ratio and its 95 % interval as text, e.g. {@code 1.12 [1.03, 1.27]}. A pair is a tie when its
 * interval contains 1, so a bound that lies on one side of 1 must not print as 1: {@code [1.000,
 * 1.289]} was a separated pair in one demo and {@code [1.000, 1.270]} a tie in the next, and the
 * reader could not tell why. Such a bound gets the digits it needs ({@code [0.9996, 1.270]}).
 */
public final class RatioText {
    private static final int MAX_DIGITS = 6;

    private RatioText() {
    }

    /** {@code value [low, high]} with {@code digits} decimals, more for a bound that would read as 1. */
    public static String interval(double value, double low, double high, int digits) {
        return String.format(Locale.ROOT, "%." + digits + "f", value) + " [" + bound(low, digits) + ", " + bound(high, digits) + "]";
    }

    /** {@code bound} with {@code digits} decimals, or as many more as show on which side of 1 it lies. */
    public static String bound(double bound, int digits) {
        int d = digits;
        String text = String.format(Locale.ROOT, "%." + d + "f", bound);
        while (bound != 1 && d < MAX_DIGITS && text.equals(String.format(Locale.ROOT, "%." + d + "f", 1.0))) {
            d++;
            text = String.format(Locale.ROOT, "%." + d + "f", bound);
        }
        return text;
    }
}
