package io.tenure.gclog.event;

import io.tenure.gclog.SourceLocation;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Something a log says that the event model does not carry (a to-space exhausted, a promotion
 * failure, a ZGC allocation stall ...): a text log's line, found by the findings' marker pass
 * ({@code findings.MarkerScanner}), or a JFR recording's event of its own, handed over by its
 * reader ({@link io.tenure.gclog.GcLogParser#open(io.tenure.gclog.input.LogFile,
 * io.tenure.gclog.Diagnostics, MarkerSink)}), where {@code source} is the event's index in the
 * recording, as for every event read from one.
 *
 * @param value the figure the line carries, when it has one (see {@link MarkerKind})
 * @param second a second figure (a tenuring line's maximum threshold), when it has one
 * @param text  the line, stripped and truncated; for a recorded event, the event in words with its time
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
