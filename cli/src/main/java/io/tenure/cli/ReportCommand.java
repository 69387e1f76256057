package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tenure report}: not implemented yet. */
@Command(name = "report", mixinStandardHelpOptions = true, description = "Write a platform comparison report from result bundles. (not implemented yet)")
final class ReportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tenure report: not implemented yet");
        return ExitCodes.FAILED;
    }
}
