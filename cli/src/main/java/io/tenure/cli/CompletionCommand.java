package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code tenure generate-completion}: the bash/zsh completion script of the whole command, as
 * picocli's {@code AutoComplete} writes it. Picocli's own {@code GenerateCompletion} is a help
 * command, and picocli lets a help command take any argument: {@code generate-completion extra}
 * printed the script and exited 0. This one is an ordinary command, so an unexpected argument is a
 * usage error (exit 2), as everywhere else.
 */
@Command(name = "generate-completion", mixinStandardHelpOptions = true,
        description = {"Generate the bash/zsh completion script for tenure.",
            "Run the following command to give tenure TAB completion in the current shell:",
            "",
            "  source <(tenure generate-completion)",
            ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:script printed", "2:usage error (an unexpected argument)"})
final class CompletionCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(AutoComplete.bash(spec.root().name(), spec.root().commandLine()));
        out.flush();
        return ExitCodes.OK;
    }
}
