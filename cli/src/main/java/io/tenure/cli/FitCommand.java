package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tenure fit}: not implemented yet. */
@Command(name = "fit", mixinStandardHelpOptions = true, description = "Fit survival rate to execution time per platform from result bundles. (not implemented yet)")
final class FitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tenure fit: not implemented yet");
        return ExitCodes.FAILED;
    }
}
