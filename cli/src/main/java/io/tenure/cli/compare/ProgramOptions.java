package io.tenure.cli.compare;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.compare.ProgramSpec;
import io.tenure.platforms.launch.JvmLauncher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Option;

/** How compare starts the user's program: {@code --ready}, {@code --measure-from}, {@code --command}, {@code --workdir}, {@code --env}, {@code --stdin}. */
final class ProgramOptions {
    @Option(names = "--ready", paramLabel = "REGEX", description = "Start-up time: from launch to the first stdout line matching REGEX.")
    String ready;

    @Option(names = "--measure-from", paramLabel = "REGEX", description = "Time only the phase from the first stdout line matching REGEX to exit (programs with their own warm-up).")
    String measureFrom;

    @Option(names = "--command", paramLabel = "SCRIPT", description = "Run a launcher instead of java: a command line (split on blanks) with {jvmOptions} where the JVM options go and optionally {java} for the launcher, e.g. 'bin/server.sh JAVA={java} OPTS={jvmOptions}'.")
    String command;

    @Option(names = "--workdir", paramLabel = "DIR", description = "Working directory of the program (default: the current one).")
    Path workdir;

    @Option(names = "--env", paramLabel = "K=V", description = "An environment variable for the program; repeatable.")
    List<String> env = new ArrayList<>();

    @Option(names = "--stdin", paramLabel = "FILE", description = "A file the program reads as standard input (default: empty).")
    Path stdin;

    /** The program as every run starts it: what follows {@code java}, the time limit and JFR are the command's. */
    ProgramSpec spec(List<String> javaArgs, Duration timeout, boolean jfr) {
        Path workDir = workdir != null ? workdir : Path.of("").toAbsolutePath();
        if (!Files.isDirectory(workDir)) {
            throw new UserException(ExitCodes.USAGE, "--workdir: not a directory: " + workDir);
        }
        if (stdin != null && Files.isDirectory(stdin)) {
            // readable, so it passed, and every run then failed to start: the session died at its first run
            throw new UserException(ExitCodes.USAGE, "--stdin: " + stdin + " is a directory; give the file the program"
                    + " reads as standard input");
        }
        if (stdin != null && !Files.isReadable(stdin)) {
            throw new UserException(ExitCodes.USAGE, "--stdin: cannot read " + stdin);
        }
        Map<String, String> environment = new LinkedHashMap<>();
        for (String kv : env) {
            int eq = kv.indexOf('=');
            if (eq < 1) {
                throw new UserException(ExitCodes.USAGE, "--env: expected K=V, got '" + kv + "'");
            }
            if (JvmLauncher.JVM_OPTION_VARIABLES.contains(kv.substring(0, eq))) {
                // the launcher removes these so that every run runs the options it records; --env put them
                // back, and a heap or collector given there silently replaced the configuration's
                throw new UserException(ExitCodes.USAGE, "--env: " + kv.substring(0, eq) + " hands the JVM options that no"
                        + " run records and no check sees: give them as --jvm-arg FLAG (every configuration) or --variant"
                        + " NAME=FLAGS (one of its own)");
            }
            environment.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        try {
            return new ProgramSpec(javaArgs, command, workDir, environment, stdin, timeout,
                    pattern("--ready", ready), pattern("--measure-from", measureFrom), jfr);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    private static Pattern pattern(String option, String regex) {
        if (regex == null) {
            return null;
        }
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new UserException(ExitCodes.USAGE, option + ": not a regular expression: " + e.getDescription()
                    + " in '" + regex + "'", e);
        }
    }
}
