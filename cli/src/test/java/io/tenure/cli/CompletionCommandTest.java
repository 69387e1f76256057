package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CompletionCommandTest {
    /** The first list of commands in picocli's script is the top level's. */
    private static final Pattern TOP_LEVEL_COMMANDS = Pattern.compile("local commands=\"([^\"]+)\"");

    @Test
    void theBashScriptCompletesEverySubcommandAndItsOptions() {
        Run run = Run.tenure("generate-completion");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("#!/usr/bin/env bash").contains("complete -F _complete_tenure");
        Set<String> subcommands = TenureCommand.commandLine().getSubcommands().keySet();
        assertThat(subcommands).contains("analyze", "platforms", "bench", "fit", "predict", "report", "demo");
        Matcher topLevel = TOP_LEVEL_COMMANDS.matcher(run.out());
        assertThat(topLevel.find()).isTrue();
        assertThat(Arrays.asList(topLevel.group(1).split(" "))).containsExactlyInAnyOrderElementsOf(subcommands);
        for (String subcommand : subcommands) {
            assertThat(run.out()).as("completion function of %s", subcommand)
                    .contains("function _picocli_tenure_" + subcommand.replace("-", "") + "()");
        }
        assertThat(run.out()).contains("--engine", "--survival", "--bootstrap");
    }
}
