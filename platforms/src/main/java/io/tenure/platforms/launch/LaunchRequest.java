package io.tenure.platforms.launch;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What to launch: the command as a list (never a shell line), where it runs, where its streams
 * go, and how long it may take.
 *
 * @param command     the executable and its arguments
 * @param workDir     the working directory
 * @param stdout      file that receives standard output (created, parents too)
 * @param stderr      file that receives standard error
 * @param stdin       file read as standard input, or null for an empty input ({@code /dev/null})
 * @param timeout     after this the process tree is killed; positive
 * @param environment variables set for the child on top of tenure's own environment (from which
 *                    the variables that inject JVM options are always removed)
 */
public record LaunchRequest(List<String> command, Path workDir, Path stdout, Path stderr, Path stdin,
                            Duration timeout, Map<String, String> environment) {
    public LaunchRequest {
        command = List.copyOf(command);
        if (command.isEmpty()) {
            throw new IllegalArgumentException("empty command");
        }
        Objects.requireNonNull(workDir, "workDir");
        Objects.requireNonNull(stdout, "stdout");
        Objects.requireNonNull(stderr, "stderr");
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
        environment = Map.copyOf(environment == null ? Map.of() : environment);
    }

    /** A request with empty stdin and no extra environment. */
    public static LaunchRequest of(List<String> command, Path workDir, Path stdout, Path stderr, Duration timeout) {
        return new LaunchRequest(command, workDir, stdout, stderr, null, timeout, Map.of());
    }

    /** The same request reading standard input from {@code file}. */
    public LaunchRequest withStdin(Path file) {
        return new LaunchRequest(command, workDir, stdout, stderr, file, timeout, environment);
    }

    /** The same request with {@code variables} added to the child's environment. */
    public LaunchRequest withEnvironment(Map<String, String> variables) {
        Map<String, String> merged = new LinkedHashMap<>(environment);
        merged.putAll(variables);
        return new LaunchRequest(command, workDir, stdout, stderr, stdin, timeout, merged);
    }
}
