package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bench.workload.ExitStatus;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Children that run out of memory, hang or are refused by the JVM become explained failures. */
class FaultTest {
    @TempDir
    Path bundle;

    @Test
    void outOfMemoryIsAFailureWithItsOwnExitCode() throws Exception {
        // Everything survives into a 64 MB live set that a 32 MB heap cannot hold.
        WorkloadTarget target = new WorkloadTarget(1.0, 64, "fifo", "64", "bytes", 64, 1, 0, 128, 42);
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), false)
                .execute(Forks.run(Forks.currentJvm(), Collector.SERIAL, HeapConfig.fixedYoung(32, 8), target));
        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(result.exitCode()).isEqualTo(ExitStatus.OUT_OF_MEMORY);
        assertThat(result.reason()).startsWith("out of memory").contains("(exit code 66)")
                .contains("stderr (last lines):").contains("command: " + Forks.currentJvm().javaExecutable());
        assertThat(result.times().elapsedSeconds()).isNull();
    }

    @Test
    void aHangingChildIsKilledAtTheTimeout() throws Exception {
        // 1 TiB of work, the most a target takes: minutes of allocation against a 2 s limit
        WorkloadTarget endless = new WorkloadTarget(0.1, 16, "fifo", "64", "bytes", 64, 1, 0, 1 << 20, 42);
        long start = System.nanoTime();
        RunResult result = new RunExecutor(bundle, Duration.ofSeconds(2), false)
                .execute(Forks.run(Forks.currentJvm(), Collector.SERIAL, HeapConfig.fixedYoung(64, 16), endless));
        assertThat(result.status()).isEqualTo(RunStatus.TIMEOUT);
        assertThat(result.exitCode()).isNull();
        assertThat(result.reason()).startsWith("timed out after 2 s and was killed").contains("command: ");
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(30);
    }

    @Test
    void aRejectedFlagIsAFailureNamingTheFlag() throws Exception {
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(1), false).execute(Forks.run(
                Forks.withExtraFlags(Forks.currentJvm(), "-XX:+NoSuchTenureFlag"), Collector.SERIAL,
                HeapConfig.fixedYoung(64, 16), Forks.smallTarget(0.1)));
        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.reason()).startsWith("the JVM rejected its options (exit code 1)").contains("NoSuchTenureFlag");
    }
}
