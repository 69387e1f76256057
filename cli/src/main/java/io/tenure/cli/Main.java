package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import io.tenure.io.CheckedOutput;
import java.util.Optional;

/** Entry point of the {@code tenure} command; the only place that exits the JVM. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        TenureCommand.Invocation invocation = TenureCommand.forArgs(args);
        // PrintWriter swallows write errors: 'tenure analyze gc.log > /dev/full' lost its output with exit 0
        CheckedOutput stdout = CheckedOutput.stdout();
        invocation.commandLine().setOut(stdout.writer());
        int code = invocation.commandLine().execute(invocation.args());
        Optional<String> failure = stdout.failure();
        // a reader that stopped early ('tenure analyze ... | head') asked for no more: not an error
        if (failure.isPresent() && !failure.get().equals("broken pipe")) {
            System.err.println("tenure: error: cannot write to standard output: " + failure.get());
            code = ExitCodes.FAILED;
        }
        System.exit(code);
    }
}
