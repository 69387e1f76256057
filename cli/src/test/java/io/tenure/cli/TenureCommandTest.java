package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

/**
 * A named subcommand built alone ({@link TenureCommand#forArgs}, what {@code Main} runs) behaves
 * as it does under the whole command: the same help, the same errors, the same exit codes.
 */
class TenureCommandTest {
    @Test
    void theLazyListNamesEverySubcommandButHelpAndCompletionByItsOwnName() {
        Map<String, CommandLine> whole = TenureCommand.commandLine().getSubcommands();
        List<String> expected = new ArrayList<>(whole.keySet());
        expected.removeAll(List.of("help", "generate-completion"));
        assertThat(TenureCommand.SUBCOMMANDS.keySet()).containsExactlyElementsOf(expected);
        TenureCommand.SUBCOMMANDS.forEach((name, make) ->
                assertThat(new CommandLine(make.get()).getCommandName()).as(name).isEqualTo(name));
    }

    @TestFactory
    Stream<DynamicTest> eachSubcommandAloneAnswersAsUnderTheWholeCommand() {
        return TenureCommand.SUBCOMMANDS.keySet().stream().flatMap(name -> Stream.of(
                List.of(name, "--help"),
                List.of(name, "--no-such-option"),
                List.of(name, "--version")).map(args -> DynamicTest.dynamicTest(String.join(" ", args), () -> {
                    String[] a = args.toArray(String[]::new);
                    CommandRun alone = CommandRun.of(a);
                    CommandRun whole = CommandRun.whole(a);
                    assertThat(alone).isEqualTo(whole);
                })));
    }

    @Test
    void anythingElseRunsTheWholeCommand() {
        assertThat(TenureCommand.forArgs("--help").commandLine().getSubcommands()).containsKey("analyze");
        assertThat(TenureCommand.forArgs("help", "analyze").commandLine().getSubcommands()).containsKey("help");
        assertThat(TenureCommand.forArgs().commandLine().getSubcommands()).isNotEmpty();
        CommandRun misspelt = CommandRun.of("analyse", "gc.log");
        assertThat(misspelt).isEqualTo(CommandRun.whole("analyse", "gc.log"));
        assertThat(misspelt.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(TenureCommand.forArgs("analyze", "gc.log").args()).containsExactly("gc.log");
    }
}
