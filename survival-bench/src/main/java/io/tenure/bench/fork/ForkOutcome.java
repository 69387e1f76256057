package io.tenure.bench.fork;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How a forked JVM ended, with what is needed to explain a failure: the exit code (null when it
 * had to be killed), and the last lines of both streams.
 */
public record ForkOutcome(List<String> command, Integer exitCode, boolean timedOut, double wallSeconds,
                          Path stdout, Path stderr, List<String> stdoutTail, List<String> stderrTail) {
    public ForkOutcome {
        command = List.copyOf(command);
        Objects.requireNonNull(stdout, "stdout");
        Objects.requireNonNull(stderr, "stderr");
        stdoutTail = List.copyOf(stdoutTail);
        stderrTail = List.copyOf(stderrTail);
    }

    /** The command as one shell-like line (arguments with spaces quoted), for messages. */
    public String commandLine() {
        return String.join(" ", command.stream().map(a -> a.matches("[\\w@%+=:,./-]+") ? a : "'" + a.replace("'", "'\\''") + "'").toList());
    }
}
