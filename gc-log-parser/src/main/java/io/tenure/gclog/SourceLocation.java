package io.tenure.gclog;

import java.util.Objects;

/**
 * Where something came from: a log file's display name and a 1-based line number.
 *
 * <p>For inputs without lines (JFR recordings) the line is the 1-based index of the event in the
 * recording, so a location still points at one thing.
 */
public record SourceLocation(String file, long line) {
    public SourceLocation {
        Objects.requireNonNull(file, "file");
        if (line < 1) {
            throw new IllegalArgumentException("line must be >= 1: " + line);
        }
    }

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
