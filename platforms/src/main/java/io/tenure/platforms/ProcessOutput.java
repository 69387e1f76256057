package io.tenure.platforms;

import java.util.List;
import java.util.Objects;

/** What a finished child process left behind: its command, exit code and both streams. */
record ProcessOutput(List<String> command, int exitCode, String stdout, String stderr, long durationMs) {
    /** How many trailing lines of stderr an error message quotes. */
    private static final int TAIL_LINES = 8;

    ProcessOutput {
        command = List.copyOf(command);
        Objects.requireNonNull(stdout, "stdout");
        Objects.requireNonNull(stderr, "stderr");
    }

    boolean succeeded() {
        return exitCode == 0;
    }

    /** Both streams, for parsers that do not care which one the JVM chose. */
    String combined() {
        return stdout.isEmpty() ? stderr : stdout + "\n" + stderr;
    }

    /** The last lines of stderr (stdout if stderr is empty), indented, for error messages. */
    String tail() {
        String text = stderr.isBlank() ? stdout : stderr;
        List<String> lines = text.strip().lines().toList();
        List<String> last = lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size());
        return last.isEmpty() ? "  (no output)" : "  | " + String.join("\n  | ", last);
    }

    /** A failure description: exit code and output tail. */
    String failure() {
        return "exit code " + exitCode + "\n" + tail();
    }
}
