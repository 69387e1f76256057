package io.tenure.e2e.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The packaged command run as a hostile or careless user runs it: standard output to a given file
 * or device ({@code > /dev/full}), an environment of their own. Every run also checks what a run
 * must never leave: files in tenure's temporary directory.
 */
final class Tenure {
    record Result(int exitCode, String out, String err, long millis) {
        @Override
        public String toString() {
            return "exit " + exitCode + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }

    private Tenure() {
    }

    static Path root() {
        return Path.of(System.getProperty("tenure.root"));
    }

    static Path fixtures() {
        return Path.of(System.getProperty("tenure.fixtures"));
    }

    static Result run(Path workDir, String... args) throws IOException, InterruptedException {
        return run(workDir, null, Map.of(), args);
    }

    /** Runs tenure with standard output to {@code stdout} (a file or device; null: captured). */
    static Result run(Path workDir, File stdout, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + scratch(workDir), "-jar", root().resolve("cli/target/tenure.jar").toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(workDir, "stdout", ".txt");
        Path err = Files.createTempFile(workDir, "stderr", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
                    .redirectOutput(stdout == null ? out.toFile() : stdout).redirectError(err.toFile());
            builder.environment().putAll(environment);
            long start = System.nanoTime();
            Process process = builder.start();
            if (!process.waitFor(5, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("tenure did not finish in 5 minutes: " + command);
            }
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), millis);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** The temporary directory the runs of {@code workDir} get: nothing may stay in it. */
    static Path scratch(Path workDir) throws IOException {
        return Files.createDirectories(workDir.resolve("tmp"));
    }

    /** Asserts that no run left anything in its temporary directory. */
    static void assertNoStrayFiles(Path workDir) throws IOException {
        Path scratch = scratch(workDir);
        try (Stream<Path> left = Files.walk(scratch)) {
            assertThat(left.filter(p -> !p.equals(scratch)).toList()).as("left in java.io.tmpdir").isEmpty();
        }
    }

    /** mkfifo, or false where there is none. */
    static boolean mkfifo(Path fifo) throws IOException, InterruptedException {
        try {
            return new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** The file type bits of {@code path} ({@code 0020000} a character device, {@code 0010000} a FIFO). */
    static int type(Path path) throws IOException {
        return ((Integer) Files.getAttribute(path, "unix:mode")) & 0170000;
    }

    static final int CHARACTER_DEVICE = 0020000;
    static final int FIFO = 0010000;
}
