package io.tenure.compare;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The user's program and how to run it.
 *
 * @param javaArgs    what follows {@code java} on its command line ({@code -jar app.jar input});
 *                    empty when {@code commandTemplate} is given; {@value #RUN_DIR} in an argument
 *                    becomes the run's directory in the bundle
 * @param commandTemplate a launcher command whose {@code {jvmOptions}} (and {@code {java}}) tenure
 *                    fills in, split on blanks; null to run {@code java} directly
 * @param workDir     the working directory
 * @param environment variables added to the child's environment
 * @param stdin       a file read as standard input, or null
 * @param timeout     the time limit per run
 * @param ready       a pattern whose first matching stdout line marks the end of start-up, or null
 * @param measureFrom a pattern whose first matching stdout line starts the measured phase, or null
 * @param jfr         whether to record a flight recording per run
 */
public record ProgramSpec(List<String> javaArgs, String commandTemplate, Path workDir, Map<String, String> environment,
                          Path stdin, Duration timeout, Pattern ready, Pattern measureFrom, boolean jfr) {
    public static final String JVM_OPTIONS = "{jvmOptions}";
    public static final String JAVA = "{java}";
    /** Replaced in every argument by the run's own directory, for programs that write a file per run. */
    public static final String RUN_DIR = "{runDir}";

    public ProgramSpec {
        javaArgs = List.copyOf(javaArgs);
        Objects.requireNonNull(workDir, "workDir");
        environment = Map.copyOf(environment);
        Objects.requireNonNull(timeout, "timeout");
        if (commandTemplate == null && javaArgs.isEmpty()) {
            throw new IllegalArgumentException("nothing to run: give the program's java arguments after --, or --command");
        }
        if (commandTemplate != null && !javaArgs.isEmpty()) {
            throw new IllegalArgumentException("give either java arguments after -- or --command, not both");
        }
        if (commandTemplate != null && !commandTemplate.contains(JVM_OPTIONS)) {
            throw new IllegalArgumentException("--command must contain " + JVM_OPTIONS + " where tenure puts the JVM options");
        }
    }

    /** This program under another time limit per run. */
    public ProgramSpec withTimeout(Duration limit) {
        return new ProgramSpec(javaArgs, commandTemplate, workDir, environment, stdin, limit, ready, measureFrom, jfr);
    }
}
