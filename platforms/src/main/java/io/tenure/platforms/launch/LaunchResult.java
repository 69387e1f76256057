package io.tenure.platforms.launch;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How a launched process ended, with what is needed to explain a failure.
 *
 * @param exitCode                  null when the process had to be killed
 * @param wallSeconds               launch to exit, as tenure saw it
 * @param cpuSeconds                user + system CPU time of the process and the children it
 *                                  waited for; null where it could not be measured
 * @param cpuExact                  true when {@code cpuSeconds} is the kernel's account at exit,
 *                                  false when it is the last sample before exit (other children
 *                                  ended at the same time, so the exit account was shared)
 * @param peakRssBytes              the largest resident set seen (kernel high-water mark), or null
 * @param stdoutTail                the last lines of standard output
 * @param stderrTail                the last lines of standard error
 * @param jvmOptionVariablesRemoved variables that inject JVM options (name → value) that were set
 *                                  in tenure's environment and were removed from the child's
 */
public record LaunchResult(List<String> command, Integer exitCode, boolean timedOut, double wallSeconds,
                           Double cpuSeconds, boolean cpuExact, Long peakRssBytes, Path stdout, Path stderr,
                           List<String> stdoutTail, List<String> stderrTail,
                           Map<String, String> jvmOptionVariablesRemoved) {
    public LaunchResult {
        command = List.copyOf(command);
        Objects.requireNonNull(stdout, "stdout");
        Objects.requireNonNull(stderr, "stderr");
        stdoutTail = List.copyOf(stdoutTail);
        stderrTail = List.copyOf(stderrTail);
        // Not Map.copyOf: its iteration order changes from one JVM run to the next, and messages
        // and records should list the variables in the launcher's stable order.
        jvmOptionVariablesRemoved = Collections.unmodifiableMap(new LinkedHashMap<>(jvmOptionVariablesRemoved));
    }

    /** Exit code 0 within the time limit. */
    public boolean succeeded() {
        return exitCode != null && exitCode == 0;
    }

    /** The command as one shell-like line (arguments with spaces quoted), for messages. */
    public String commandLine() {
        return JvmLauncher.commandLine(command);
    }

    /** Why it failed, for a message: the exit code or the time-out, then the stderr tail. */
    public String failure() {
        String how = timedOut ? "timed out" : exitCode == null ? "killed" : "exit code " + exitCode;
        List<String> tail = stderrTail.isEmpty() ? stdoutTail : stderrTail;
        return how + "\n  command: " + commandLine()
                + (tail.isEmpty() ? "\n  (no output)" : "\n  | " + String.join("\n  | ", tail));
    }
}
