package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tenure bench}: not implemented yet. */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Run the tunable-survival benchmark across JVMs and collectors. (not implemented yet)")
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tenure bench: not implemented yet");
        return ExitCodes.FAILED;
    }
}
