package io.tenure.gclog.input;

import java.util.List;
import java.util.Objects;

/**
 * One log as a JVM wrote it: a single file, or the files of a rotated set in the order they were
 * written. A set may still hold several JVM runs (a restart with the same log name); the
 * analysis finds and reports those.
 *
 * @param name  the set's name: the file name, or the common name of the rotated files
 * @param files oldest first
 */
public record LogSet(String name, List<LogFile> files) {
    public LogSet {
        Objects.requireNonNull(name, "name");
        files = List.copyOf(files);
        if (files.isEmpty()) {
            throw new IllegalArgumentException("a log set has at least one file");
        }
    }

    public boolean rotated() {
        return files.size() > 1;
    }
}
