package io.tenure.bench.fork;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Launches a child JVM the way JMH does: the command as a list (no shell), stdout and stderr
 * sent to files (nothing to drain, a chatty child can never block on a full pipe), a time limit
 * after which the process tree is killed with {@code destroyForcibly}, and the tail of both
 * streams kept for the failure message. If the runner itself is stopped (Ctrl-C, SIGTERM), a
 * shutdown hook kills the child that is running, so no orphan keeps allocating.
 */
public final class ForkedProcess {
    private static final int TAIL_LINES = 12;
    private static final int TAIL_BYTES = 8192;
    private static final AtomicReference<Process> RUNNING = new AtomicReference<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            Process p = RUNNING.get();
            if (p != null) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        }, "tenure-kill-child"));
    }

    private ForkedProcess() {
    }

    /**
     * Runs {@code command} to completion or until {@code timeout}.
     *
     * @throws IOException when the process cannot be started at all (no such executable)
     */
    public static ForkOutcome run(List<String> command, Path workDir, Path stdout, Path stderr, Duration timeout)
            throws IOException, InterruptedException {
        Files.createDirectories(stdout.toAbsolutePath().getParent());
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command)
                .directory(workDir.toFile())
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                .start();
        RUNNING.set(process);
        boolean timedOut = false;
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                timedOut = true;
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(30, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw e;
        } finally {
            RUNNING.compareAndSet(process, null);
        }
        double wall = (System.nanoTime() - start) / 1e9;
        Integer exit = timedOut || process.isAlive() ? null : process.exitValue();
        return new ForkOutcome(command, exit, timedOut, wall, stdout, stderr, tail(stdout), tail(stderr));
    }

    private static java.io.File nullDevice() {
        return new java.io.File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    /** The last lines of a file, read from its end so a huge log costs nothing. */
    static List<String> tail(Path file) throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            long length = raf.length();
            int n = (int) Math.min(length, TAIL_BYTES);
            byte[] bytes = new byte[n];
            raf.seek(length - n);
            raf.readFully(bytes);
            List<String> lines = new ArrayList<>(Arrays.asList(new String(bytes, StandardCharsets.UTF_8).split("\\R")));
            if (n < length && !lines.isEmpty()) {
                lines.remove(0);
            }
            lines.removeIf(String::isBlank);
            return List.copyOf(lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size()));
        }
    }
}
