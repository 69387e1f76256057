package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine.Command;

/**
 * Every command's --help renders: picocli reads descriptions as format strings, so a bare
 * {@code %} ("95 % interval") throws at help time and stops the man-page generator.
 */
class HelpTextTest {
    static java.util.Set<String> subcommands() {
        return TenureCommand.commandLine().getSubcommands().keySet();
    }

    @ParameterizedTest
    @MethodSource("subcommands")
    void helpRendersWithoutAFormatError(String subcommand) {
        Run run = Run.tenure(subcommand, "--help");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("Usage: tenure " + subcommand);
    }

    /**
     * picocli reads each exit-code entry as {@code CODE:TEXT} and drops, without a word, an entry
     * without the colon, such as a continuation line: {@code analyze --help} lost the end of its
     * sentence on exit code 1. One entry per code; picocli wraps long ones itself.
     */
    @ParameterizedTest
    @MethodSource("subcommands")
    void everyExitCodeLineNamesItsCode(String subcommand) {
        Object command = TenureCommand.commandLine().getSubcommands().get(subcommand).getCommandSpec().userObject();
        Command annotation = command.getClass().getAnnotation(Command.class);

        assertThat(annotation.exitCodeList()).allSatisfy(entry -> assertThat(entry).matches("[0-9]+:.+"));
    }
}
