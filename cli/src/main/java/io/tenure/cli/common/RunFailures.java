package io.tenure.cli.common;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The closing list of a session's failed runs (bench, compare): each run's status, id and the
 * first line of its reason, and for the first few the rest of the reason (the child's command and
 * the tail of its output, as the runner recorded it). Without them a user saw "exit code 1" and had
 * to open results.json to learn that the main class was not found.
 */
public final class RunFailures {
    /** Failures shown in full: past a few, more of the same command and output says nothing new. */
    public static final int IN_FULL = 3;

    /** A run that did not end ok: {@code status} as the bundle spells it. */
    public record Failure(String status, String id, String reason) {
    }

    private RunFailures() {
    }

    public static void print(PrintWriter err, String command, List<Failure> failures) {
        int shown = 0;
        for (Failure f : failures) {
            List<String> lines = f.reason() == null ? List.of() : f.reason().lines().toList();
            err.printf(Locale.ROOT, "tenure %s: %s %s: %s%n", command, f.status(), f.id(), lines.isEmpty() ? "" : lines.get(0));
            if (shown < IN_FULL) {
                for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                    err.println("    " + line.strip());
                }
                shown++;
            }
        }
        if (failures.size() > IN_FULL) {
            err.printf(Locale.ROOT, "tenure %s: the command and output of every failed run are in its bundle's results.json"
                    + " and runs/<run id>/%n", command);
        }
        err.flush();
    }
}
