package io.tenure.gclog;

import io.tenure.io.TerminalText;
import java.util.Objects;

/**
 * Something a parser could not read or had to repair, rendered like a compiler message:
 * {@code gc.log:1042: warning: [time-regression] uptime went back from 12.5s to 3.2s}.
 *
 * @param code    a short, stable kebab-case identifier of the problem, for filtering and tests
 * @param message what is wrong, its control characters escaped ({@link TerminalText})
 * @param excerpt the offending input (truncated, control characters escaped), or an empty string
 */
public record Diagnostic(Severity severity, SourceLocation location, String code, String message, String excerpt) {
    /** Longest excerpt kept, so a pathological line cannot bloat a report. */
    public static final int MAX_EXCERPT = 200;

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(code, "code");
        // both may quote the log: its control characters must not reach a terminal
        message = TerminalText.escape(Objects.requireNonNull(message, "message"));
        excerpt = excerpt == null ? "" : TerminalText.escape(truncate(excerpt));
    }

    public String render() {
        return location + ": " + severity.label() + ": [" + code + "] " + message
                + (excerpt.isEmpty() ? "" : "\n    " + excerpt);
    }

    private static String truncate(String text) {
        String oneLine = text.strip().replace('\t', ' ');
        return oneLine.length() <= MAX_EXCERPT ? oneLine : oneLine.substring(0, MAX_EXCERPT) + "…";
    }
}
