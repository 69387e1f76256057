package io.tenure.platforms.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real child processes: the running JDK's own java, and /bin/sh for shell-level cases. */
class JvmLauncherTest {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @TempDir
    Path dir;

    @Test
    void optionVariablesAreRemovedFromTheChildAndReported() throws Exception {
        // A parent JVM started with _JAVA_OPTIONS and JAVA_TOOL_OPTIONS launches a child through the
        // launcher: the parent itself picks them up, the child must not, and the parent is told.
        String classpath = System.getProperty("java.class.path");
        LaunchResult parent = JvmLauncher.run(LaunchRequest.of(
                List.of(JAVA, "-cp", classpath, LaunchFromEnvironment.class.getName(), dir.toString()),
                dir, dir.resolve("parent.out"), dir.resolve("parent.err"), Duration.ofSeconds(120))
                .withEnvironment(Map.of("_JAVA_OPTIONS", "-Xmn8m", "JAVA_TOOL_OPTIONS", "-Dtenure.injected=1")));
        assertThat(parent.succeeded()).as(parent.failure()).isTrue();
        String out = Files.readString(dir.resolve("parent.out"));
        assertThat(out).contains("removed={JAVA_TOOL_OPTIONS=-Dtenure.injected=1, _JAVA_OPTIONS=-Xmn8m}");
        String child = out.substring(out.indexOf("child="));
        assertThat(child).contains("-XX:+PrintCommandLineFlags").doesNotContain("Picked up")
                .doesNotContain("-XX:MaxNewSize=8388608").doesNotContain("tenure.injected");
        assertThat(Files.readString(dir.resolve("parent.err"))).contains("Picked up _JAVA_OPTIONS: -Xmn8m");
    }

    @Test
    void theChildGetsTheRequestedVariables() throws Exception {
        LaunchResult result = JvmLauncher.run(LaunchRequest.of(List.of("/bin/sh", "-c", "echo \"$TENURE_MARK\""),
                dir, dir.resolve("o"), dir.resolve("e"), Duration.ofSeconds(30)).withEnvironment(Map.of("TENURE_MARK", "set")));
        assertThat(result.stdoutTail()).containsExactly("set");
    }

    /**
     * compare's command.txt held the command alone: a run given --workdir, --env or --stdin did not
     * run the same when pasted. The shell line, run by /bin/sh from elsewhere with an injecting
     * variable set, sees what the launched child saw.
     */
    @Test
    void theShellLineRunsTheRequestAsTheLauncherDoes() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work dir"));
        Path input = Files.writeString(dir.resolve("in.txt"), "from stdin\n");
        LaunchRequest request = new LaunchRequest(List.of("/bin/sh", "-c",
                "pwd; echo \"$TENURE_MARK\"; echo \"${JAVA_TOOL_OPTIONS-unset}\"; cat"), work, dir.resolve("o"),
                dir.resolve("e"), input, Duration.ofSeconds(30), Map.of("TENURE_MARK", "it's set"));
        LaunchResult launched = JvmLauncher.run(request);
        assertThat(launched.stdoutTail()).containsExactly(work.toString(), "it's set", "unset", "from stdin");

        assertThat(pasted(JvmLauncher.shellLine(request), dir)).containsExactly(work.toString(), "it's set", "unset",
                "from stdin");
        assertThat(JvmLauncher.shellLine(request)).startsWith("cd '" + work + "' && env -u JAVA_TOOL_OPTIONS")
                .endsWith(" < " + input);
    }

    /**
     * compare's --workdir and --stdin relative to where tenure runs, as a user types them: the line
     * said {@code cd DIR && ... < FILE} with both as given, so pasted elsewhere it could not cd,
     * and pasted where tenure ran it read FILE from DIR, not the input the run had read.
     */
    @Test
    void theShellLineReadsARelativeDirectoryAndInputAsTheLauncherDid() throws Exception {
        Path here = Path.of("").toAbsolutePath();
        Path base = here.relativize(Files.createTempDirectory(here.resolve("target"), "shell-line"));
        try {
            Path work = Files.createDirectories(base.resolve("work"));
            Path input = Files.writeString(base.resolve("in.txt"), "tenure's directory\n");
            // the same relative name under the run's directory, which the line read after its cd
            Files.writeString(Files.createDirectories(work.resolve(base)).resolve("in.txt"), "the run's directory\n");
            LaunchRequest request = new LaunchRequest(List.of("/bin/sh", "-c", "pwd; cat"), work, dir.resolve("o"),
                    dir.resolve("e"), input, Duration.ofSeconds(30), Map.of());
            String workPath = work.toAbsolutePath().toString();
            assertThat(JvmLauncher.run(request).stdoutTail()).containsExactly(workPath, "tenure's directory");

            assertThat(pasted(JvmLauncher.shellLine(request), here)).containsExactly(workPath, "tenure's directory");
            assertThat(pasted(JvmLauncher.shellLine(request), dir)).containsExactly(workPath, "tenure's directory");
        } finally {
            try (var files = Files.walk(base)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    /** The lines a shell line prints when pasted into /bin/sh in {@code directory}, an injecting variable set. */
    private static List<String> pasted(String line, Path directory) throws IOException, InterruptedException {
        ProcessBuilder shell = new ProcessBuilder("/bin/sh", "-c", line).directory(directory.toFile())
                .redirectErrorStream(true);
        shell.environment().put("JAVA_TOOL_OPTIONS", "-Dtenure.injected=1");
        Process pasted = shell.start();
        pasted.getOutputStream().close();
        String out = new String(pasted.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(pasted.waitFor()).as(out).isZero();
        return out.lines().toList();
    }

    @Test
    void jvmOptionVariablesInFindsEachInjectingVariable() {
        Map<String, String> env = Map.of("_JAVA_OPTIONS", "-Xmn8m", "PATH", "/bin", "JAVA_TOOL_OPTIONS", "-Dx=1");
        assertThat(JvmLauncher.jvmOptionVariablesIn(env))
                .containsExactly(Map.entry("JAVA_TOOL_OPTIONS", "-Dx=1"), Map.entry("_JAVA_OPTIONS", "-Xmn8m"));
    }

    @Test
    void measuresCpuAndPeakResidentSetOfABusyChild() throws Exception {
        // About half a second of CPU in a shell loop: the exact account must see it.
        LaunchResult result = JvmLauncher.run(LaunchRequest.of(
                List.of("/bin/sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; echo done"),
                dir, dir.resolve("o"), dir.resolve("e"), Duration.ofSeconds(60)));
        assertThat(result.succeeded()).isTrue();
        assertThat(result.stdoutTail()).containsExactly("done");
        assertThat(result.cpuSeconds()).isNotNull().isGreaterThan(0.05).isLessThanOrEqualTo(result.wallSeconds() * 2 + 0.05);
        assertThat(result.cpuExact()).isTrue();
        assertThat(result.peakRssBytes()).isNotNull().isPositive();
    }

    @Test
    void aChildPastItsTimeLimitIsKilledWithItsChildren() throws Exception {
        long start = System.nanoTime();
        LaunchResult result = JvmLauncher.run(LaunchRequest.of(List.of("/bin/sh", "-c", "sleep 30 & sleep 30; wait"),
                dir, dir.resolve("o"), dir.resolve("e"), Duration.ofMillis(500)));
        assertThat(result.timedOut()).isTrue();
        assertThat(result.exitCode()).isNull();
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(20);
        assertThat(result.failure()).startsWith("timed out");
    }

    @Test
    void stdinComesFromTheNamedFileAndFailuresCarryTheTail() throws Exception {
        Path input = dir.resolve("in.txt");
        Files.writeString(input, "hello\n");
        LaunchResult result = JvmLauncher.run(LaunchRequest.of(List.of("/bin/sh", "-c", "cat; echo broken >&2; exit 3"),
                dir, dir.resolve("o"), dir.resolve("e"), Duration.ofSeconds(30)).withStdin(input));
        assertThat(result.exitCode()).isEqualTo(3);
        assertThat(result.stdoutTail()).containsExactly("hello");
        assertThat(result.failure()).contains("exit code 3").contains("| broken");
    }

    @Test
    void aMissingExecutableIsAnIoExceptionNamingIt() {
        assertThatThrownBy(() -> JvmLauncher.run(LaunchRequest.of(List.of(dir.resolve("nope").toString()),
                dir, dir.resolve("o"), dir.resolve("e"), Duration.ofSeconds(5))))
                .isInstanceOf(IOException.class).hasMessageContaining("nope");
    }

    @Test
    void aTimeLimitMustBePositive() {
        assertThatThrownBy(() -> LaunchRequest.of(List.of("x"), dir, dir.resolve("o"), dir.resolve("e"), Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
    }
}
