package io.tenure.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import picocli.CommandLine;

/** Runs tenure's store commands (ingest, query, fleet with a store) in-process, as {@link CommandRun} does. */
final class StoreCommandRun {
    private StoreCommandRun() {
    }

    static CommandRun of(String... args) {
        if (TenureCommand.SUBCOMMANDS.containsKey(args[0])) {
            return CommandRun.of(args);
        }
        Object command = switch (args[0]) {
            case "ingest" -> new IngestCommand();
            case "query" -> new QueryCommand();
            default -> throw new IllegalArgumentException(args[0]);
        };
        CommandLine cmd = new CommandLine(command);
        cmd.setExecutionExceptionHandler(new FailureHandler());
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(Arrays.copyOfRange(args, 1, args.length));
        return new CommandRun(code, out.toString(), err.toString());
    }
}
