package io.tenure.bundle.compare;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What was asked for, so that {@code --resume} can refuse to mix two different sessions.
 *
 * @param javaArgs        the program's {@code java} arguments (after {@code --}), or empty with a command
 * @param command         the {@code --command} template, or null
 * @param workDir         the working directory of every run
 * @param environment     variables set for every run
 * @param stdin           the file read as standard input, or null
 * @param repeat          measured repetitions asked for
 * @param warmupRuns      warm-up runs per configuration
 * @param timeoutSeconds  time limit per run
 * @param ready           the {@code --ready} pattern, or null
 * @param measureFrom     the {@code --measure-from} pattern, or null
 * @param untilCiPercent  the {@code --until-ci} target, or null
 * @param jfr             whether runs record a flight recording
 */
public record CompareSettings(List<String> javaArgs, String command, String workDir, Map<String, String> environment,
                              String stdin, int repeat, int warmupRuns, double timeoutSeconds, String ready,
                              String measureFrom, Double untilCiPercent, boolean jfr) {
    public CompareSettings {
        javaArgs = List.copyOf(javaArgs);
        // sorted, so the file is the same whatever order the variables were given in
        environment = Collections.unmodifiableMap(new TreeMap<>(environment == null ? Map.of() : environment));
    }
}
