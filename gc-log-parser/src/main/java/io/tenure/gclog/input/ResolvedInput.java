package io.tenure.gclog.input;

import java.util.Objects;

/**
 * A log found among the paths a user gave.
 *
 * @param listed true when it was found by listing a directory (then a file that is not a GC log
 *               is skipped with a note), false when the user named it (then it is an error)
 */
public record ResolvedInput(LogFile file, boolean listed) {
    public ResolvedInput {
        Objects.requireNonNull(file, "file");
    }
}
