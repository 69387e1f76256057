package io.tenure.cli.common;

import io.tenure.cli.TenureCommand;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.CommandSpec;

/** The command an interrupted bench, demo or compare prints to continue it, pasted as the user would. */
class InterruptedSessionTest {
    private static CommandSpec parsed(String... args) {
        return TenureCommand.commandLine().parseArgs(args).subcommand().commandSpec();
    }

    /** Without --out the command chose the directory itself: the resume must name it. */
    @Test
    void aDirectoryTenureChoseIsAddedWithResume() {
        CommandSpec bench = parsed("bench", "--gc", "serial", "--repeat", "2");
        assertThat(InterruptedSession.continueWith(bench, Path.of("bench-20261127-030000"), false, false))
                .isEqualTo("tenure bench --gc serial --repeat 2 --out bench-20261127-030000 --resume");
    }

    /** compare's program arguments stay after {@code --}, where --resume would be the program's; a path is quoted. */
    @Test
    void theOptionsGoBeforeTheProgramsArgumentsAndAreNotRepeated() {
        CommandSpec compare = parsed("compare", "--gc", "serial", "--out", "my runs", "--resume", "--", "-cp", "app", "Main");
        assertThat(InterruptedSession.continueWith(compare, Path.of("my runs"), true, true))
                .isEqualTo("tenure compare --gc serial --out 'my runs' --resume -- -cp app Main");
        CommandSpec fresh = parsed("compare", "--gc", "serial", "--out", "o", "--", "-cp", "app", "Main");
        assertThat(InterruptedSession.continueWith(fresh, Path.of("o"), true, false))
                .isEqualTo("tenure compare --gc serial --out o --resume -- -cp app Main");
    }
}
