package io.tenure.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The CPU time of a running JVM's GC threads, sampled from {@code /proc/<pid>/task/<tid>/stat}
 * every {@value #PERIOD_MS} ms: the last sample of each thread before it (or the process)
 * ended. HotSpot names its GC threads, and the kernel keeps the first 15 characters of a name:
 * {@code GC Thread#N} (Parallel and G1 workers), {@code G1 Conc#N}, {@code G1 Refine#N},
 * {@code G1 Main Marker}, {@code G1 Service}, {@code ZWorker…}, {@code ZDirector},
 * {@code ZDriver…}, {@code ZStat}, {@code ZUncommitter}, {@code Shenandoah …}; JDK 8 names
 * {@code GC task thread#N} and {@code Gang worker#N}. Serial collects in the {@code VM Thread},
 * which also runs every other safepoint operation, so it is not counted: for Serial this gives
 * no figure and the GC log's {@code [gc,cpu]} lines are used instead.
 */
final class GcThreadSampler {
    static final long PERIOD_MS = 50;
    static final Pattern GC_THREAD = Pattern.compile(
            "^(GC Thread#|GC task thread|Gang worker|G1 |ZWorker|ZDirector|ZDriver|ZStat|ZUncommit|ZUnmap|Shenandoah|CMS)");
    private static final double TICKS_PER_SECOND = 100.0;

    private final ProcessHandle root;
    private final Map<String, Double> secondsByThread = new ConcurrentHashMap<>();
    private final Thread thread;
    private volatile boolean stopped;

    private GcThreadSampler(ProcessHandle root) {
        this.root = root;
        this.thread = new Thread(this::loop, "tenure-gc-threads-" + root.pid());
        thread.setDaemon(true);
    }

    /** Starts sampling {@code root} and its descendants (a launcher script's JVM). */
    static GcThreadSampler start(ProcessHandle root) {
        GcThreadSampler sampler = new GcThreadSampler(root);
        sampler.thread.start();
        return sampler;
    }

    /** Stops sampling; the sum of the last samples, or null when no GC-named thread was seen. */
    Double stop() throws InterruptedException {
        stopped = true;
        thread.interrupt();
        thread.join(1000);
        if (secondsByThread.isEmpty()) {
            return null;
        }
        return secondsByThread.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    private void loop() {
        while (!stopped && root.isAlive()) {
            sample();
            try {
                Thread.sleep(PERIOD_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void sample() {
        List<ProcessHandle> tree = new ArrayList<>();
        tree.add(root);
        root.descendants().forEach(tree::add);
        for (ProcessHandle process : tree) {
            Path tasks = Path.of("/proc", Long.toString(process.pid()), "task");
            try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
                for (Path task : threads) {
                    readThread(process.pid() + "/" + task.getFileName(), task.resolve("stat"));
                }
            } catch (IOException | RuntimeException e) {
                // the process ended between listing and reading: its last sample stands
            }
        }
    }

    private void readThread(String key, Path stat) {
        String text;
        try {
            text = Files.readString(stat, StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            return;
        }
        Double seconds = gcThreadSeconds(text);
        if (seconds != null) {
            secondsByThread.merge(key, seconds, Math::max);
        }
    }

    /** utime + stime of a {@code stat} line when its thread name is a GC thread's; else null. */
    static Double gcThreadSeconds(String statLine) {
        int open = statLine.indexOf('(');
        int close = statLine.lastIndexOf(')');
        if (open < 0 || close < open) {
            return null;
        }
        String name = statLine.substring(open + 1, close);
        if (!GC_THREAD.matcher(name).find()) {
            return null;
        }
        String[] rest = statLine.substring(close + 2).trim().split(" ");
        if (rest.length < 13) {
            return null;
        }
        try {
            return (Long.parseLong(rest[11]) + Long.parseLong(rest[12])) / TICKS_PER_SECOND;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
