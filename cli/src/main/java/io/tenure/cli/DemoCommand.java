package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tenure demo}: not implemented yet. */
@Command(name = "demo", mixinStandardHelpOptions = true, description = "Run a short sweep on the JVMs here and report it. (not implemented yet)")
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tenure demo: not implemented yet");
        return ExitCodes.FAILED;
    }
}
