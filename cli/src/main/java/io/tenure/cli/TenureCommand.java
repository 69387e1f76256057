package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level {@code tenure} command: a dispatcher to its subcommands. */
@Command(
        name = "tenure",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "GC and object-lifetime evaluation toolkit for the JVM.",
            "Measures how a program's survival rate (the share of young objects that outlive a",
            "young collection) decides which collector, JVM and OS run it fastest, and by how much."
        },
        subcommands = {
            AnalyzeCommand.class,
            DiffCommand.class,
            FleetCommand.class,
            PlatformsCommand.class,
            BenchCommand.class,
            CompareCommand.class,
            FitCommand.class,
            PredictCommand.class,
            ProfileCommand.class,
            ReportCommand.class,
            DemoCommand.class,
            AutoComplete.GenerateCompletion.class,
            CommandLine.HelpCommand.class
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:input problems or failed runs",
            "2:usage error (bad option, missing file, unknown JVM or collector)"
        })
public final class TenureCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /** A command line with tenure's error handling, output streams and exit codes. */
    public static CommandLine commandLine() {
        CommandLine cmd = new CommandLine(new TenureCommand());
        cmd.setExecutionExceptionHandler(new FailureHandler());
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        return cmd;
    }

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return ExitCodes.USAGE;
    }
}
