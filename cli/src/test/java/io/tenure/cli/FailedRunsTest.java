package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failed child JVM is reported on the console with its command and the tail of its output, not
 * only its first line ("exit code 1"), by compare and bench alike (real child JVMs).
 */
class FailedRunsTest {
    static final String PROBES = Path.of("target", "tenure-probes.json").toString();

    @TempDir
    Path dir;

    @Test
    void compareNamesTheCommandAndTheStderrOfARunThatFailed() {
        CommandRun r = CommandRun.of("compare", "--probe-cache", PROBES, "--gc", "serial", "--repeat", "1", "--no-jfr",
                "--out", dir.resolve("c").toString(), "--", "-cp", dir.resolve("nothing-here").toString(), "NoSuchMain");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(r.err()).contains("tenure compare: failed ", "-serial-r0: exit code 1\n")
                .contains("    command: ").contains("-XX:+UseSerialGC")
                .contains("Could not find or load main class NoSuchMain");
    }

    @Test
    void benchNamesTheCommandOfARunThatTimedOut() {
        CommandRun r = CommandRun.of("bench", "--probe-cache", PROBES, "--gc", "serial", "--survival", "0", "--work", "64g",
                "--warmup", "1m", "--repeat", "1", "--no-jfr", "--timeout", "1s", "--out", dir.resolve("b").toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(r.err()).contains("tenure bench: timeout ", "timed out after 1 s and was killed\n")
                .contains("    command: ").contains("io.tenure.bench.workload.SurvivalWorkload survival=0 ");
    }
}
