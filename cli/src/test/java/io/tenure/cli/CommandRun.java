package io.tenure.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the tenure command line in-process and captures what it prints. */
record CommandRun(int exitCode, String out, String err) {
    static CommandRun of(String... args) {
        CommandLine cmd = TenureCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(args);
        return new CommandRun(code, out.toString().replace(System.lineSeparator(), "\n"),
                err.toString().replace(System.lineSeparator(), "\n"));
    }
}
