package io.tenure.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tenure platforms}: not implemented yet. */
@Command(name = "platforms", mixinStandardHelpOptions = true, description = "List the JVMs and collectors found here, and this host's facts. (not implemented yet)")
final class PlatformsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tenure platforms: not implemented yet");
        return ExitCodes.FAILED;
    }
}
