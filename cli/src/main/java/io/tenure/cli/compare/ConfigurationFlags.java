package io.tenure.cli.compare;

import io.tenure.bench.plan.ControlledFlags;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.compare.LauncherOptions;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The user's JVM options for {@code tenure compare} that contradict what each configuration sets,
 * refused before anything runs: a collector (every configuration names its own, and a JVM given
 * two refuses to start, so every run would fail) and, with --heap, a heap size (the later flag
 * wins: the runs would measure another heap than their label says).
 */
final class ConfigurationFlags {
    private final List<String> heaps;

    /** {@code heaps}: the values of --heap, empty without it. */
    ConfigurationFlags(List<String> heaps) {
        this.heaps = List.copyOf(heaps);
    }

    /** Refuses {@code flag}, given with {@code option} (--jvm-arg, --variant NAME), when it contradicts a configuration. */
    void refuse(String option, String flag) {
        ControlledFlags kind = ControlledFlags.kindOf(flag).orElse(null);
        boolean heapSize = kind == ControlledFlags.HEAP && !flag.strip().matches("-XX:[+-]AlwaysPreTouch");
        if (kind == ControlledFlags.COLLECTOR || heapSize && !heaps.isEmpty()) {
            throw new UserException(ExitCodes.USAGE, String.format(Locale.ROOT,
                    "%s: %s sets %s, which each configuration sets itself (%s): %s%s", option, flag.strip(), kind.what(),
                    kind == ControlledFlags.COLLECTOR ? "a JVM given two collectors does not start" : "--heap " + String.join(",", heaps),
                    kind.fix(), option.equals("JAVA-ARGS") ? ", and remove it from the arguments after --" : ""));
        }
    }

    /**
     * Refuses the contradicting JVM options of JAVA-ARGS: they come after tenure's on the command
     * line and won, so a heap or collector there ran every configuration under another heap or
     * collector than its label. Only the JVM's options are checked ({@link LauncherOptions}); an
     * option file among them is named on {@code err} as unchecked.
     */
    void refuseInJavaArgs(List<String> javaArgs, PrintWriter err) {
        LauncherOptions launcher = LauncherOptions.of(javaArgs);
        launcher.jvmOptions().forEach(flag -> refuse("JAVA-ARGS", flag));
        if (!launcher.optionFiles().isEmpty()) {
            // not read: the launcher's quoting rules would be guessed, and the file may change between runs
            err.println("tenure compare: note: JAVA-ARGS hand the JVM options in " + String.join(", ", launcher.optionFiles())
                    + ", which tenure does not read: a heap or collector set there replaces the configuration's under its"
                    + " label; give those with --heap and --gc, and keep them out of the file");
            err.flush();
        }
    }
}
