package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the packaged {@code tenure.jar} in a child JVM, exactly as the launcher script does, and
 * captures what a user would see.
 */
final class TenureProcess {
    private TenureProcess() {
    }

    record Result(int exitCode, String out, String err) {
    }

    static Path root() {
        String root = System.getProperty("tenure.root");
        assertThat(root).as("system property tenure.root (set by the parent POM)").isNotNull();
        return Path.of(root);
    }

    static Path fixtures() {
        return Path.of(System.getProperty("tenure.fixtures"));
    }

    /** Starts tenure without waiting (output discarded), for tests that stop it. */
    static Process start(Path workDir, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(root().resolve("cli/target/tenure.jar").toString());
        command.addAll(List.of(args));
        return new ProcessBuilder(command).directory(workDir.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    /**
     * Starts tenure as a shell starts a foreground job, in a process group of its own (setsid), its
     * stdout and stderr to files: {@code kill -INT -- -PID} then does what Ctrl-C does, signalling
     * tenure and every child it runs at once. SIGINT is set back to its default first (perl, in
     * every Debian): a build started as a background job of a shell without job control runs with
     * SIGINT ignored, tenure would inherit that, and Ctrl-C could not be tested.
     */
    static Process startInOwnProcessGroup(Path workDir, Path stdout, Path stderr, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add("setsid");
        command.addAll(List.of("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec { $ARGV[0] } @ARGV or die \"exec $ARGV[0]: $!\\n\""));
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(root().resolve("cli/target/tenure.jar").toString());
        command.addAll(List.of(args));
        return new ProcessBuilder(command).directory(workDir.toFile()).redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile()).start();
    }

    /** A condition a test waits for that may read files. */
    @FunctionalInterface
    interface Condition {
        boolean holds() throws Exception;
    }

    /**
     * The processes below {@code tenure} whose command line contains {@code marker}, found once
     * {@code ready} holds: the run a Ctrl-C test interrupts. Empty when tenure ends first or after
     * 3 minutes, for the caller's assertion to say so with tenure's stderr.
     */
    static List<ProcessHandle> awaitChildren(Process tenure, String marker, Condition ready) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        List<ProcessHandle> children = List.of();
        while (System.nanoTime() < deadline && tenure.isAlive() && children.isEmpty()) {
            Thread.sleep(50);
            if (ready.holds()) {
                children = tenure.descendants().filter(p -> p.info().commandLine().orElse("").contains(marker)).toList();
            }
        }
        return children;
    }

    /** What Ctrl-C in a terminal does: SIGINT to the foreground process group, tenure and its children at once. */
    static void pressCtrlC(Process startedInOwnGroup) throws IOException, InterruptedException {
        assertThat(new ProcessBuilder("kill", "-INT", "--", "-" + startedInOwnGroup.pid()).start().waitFor()).isZero();
    }

    static Result run(Path workDir, String... args) throws IOException, InterruptedException {
        return run(workDir, Map.of(), args);
    }

    /** Runs tenure with {@code environment} added to this JVM's environment. */
    static Result run(Path workDir, Map<String, String> environment, String... args) throws IOException, InterruptedException {
        Path jar = root().resolve("cli/target/tenure.jar");
        assertThat(jar).as("the packaged CLI (built by the cli module before this one)").exists();
        return run(jar, workDir, environment, args);
    }

    /** Runs {@code jar} (a copy of tenure.jar elsewhere, say) as {@code java -jar} would. */
    static Result run(Path jar, Path workDir, String... args) throws IOException, InterruptedException {
        return run(jar, workDir, Map.of(), args);
    }

    private static Result run(Path jar, Path workDir, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(List.of(args));
        Path out = Files.createTempFile("tenure-out", ".txt");
        Path err = Files.createTempFile("tenure-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().putAll(environment);
            Process process = builder.start();
            if (!process.waitFor(5, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("tenure did not finish in 5 minutes: " + command);
            }
            return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
