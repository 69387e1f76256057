package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import java.util.Optional;

/** Entry point of the {@code tenure} command; the only place that exits the JVM. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        Optional<String> missingJar = LibJars.missing();
        if (missingJar.isPresent()) {
            System.err.println("tenure: error: " + missingJar.get());
            System.exit(ExitCodes.FAILED);
        }
        TenureCommand.Invocation invocation = TenureCommand.forArgs(args);
        System.exit(invocation.commandLine().execute(invocation.args()));
    }
}
