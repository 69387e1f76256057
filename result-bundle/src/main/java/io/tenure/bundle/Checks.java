package io.tenure.bundle;

import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The checks the bundle records make in their compact constructors. Each message starts with the
 * field's name; {@link BundleReader} puts the file and the JSON path in front.
 */
final class Checks {
    private Checks() {
    }

    /** A time, a size or a count: null (not measured), or finite and at least 0. */
    static Double nonNegative(String field, Double value) {
        if (value != null && !(Double.isFinite(value) && value >= 0)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s: %s, must be a finite number >= 0 or null",
                    field, value));
        }
        return value;
    }

    static Long nonNegative(String field, Long value) {
        if (value != null && value < 0) {
            throw new IllegalArgumentException(field + ": " + value + ", must be >= 0 or null");
        }
        return value;
    }

    /** A figure that may be negative (a survival rate from rounded heap sizes) but must be a number. */
    static Double finite(String field, Double value) {
        if (value != null && !Double.isFinite(value)) {
            throw new IllegalArgumentException(field + ": " + value + ", must be a finite number or null");
        }
        return value;
    }

    static String nonBlank(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(field + ": missing or blank");
        }
        return value;
    }

    static <T> T present(String field, T value) {
        if (value == null) {
            throw new IllegalArgumentException(field + ": missing");
        }
        return value;
    }

    /** The pause figures of a run or of a cell's medians (ms): none negative. */
    static void pauseFigures(Double totalMs, Double meanMs, Double p50Ms, Double p90Ms, Double p99Ms, Double p999Ms,
                             Double maxMs) {
        nonNegative("totalMs", totalMs);
        nonNegative("meanMs", meanMs);
        nonNegative("p50Ms", p50Ms);
        nonNegative("p90Ms", p90Ms);
        nonNegative("p99Ms", p99Ms);
        nonNegative("p999Ms", p999Ms);
        nonNegative("maxMs", maxMs);
    }

    /** The constant of {@code values} that a file spells {@code text}, or a message listing the spellings. */
    static <E extends Enum<E>> E spelling(E[] values, Function<E, String> json, String text) {
        for (E value : values) {
            if (json.apply(value).equals(text)) {
                return value;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not one of "
                + Arrays.stream(values).map(v -> "'" + json.apply(v) + "'").collect(Collectors.joining(", ")));
    }

    /** Refuses a second element with the same id: a duplicated cell or run would be counted twice. */
    static <T> void unique(String field, Collection<T> items, Function<T, String> id) {
        Set<String> seen = new HashSet<>();
        for (T item : items) {
            if (!seen.add(id.apply(item))) {
                throw new IllegalArgumentException(field + ": the id '" + id.apply(item)
                        + "' appears twice (a duplicated entry would be counted twice)");
            }
        }
    }
}
