package io.tenure.platforms;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a short-lived child JVM with JMH's discipline: the command as a list, stdout and stderr
 * sent to files (so a chatty child can never block on a full pipe), stdin closed, a timeout
 * after which the process tree is destroyed forcibly.
 */
final class ChildProcess {
    /** Variables that make a JVM print "Picked up ..." and change its flags behind our back. */
    private static final List<String> JVM_OPTION_VARIABLES =
            List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "IBM_JAVA_OPTIONS", "OPENJ9_JAVA_OPTIONS");
    /** Output beyond this is cut: a probe prints a few kilobytes; more means something is wrong. */
    private static final long MAX_CAPTURED_BYTES = 1 << 20;

    private ChildProcess() {
    }

    /**
     * Runs {@code command} to completion.
     *
     * @throws JvmLaunchException when it cannot be started or does not finish within {@code timeout}
     */
    static ProcessOutput run(List<String> command, Duration timeout) {
        Path outFile = null;
        Path errFile = null;
        long start = System.nanoTime();
        try {
            outFile = Files.createTempFile("tenure-probe-", ".out");
            errFile = Files.createTempFile("tenure-probe-", ".err");
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectOutput(outFile.toFile())
                    .redirectError(errFile.toFile());
            Map<String, String> environment = builder.environment();
            JVM_OPTION_VARIABLES.forEach(environment::remove);
            Process process = builder.start();
            process.getOutputStream().close();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
                throw new JvmLaunchException(command, "timed out after " + timeout.toMillis() + " ms\n"
                        + new ProcessOutput(command, -1, read(outFile), read(errFile), 0).tail());
            }
            long durationMs = (System.nanoTime() - start) / 1_000_000;
            return new ProcessOutput(command, process.exitValue(), read(outFile), read(errFile), durationMs);
        } catch (IOException e) {
            throw new JvmLaunchException(command, "cannot start: " + e.getMessage(), e);
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
