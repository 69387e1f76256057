package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tenure analyze}: not implemented yet. */
@Command(name = "analyze", mixinStandardHelpOptions = true, description = "Summarise GC logs: pauses, intervals, overhead, rates, survival. (not implemented yet)")
final class AnalyzeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tenure analyze: not implemented yet");
        return ExitCodes.FAILED;
    }
}
