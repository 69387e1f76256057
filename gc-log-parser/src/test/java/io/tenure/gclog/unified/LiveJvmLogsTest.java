package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.platforms.Collector;
import io.tenure.testsupport.TestJdks;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Runs the installed JDKs with each collector and the widest usual selection
 * ({@code -Xlog:gc*,safepoint} with every time decoration), and parses what they wrote: catches a
 * format change in a JDK update before users do. Skips a JDK that is not installed
 * ({@link io.tenure.testsupport.Requirements}).
 */
class LiveJvmLogsTest {
    private static final long TIMEOUT_SECONDS = 120;

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "jdk25, -XX:+UseSerialGC, SERIAL, true",
        "jdk25, -XX:+UseParallelGC, PARALLEL, true",
        "jdk25, -XX:+UseG1GC, G1, true",
        "jdk25, -XX:+UseZGC, ZGC_GENERATIONAL, true",
        "jdk25, -XX:+UseShenandoahGC, SHENANDOAH, true",
        "jdk25, -XX:+UseEpsilonGC, EPSILON, false",
        "jdk17, -XX:+UseZGC, ZGC, true",
    })
    void parsesWhatTheJvmWrites(String jdk, String collectorFlag, Collector expected, boolean collects)
            throws IOException, InterruptedException {
        Path java = TestJdks.java(TestJdks.assumeJdk(jdk));
        Path log = tmp.resolve("gc.log");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx64m", "-Xms64m",
                "-XX:+UnlockExperimentalVMOptions", collectorFlag,
                "-Xlog:gc*,safepoint:file=" + log + ":time,uptime,timemillis,uptimenanos,level,tags",
                GoldenFiles.fixtures().resolve("gclogs/hotspot/unified/workloads/Churn.java").toString(),
                collects ? "200" : "20"));
        run(command);

        Parsed parsed = Parsed.file(log);
        assertThat(parsed.diagnostics().unparsedLines()).as("unparsed lines: %s", parsed.diagnostics().samples()).isZero();
        assertThat(parsed.diagnostics().foreignLines()).isZero();
        assertThat(parsed.all(JvmInfoEvent.class).stream().flatMap(j -> j.collector().stream()))
                .containsExactly(expected);
        if (collects) {
            assertThat(parsed.pauses()).isNotEmpty().allSatisfy(p -> {
                assertThat(p.start().uptimeSeconds()).isPresent();
                assertThat(p.start().epochMillis()).isPresent();
            });
            assertThat(parsed.all(SafepointEvent.class)).isNotEmpty();
        } else {
            assertThat(parsed.pauses()).isEmpty();
        }
        assertThat(parsed.lastSeen().uptimeSeconds().getAsDouble())
                .isGreaterThanOrEqualTo(parsed.firstSeen().uptimeSeconds().getAsDouble());
    }

    /** Runs {@code command} with its output drained to files; fails with the exit code and the tails. */
    private void run(List<String> command) throws IOException, InterruptedException {
        Path out = tmp.resolve("stdout.txt");
        Path err = tmp.resolve("stderr.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("timed out after " + TIMEOUT_SECONDS + " s: " + String.join(" ", command));
        }
        if (process.exitValue() != 0) {
            throw new AssertionError("exit code " + process.exitValue() + ": " + String.join(" ", command)
                    + "\nstdout: " + tail(out) + "\nstderr: " + tail(err));
        }
    }

    private static String tail(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        return lines.subList(Math.max(0, lines.size() - 20), lines.size()).stream().collect(Collectors.joining("\n"));
    }
}
