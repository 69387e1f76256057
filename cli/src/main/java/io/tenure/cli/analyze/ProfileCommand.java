package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ProfileLogs;
import io.tenure.cli.common.TextOrJsonOption;
import io.tenure.compare.profile.LogProfile;
import io.tenure.compare.profile.ProfileReader;
import io.tenure.io.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tenure profile}: what a program's GC log (and JFR recording) says a model needs to know of it. */
@Command(name = "profile", mixinStandardHelpOptions = true, sortOptions = false,
        // the first paragraph is the command's line in `tenure --help`: one sentence
        description = {"A program's profile from its GC log and, optionally, its JFR recording.",
            "Survival as a distribution, allocation rate, live set against the heap, GC share of wall and CPU time,"
                + " concurrent cycles, threads and cores, the collector and JVM; and what a log cannot show."
                + " `tenure predict --log` predicts from it (docs/MODEL.md, \"Program profile\")."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:profiled (a figure the inputs cannot give is null)",
            "1:unreadable log or recording, or a damaged log (its profile up to the damage is still printed)", "2:usage error, missing file, or the logs of several programs"})
public final class ProfileCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "LOG", description = "The program's GC log (a file, or the files of one rotated set).")
    List<Path> logs;

    @Option(names = "--jfr", paramLabel = "FILE", description = "The program's JFR recording of the same run (CPU time, threads, cores).")
    Path jfr;

    @Mixin
    TextOrJsonOption format;

    @Override
    public Integer call() throws IOException {
        LogProfile profile = ProfileLogs.read(logs, jfr);
        PrintWriter out = spec.commandLine().getOut();
        if (format.json()) {
            out.print(Json.toPrettyString(profile));
        } else {
            ProfileText.print(out, profile);
        }
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        List<String> damage = ProfileReader.damage(profile);
        damage.forEach(note -> err.println("tenure: error: " + note));
        err.flush();
        return damage.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
