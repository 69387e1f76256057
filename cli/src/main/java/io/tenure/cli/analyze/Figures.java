package io.tenure.cli.analyze;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** Numbers as {@code tenure} writes them in text and CSV: {@link Locale#ROOT}, fixed places, a placeholder when unknown. */
final class Figures {
    private Figures() {
    }

    static String format(OptionalDouble value, int places, String unknown) {
        return value.isPresent() && Double.isFinite(value.getAsDouble()) ? format(value.getAsDouble(), places) : unknown;
    }

    static String format(double value, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", value);
    }

    static String format(OptionalLong value, String unknown) {
        return value.isPresent() ? Long.toString(value.getAsLong()) : unknown;
    }
}
