package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tenure predict}: not implemented yet. */
@Command(name = "predict", mixinStandardHelpOptions = true, description = "Predict which platform runs a program fastest, from its survival rate or GC log. (not implemented yet)")
final class PredictCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tenure predict: not implemented yet");
        return ExitCodes.FAILED;
    }
}
