package io.tenure.cli;

import io.tenure.cli.analyze.AnalyzeCommand;
import io.tenure.cli.analyze.DiffCommand;
import io.tenure.cli.analyze.FleetCommand;
import io.tenure.cli.analyze.ProfileCommand;
import io.tenure.cli.bench.BenchCommand;
import io.tenure.cli.bench.DemoCommand;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.VersionProvider;
import io.tenure.cli.compare.CompareCommand;
import io.tenure.cli.model.FitCommand;
import io.tenure.cli.model.PredictCommand;
import io.tenure.cli.platforms.PlatformsCommand;
import io.tenure.cli.report.ReportCommand;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** The top-level {@code tenure} command: a dispatcher to its subcommands. */
@Command(
        name = "tenure",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "GC and object-lifetime evaluation toolkit for the JVM.",
            // one element per paragraph: picocli wraps each element on its own, so an element
            // ending mid-sentence leaves a short line (HelpTextTest)
            "Measures how a program's survival rate (the share of young objects that outlive a young collection)"
                    + " decides which collector, JVM and OS run it fastest, and by how much."
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
            CompletionCommand.class,
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

    /**
     * The subcommands a first argument can name, each made only when it is named. Picocli builds
     * the model of every subcommand the annotation lists (reflection over each option, its type and
     * converter) before it parses a word; building only the named one saves 0.04-0.09 s of a start
     * on 2 cores (docs/PERFORMANCE.md, "Start-up"). The names must be the subcommands' own
     * ({@code TenureCommandTest} checks both lists against each other).
     */
    static final Map<String, Supplier<Object>> SUBCOMMANDS = subcommands();

    private static Map<String, Supplier<Object>> subcommands() {
        Map<String, Supplier<Object>> named = new LinkedHashMap<>();
        named.put("analyze", AnalyzeCommand::new);
        named.put("diff", DiffCommand::new);
        named.put("fleet", FleetCommand::new);
        named.put("platforms", PlatformsCommand::new);
        named.put("bench", BenchCommand::new);
        named.put("compare", CompareCommand::new);
        named.put("fit", FitCommand::new);
        named.put("predict", PredictCommand::new);
        named.put("profile", ProfileCommand::new);
        named.put("report", ReportCommand::new);
        named.put("demo", DemoCommand::new);
        return Collections.unmodifiableMap(named);
    }

    /** A command line and the arguments it is to execute. */
    public record Invocation(CommandLine commandLine, String[] args) {
    }

    /**
     * What runs {@code args}: when the first argument names a subcommand, that subcommand alone,
     * named {@code tenure <name>} as it is under the whole command (the same usage, errors and exit
     * codes), with the rest of the arguments; otherwise the whole command ({@code --help}, {@code
     * help}, completion, a misspelt name with its suggestions).
     */
    public static Invocation forArgs(String... args) {
        Supplier<Object> only = args.length > 0 ? SUBCOMMANDS.get(args[0]) : null;
        if (only == null) {
            return new Invocation(commandLine(), args);
        }
        CommandLine sub = configured(new CommandLine(only.get()));
        sub.setCommandName("tenure " + args[0]);
        return new Invocation(sub, Arrays.copyOfRange(args, 1, args.length));
    }


    /** The whole command, every subcommand built, with tenure's error handling, output streams and exit codes. */
    public static CommandLine commandLine() {
        return configured(new CommandLine(new TenureCommand()));
    }

    private static CommandLine configured(CommandLine cmd) {
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
