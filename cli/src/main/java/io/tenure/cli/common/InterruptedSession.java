package io.tenure.cli.common;

import io.tenure.harness.SessionStopped;
import io.tenure.platforms.launch.JvmLauncher;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What bench, demo and compare say when Ctrl-C (or SIGTERM) stopped their runs: how many runs the
 * bundle keeps and the invocation that continues it, to paste. Said while a {@link ShutdownHold}
 * holds the JVM: the exit code is 130 (143 for SIGTERM) whatever the command returns then.
 */
public final class InterruptedSession {
    private InterruptedSession() {
    }

    /** Runs of a session: bench's minimum-heap search and sweep, demo's sweep, compare's runs. */
    public interface Runs<T> {
        T run() throws IOException, InterruptedException;
    }

    /**
     * Does {@code runs} under a {@link ShutdownHold} (on Ctrl-C the JVM halts once its shutdown
     * hooks end, and exits 130 whatever the command returns): their result, or empty when Ctrl-C
     * (or SIGTERM) stopped them, which {@link #report} has then said. A refusal of the bundle of
     * one of the types {@code refusals} is a usage error.
     *
     * @param command bench, demo or compare
     */
    public static <T> Optional<T> run(CommandSpec spec, String command, Path dir, SessionOptions session,
                                      List<Class<? extends Exception>> refusals, Runs<T> runs)
            throws IOException, InterruptedException {
        ShutdownHold hold = new ShutdownHold(Duration.ofSeconds(10));
        try {
            return Optional.of(runs.run());
        } catch (SessionStopped e) {
            spec.commandLine().getOut().flush();
            report(spec, command, e, dir, session.out() != null, session.resume());
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            if (refusals.stream().anyMatch(type -> type.isInstance(e))) {
                throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
            }
            throw e;
        } finally {
            hold.close();
        }
    }

    /**
     * Prints {@code tenure COMMAND: interrupted: N runs kept in DIR; continue with: ...} on the
     * command's stderr and returns {@link ExitCodes#INTERRUPTED}.
     *
     * @param command     bench, demo or compare
     * @param outGiven    whether {@code --out} was typed (else the directory the command chose is added)
     * @param resumeGiven whether {@code --resume} was typed (else it is added)
     */
    public static int report(CommandSpec spec, String command, SessionStopped stop, Path dir, boolean outGiven, boolean resumeGiven) {
        PrintWriter err = spec.commandLine().getErr();
        err.printf(Locale.ROOT, "tenure %s: interrupted: %d run%s kept in %s; continue with: %s%n", command,
                stop.runsKept(), stop.runsKept() == 1 ? "" : "s", dir, continueWith(spec, dir, outGiven, resumeGiven));
        err.flush();
        return ExitCodes.INTERRUPTED;
    }

    /**
     * This invocation with --resume (and the --out it wrote to, when it chose the directory itself),
     * before the {@code --} that starts a program's arguments (compare's JAVA-ARGS).
     */
    public static String continueWith(CommandSpec spec, Path dir, boolean outGiven, boolean resumeGiven) {
        List<String> typed = TypedCommandLine.of(spec);
        int end = typed.indexOf("--") < 0 ? typed.size() : typed.indexOf("--");
        List<String> words = new ArrayList<>(typed.subList(0, end));
        if (!outGiven) {
            words.addAll(List.of("--out", dir.toString()));
        }
        if (!resumeGiven) {
            words.add("--resume");
        }
        words.addAll(typed.subList(end, typed.size()));
        return JvmLauncher.commandLine(words);
    }
}
