package io.tenure.platforms.launch;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one way tenure starts a child process, with JMH's discipline: the command as a list (no
 * shell), stdout and stderr sent to files (a chatty child can never block on a full pipe), stdin
 * from a file or empty, a time limit after which the whole process tree is killed, and the tail
 * of both streams kept for the failure message. If tenure itself is stopped (Ctrl-C, SIGTERM), a
 * shutdown hook kills every child still running, so no orphan keeps allocating.
 *
 * <p><b>Environment policy.</b> The variables a JVM reads options from
 * ({@link #JVM_OPTION_VARIABLES}) are removed from every child's environment, because a child
 * must run exactly the options its command names: {@code _JAVA_OPTIONS=-Xmn8m} in the user's
 * shell would otherwise silently resize every benchmark cell. What was removed is returned in the
 * result, so callers record it. Everything else is inherited.
 *
 * <p><b>Resources.</b> While the child runs, {@code /proc} is sampled for its CPU time and its
 * resident-set high-water mark (and those of its descendants, for launcher scripts). At exit, the
 * kernel adds the child's whole CPU time to tenure's "waited-for children" account
 * ({@code cutime + cstime} in {@code /proc/self/stat}); when no other child ended meanwhile, that
 * difference is the exact figure, otherwise the last sample is used and marked inexact. Where
 * {@code /proc} does not exist (not Linux), both are null.
 */
public final class JvmLauncher {
    /** Variables that make a JVM pick up options behind the command's back. */
    public static final List<String> JVM_OPTION_VARIABLES =
            List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "IBM_JAVA_OPTIONS", "OPENJ9_JAVA_OPTIONS");

    private static final int TAIL_LINES = 12;
    private static final int TAIL_BYTES = 8192;
    private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> RUNNING.forEach(JvmLauncher::killTree), "tenure-kill-children"));
    }

    private JvmLauncher() {
    }

    /** The JVM-option variables set in {@code environment}, name → value, in a stable order. */
    public static Map<String, String> jvmOptionVariablesIn(Map<String, String> environment) {
        Map<String, String> present = new LinkedHashMap<>();
        for (String name : JVM_OPTION_VARIABLES) {
            String value = environment.get(name);
            if (value != null) {
                present.put(name, value);
            }
        }
        return present;
    }

    /** Starts the process; {@link RunningProcess#await()} waits for it within the time limit. */
    public static RunningProcess start(LaunchRequest request) throws IOException {
        return start(request, tree -> { });
    }

    /**
     * Starts the process, and runs {@code probe} in the loop that samples its resources, after
     * each sample, until {@link RunningProcess#await()} returns (a figure the launch does not take
     * itself: {@link GcCpuProbe}).
     */
    public static RunningProcess start(LaunchRequest request, ProcessTreeSampler.Probe probe) throws IOException {
        Files.createDirectories(request.stdout().toAbsolutePath().getParent());
        Files.createDirectories(request.stderr().toAbsolutePath().getParent());
        ProcessBuilder builder = new ProcessBuilder(request.command())
                .directory(request.workDir().toFile())
                .redirectOutput(request.stdout().toFile())
                .redirectError(request.stderr().toFile())
                .redirectInput(request.stdin() == null ? ProcessBuilder.Redirect.from(nullDevice())
                        : ProcessBuilder.Redirect.from(request.stdin().toFile()));
        Map<String, String> environment = builder.environment();
        Map<String, String> removed = jvmOptionVariablesIn(environment);
        removed.keySet().forEach(environment::remove);
        environment.putAll(request.environment());
        ChildAccount account = ChildAccount.open();
        long startNanos = System.nanoTime();
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            account.close();
            throw new IOException("cannot start " + request.command().get(0) + ": " + e.getMessage()
                    + "\n  command: " + commandLine(request.command()), e);
        }
        RUNNING.add(process);
        return new RunningProcess(request, process, startNanos, removed, account, ResourceSampler.start(process, probe));
    }

    /**
     * Runs the request to completion or until its time limit.
     *
     * @throws IOException when the process cannot be started at all (no such executable)
     */
    public static LaunchResult run(LaunchRequest request) throws IOException, InterruptedException {
        return start(request).await();
    }

    static void finished(Process process) {
        RUNNING.remove(process);
    }

    static void killTree(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** The command as one shell-like line (arguments with spaces quoted), for messages. */
    public static String commandLine(List<String> command) {
        return String.join(" ", command.stream().map(JvmLauncher::quoted).toList());
    }

    /**
     * The request as a POSIX shell line that runs it as {@link #start} does: in its directory, with
     * the JVM-option variables removed and its own variables set, and its standard input. A run's
     * {@code command.txt} is this line, so that pasting it reproduces the run. Both paths are
     * absolute: {@link #start} resolves a relative directory and input against tenure's own
     * directory, where a pasted line would take the directory against wherever it is pasted and
     * the input, read after {@code cd}, against the run's directory.
     */
    public static String shellLine(LaunchRequest request) {
        List<String> words = new ArrayList<>(List.of("cd", quoted(request.workDir().toAbsolutePath().toString()), "&&",
                "env"));
        JVM_OPTION_VARIABLES.forEach(name -> words.addAll(List.of("-u", name)));
        request.environment().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> words.add(quoted(e.getKey() + "=" + e.getValue())));
        request.command().forEach(a -> words.add(quoted(a)));
        words.add("<");
        words.add(request.stdin() == null ? "/dev/null" : quoted(request.stdin().toAbsolutePath().toString()));
        return String.join(" ", words);
    }

    private static String quoted(String word) {
        return word.matches("[\\w@%+=:,./-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    /** The last lines of a file, read from its end so a huge log costs nothing. */
    public static List<String> tail(Path file) throws IOException {
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

    private static File nullDevice() {
        return new File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
    }
}
