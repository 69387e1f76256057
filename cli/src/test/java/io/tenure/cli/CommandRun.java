package io.tenure.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the tenure command line in-process and captures what it prints. */
public record CommandRun(int exitCode, String out, String err) {
    /** As {@code Main} runs it: a named subcommand alone ({@link TenureCommand#forArgs}). */
    public static CommandRun of(String... args) {
        TenureCommand.Invocation invocation = TenureCommand.forArgs(args);
        return run(invocation.commandLine(), invocation.args());
    }

    /** With every subcommand built, as the whole command runs it. */
    public static CommandRun whole(String... args) {
        return run(TenureCommand.commandLine(), args);
    }

    private static CommandRun run(CommandLine cmd, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(args);
        return new CommandRun(code, out.toString().replace(System.lineSeparator(), "\n"),
                err.toString().replace(System.lineSeparator(), "\n"));
    }
}
