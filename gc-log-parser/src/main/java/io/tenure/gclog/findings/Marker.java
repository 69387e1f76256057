package io.tenure.gclog.findings;

import io.tenure.gclog.SourceLocation;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * A log line that says something the event model does not carry (a to-space exhausted, a
 * promotion failure, a ZGC allocation stall ...), found by {@link MarkerScanner}.
 *
 * @param value the figure the line carries, when it has one (see {@link MarkerKind})
 * @param second a second figure (a tenuring line's maximum threshold), when it has one
 * @param text  the line, stripped and truncated
 */
public record Marker(MarkerKind kind, SourceLocation source, OptionalDouble value, OptionalDouble second, String text) {
    static final int MAX_TEXT = 160;

    public Marker {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(second, "second");
        text = text.strip();
        if (text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT) + "…";
        }
    }
}
