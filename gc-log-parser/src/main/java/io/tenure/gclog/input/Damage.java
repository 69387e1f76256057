package io.tenure.gclog.input;

import java.util.Objects;

/**
 * Where and how a log's bytes broke off: a compressed stream cut short or corrupt, a tar member
 * cut. What was read before {@code line} stands; the analysis reports this as an error naming the
 * file and the line.
 *
 * @param line    the 1-based line at which the damage was met (the first line not read whole)
 * @param message what the damage is, e.g. {@code truncated gzip stream after 1234 bytes}
 */
public record Damage(long line, String message) {
    public Damage {
        Objects.requireNonNull(message, "message");
        if (line < 1) {
            throw new IllegalArgumentException("line must be >= 1: " + line);
        }
    }
}
