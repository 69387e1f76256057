package io.tenure.gclog;

import java.util.Locale;

/** How much a {@link Diagnostic} matters to the figures derived from a log. */
public enum Severity {
    /** Worth knowing, changes no figure (e.g. foreign application output skipped). */
    NOTE,
    /** A line that looked like GC output but was not understood, or data that was repaired. */
    WARNING,
    /** Input that makes some figure unreliable (e.g. a truncated or corrupted event). */
    ERROR;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
