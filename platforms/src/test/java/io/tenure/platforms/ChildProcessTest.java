package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildProcessTest {
    @TempDir
    Path dir;

    /**
     * tenure bench --jvm DIR, where DIR/bin/java is not executable, said "cannot start: cannot start
     * DIR/bin/java: ..." and named the command twice.
     */
    @Test
    void aLauncherThatCannotStartIsNamedOnce() throws Exception {
        Path java = Files.createDirectories(dir.resolve("bin")).resolve("java");
        Files.writeString(java, "not a program");
        List<String> command = List.of(java.toString(), "-version");
        assertThatThrownBy(() -> ChildProcess.run(command, Duration.ofSeconds(10)))
                .isInstanceOf(JvmLaunchException.class)
                .satisfies(e -> {
                    assertThat(e.getMessage()).startsWith("cannot start " + java + ": ").doesNotContain("cannot start: cannot");
                    assertThat(e.getMessage().split("command: ", -1)).hasSize(2);
                });
    }
}
