package io.tenure.bench.fork;

import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import io.tenure.platforms.launch.LaunchResult;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** Runs a benchmark fork through {@link JvmLauncher}, the one launcher, and reports its outcome. */
public final class ForkedProcess {
    private ForkedProcess() {
    }

    /**
     * Runs {@code command} to completion or until {@code timeout}.
     *
     * @throws IOException when the process cannot be started at all (no such executable)
     */
    public static ForkOutcome run(List<String> command, Path workDir, Path stdout, Path stderr, Duration timeout)
            throws IOException, InterruptedException {
        LaunchResult result = JvmLauncher.run(LaunchRequest.of(command, workDir, stdout, stderr, timeout));
        return new ForkOutcome(command, result.exitCode(), result.timedOut(), result.wallSeconds(), stdout, stderr,
                result.stdoutTail(), result.stderrTail());
    }
}
