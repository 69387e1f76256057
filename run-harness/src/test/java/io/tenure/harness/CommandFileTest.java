package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandFileTest {
    @Test
    void aRunsLineReadsBackAsItsDirectoryEnvironmentCommandAndInput(@TempDir Path dir) throws Exception {
        List<String> command = List.of("/opt/jdk 17/bin/java", "-Xlog:gc*:file=" + dir.resolve("gc.log"), "-Dquote=it's",
                "-Dempty=", "", "-cp", "app.jar", "Main", "a b", "$HOME", "x=1");
        LaunchRequest request = new LaunchRequest(command, dir, dir.resolve("stdout.txt"), dir.resolve("stderr.txt"),
                dir.resolve("in put.txt"), Duration.ofMinutes(1), Map.of("MODE", "fast lane", "EMPTY", ""));
        Path file = CommandFile.write(dir, request);
        assertThat(file).hasFileName(CommandFile.NAME);
        assertThat(Files.readString(file)).isEqualTo(JvmLauncher.shellLine(request) + "\n");
        CommandFile.Recorded read = CommandFile.read(file);
        assertThat(read.command()).isEqualTo(command);
        assertThat(read.workDir()).isEqualTo(dir.toAbsolutePath());
        assertThat(read.environment()).isEqualTo(Map.of("MODE", "fast lane", "EMPTY", ""));
        assertThat(read.stdin()).isEqualTo(dir.resolve("in put.txt").toAbsolutePath());
    }

    @Test
    void noInputReadsAsNone(@TempDir Path dir) throws Exception {
        Path file = CommandFile.write(dir, LaunchRequest.of(List.of("java", "-version"), dir, dir.resolve("o"), dir.resolve("e"),
                Duration.ofSeconds(5)));
        CommandFile.Recorded read = CommandFile.read(file);
        assertThat(read.command()).containsExactly("java", "-version");
        assertThat(read.environment()).isEmpty();
        assertThat(read.stdin()).isNull();
    }

    /** Bench wrote one argument per line before both wrote the shell line: its bundles still read. */
    @Test
    void anEarlierBenchFileReadsAsArgumentsRunInTheRunsDirectory(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve(CommandFile.NAME), "/usr/bin/java\n-Xmx64m\n-cp\n/w/classes\nMain\n");
        CommandFile.Recorded read = CommandFile.read(file);
        assertThat(read.command()).containsExactly("/usr/bin/java", "-Xmx64m", "-cp", "/w/classes", "Main");
        assertThat(read.workDir()).isEqualTo(dir.toAbsolutePath());
        assertThat(read.environment()).isEmpty();
        assertThat(read.stdin()).isNull();
    }
}
