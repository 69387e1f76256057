package io.tenure.platforms;

import io.tenure.io.ScratchSpace;
import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import io.tenure.platforms.launch.LaunchResult;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Runs a short-lived probe JVM and captures what it printed: a thin adapter over
 * {@link JvmLauncher}, the one launcher.
 */
final class ChildProcess {
    /** Output beyond this is cut: a probe prints a few kilobytes; more means something is wrong. */
    private static final long MAX_CAPTURED_BYTES = 1 << 20;

    private ChildProcess() {
    }

    /**
     * Runs {@code command} to completion through {@link JvmLauncher} (so probes follow the same
     * environment policy as every other child) and returns both streams as text.
     *
     * @throws JvmLaunchException when it cannot be started or does not finish within {@code timeout}
     */
    static ProcessOutput run(List<String> command, Duration timeout) {
        Path outFile = null;
        Path errFile = null;
        try {
            outFile = ScratchSpace.newFile("probe-", ".out");
            errFile = ScratchSpace.newFile("probe-", ".err");
            LaunchResult result = JvmLauncher.run(LaunchRequest.of(command, Path.of("").toAbsolutePath(), outFile, errFile, timeout));
            long durationMs = Math.round(result.wallSeconds() * 1000);
            if (result.timedOut() || result.exitCode() == null) {
                throw new JvmLaunchException(command, "timed out after " + timeout.toMillis() + " ms\n"
                        + new ProcessOutput(command, -1, read(outFile), read(errFile), durationMs).tail());
            }
            return new ProcessOutput(command, result.exitCode(), read(outFile), read(errFile), durationMs);
        } catch (IOException e) {
            // the launcher's message already names the command, which JvmLaunchException adds: its first line only
            String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            throw new JvmLaunchException(command, why.startsWith("cannot start") ? why : "cannot start: " + why, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JvmLaunchException(command, "interrupted while waiting", e);
        } finally {
            deleteQuietly(outFile);
            deleteQuietly(errFile);
        }
    }

    private static String read(Path file) throws IOException {
        long size = Files.size(file);
        byte[] bytes;
        try (var in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) Math.min(size, MAX_CAPTURED_BYTES));
        }
        // JVMs print in the platform's native encoding; decoding replaces what does not fit.
        return new String(bytes, nativeCharset());
    }

    private static Charset nativeCharset() {
        try {
            return Charset.forName(System.getProperty("native.encoding", Charset.defaultCharset().name()));
        } catch (IllegalArgumentException e) {
            return StandardCharsets.UTF_8;
        }
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // A leftover file in the temp directory is harmless; the probe result matters more.
            file.toFile().deleteOnExit();
        }
    }
}
