package io.tenure.cli.common;

import io.tenure.harness.SessionStopped;
import io.tenure.platforms.launch.JvmLauncher;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What bench, demo and compare say when Ctrl-C (or SIGTERM) stopped their runs: how many runs the
 * bundle keeps and the invocation that continues it, to paste. Said while a {@link ShutdownHold}
 * holds the JVM: the exit code is 130 (143 for SIGTERM) whatever the command returns then.
 */
public final class InterruptedSession {
    private InterruptedSession() {
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
