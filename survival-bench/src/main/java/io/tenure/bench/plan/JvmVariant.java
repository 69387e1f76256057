package io.tenure.bench.plan;

import java.util.List;
import java.util.Objects;

/**
 * A set of extra JVM flags run as a platform of its own ({@code --variant numa=-XX:+UseNUMA}):
 * the same JVM, collector and heap with and without a flag are two curves, not one.
 *
 * @param name  safe as part of a file name; null for "no variant" (plain {@code --jvm-arg}s only)
 * @param flags the variant's own flags, after the {@code --jvm-arg}s every cell gets
 */
public record JvmVariant(String name, List<String> flags) {
    /** The single "variant" of a matrix run without {@code --variant}. */
    public static final JvmVariant NONE = new JvmVariant(null, List.of());

    public JvmVariant {
        flags = List.copyOf(Objects.requireNonNull(flags, "flags"));
        if (name != null && !name.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException("--variant: the name '" + name
                    + "' must be letters, digits, '.', '_' or '-' (it becomes part of file names)");
        }
    }

    /**
     * Parses {@code NAME=FLAGS}: flags separated by spaces, none for a baseline ({@code base=}).
     */
    public static JvmVariant parse(String text) {
        int eq = text.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("--variant: expected NAME=FLAGS (e.g. numa=-XX:+UseNUMA, or base= for none), got '"
                    + text + "'");
        }
        String flags = text.substring(eq + 1).strip();
        return new JvmVariant(text.substring(0, eq).strip(), flags.isEmpty() ? List.of() : List.of(flags.split("\\s+")));
    }
}
