package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

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
}
