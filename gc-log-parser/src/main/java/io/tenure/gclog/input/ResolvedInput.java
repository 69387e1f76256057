package io.tenure.gclog.input;

import java.util.Objects;
import java.util.Optional;

/**
 * A log found among the paths a user gave.
 *
 * @param listed  true when it was found by listing a directory (then a file that is not a GC log
 *                is skipped with a note), false when the user named it (then it is an error)
 * @param archive the name of the zip or tar archive it is a member of: a member that is not a GC
 *                log is skipped, and an archive without any log is one error (a jar is not a log)
 */
public record ResolvedInput(LogFile file, boolean listed, Optional<String> archive) {
    public ResolvedInput {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(archive, "archive");
    }

    public ResolvedInput(LogFile file, boolean listed) {
        this(file, listed, Optional.empty());
    }
}
