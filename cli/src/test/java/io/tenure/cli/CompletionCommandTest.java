package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
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

    /**
     * The values of the options that take a String, which picocli cannot see: {@code --response} of
     * fit and predict, compare's and report's {@code --format}; the script offered none.
     */
    @Test
    void theScriptOffersTheValuesOfEveryOptionWithAFixedSet() {
        String script = Run.tenure("generate-completion").out();
        for (String command : List.of("fit", "predict")) {
            assertThat(function(script, command)).as(command)
                    .contains("local NAME_option_args=(\"time\" \"cpu-time\" \"gc-overhead\" \"pause-mean\" \"pause-p99\""
                            + " \"interval-mean\") # --response values")
                    .contains("    --response)\n      local IFS=$'\\n'\n"
                            + "      COMPREPLY=( $( compReplyArray \"${NAME_option_args[@]}\" ) )\n");
        }
        assertThat(function(script, "compare")).contains("(\"text\" \"json\") # --format values");
        assertThat(function(script, "report")).contains("(\"html\" \"markdown\" \"csv\" \"json\") # --format values");
    }

    /**
     * {@code generate-completion extra} printed the script and exited 0: picocli's own command is a
     * help command, which takes any argument.
     */
    @Test
    void anUnexpectedArgumentIsAUsageError() {
        Run run = Run.tenure("generate-completion", "extra");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("Unmatched argument at index 1: 'extra'\n");
    }

    /** The completion function of one subcommand: from its header to the next function's. */
    private static String function(String script, String command) {
        int start = script.indexOf("function _picocli_tenure_" + command + "()");
        assertThat(start).as(command).isNotNegative();
        int end = script.indexOf("\nfunction ", start + 1);
        return script.substring(start, end < 0 ? script.length() : end);
    }
}
