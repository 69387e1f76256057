package io.tenure.platforms.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The CPU time of a running JVM's GC threads, from two sources, the better one used. It is a
 * {@link ProcessTreeSampler.Probe} that {@link JvmLauncher#start(LaunchRequest, ProcessTreeSampler.Probe)}
 * runs in the launch's one sampling loop, beside the CPU time and resident set every launch
 * samples, at most every {@value #PERIOD_MS} ms; {@link #finish} gives the figure once the child
 * has ended.
 *
 * <ol>
 * <li>{@value #PERF_COUNTERS}: the JVM's own account, {@code sun.threads.total_gc_cpu_time}
 *     (else the sum of {@code sun.threads.cpu_time.gc_*}) in its hsperfdata file
 *     ({@link PerfDataFile}), in ticks of {@code sun.os.hrt.frequency}. JDK 25 publishes it (JDK 17
 *     and 21 do not); it counts the GC worker, concurrent and service threads of G1 and Parallel,
 *     and stays 0 for Serial (which collects in the VM thread), ZGC and Shenandoah: a total of 0
 *     is taken as "not counted", not as "no GC work". The file is kept open, so the value read
 *     last is the JVM's at exit (the JVM deletes the file, the open handle still reads it).
 * <li>{@value #PROC_THREADS}: {@code /proc/<pid>/task/<tid>/stat} of the threads HotSpot names as
 *     GC threads, the last sample of each thread before it (or the process) ended. The kernel
 *     keeps the first 15 characters of a name: {@code GC Thread#N} (Parallel and G1 workers),
 *     {@code G1 Conc#N}, {@code G1 Refine#N}, {@code G1 Main Marker}, {@code G1 Service},
 *     {@code ZWorker…}, {@code ZDirector}, {@code ZDriver…}, {@code ZStat},
 *     {@code ZUncommitter}, {@code Shenandoah …}; JDK 8 names {@code GC task thread#N} and
 *     {@code Gang worker#N}. Serial collects in the {@code VM Thread}, which also runs every
 *     other safepoint operation, so it is not counted: for Serial neither source gives a figure
 *     and the GC log's {@code [gc,cpu]} lines are used instead.
 * </ol>
 */
public final class GcCpuProbe implements ProcessTreeSampler.Probe {
    /** The least time between two samples of the GC threads (reading every thread's stat costs more than one). */
    static final long PERIOD_MS = 50;
    public static final String PERF_COUNTERS = "perf-counters";
    public static final String PROC_THREADS = "proc-threads";
    static final String TOTAL_COUNTER = "sun.threads.total_gc_cpu_time";
    static final String PART_COUNTER_PREFIX = "sun.threads.cpu_time.gc_";
    static final String FREQUENCY_COUNTER = "sun.os.hrt.frequency";
    static final Pattern GC_THREAD = Pattern.compile(
            "^(GC Thread#|GC task thread|Gang worker|G1 |ZWorker|ZDirector|ZDriver|ZStat|ZUncommit|ZUnmap|Shenandoah|CMS)");

    /** GC CPU seconds and where they come from ({@link #PERF_COUNTERS}, {@link #PROC_THREADS}). */
    public record Measurement(double seconds, String source) {
    }

    private final Map<String, Double> secondsByThread = new ConcurrentHashMap<>();
    private final Map<Long, PerfDataFile> perfFiles = new ConcurrentHashMap<>();
    private final Map<Long, Double> perfSecondsByPid = new ConcurrentHashMap<>();
    private long lastSampleNanos;

    /**
     * Once the launch's sampling has stopped ({@link RunningProcess#await} has returned): reads the
     * counters the JVMs left at exit and closes their files; the performance counters when a JVM
     * gave a non-zero total, else the GC-named threads' CPU, else null.
     */
    public Measurement finish() {
        perfFiles.forEach((pid, file) -> readCounters(pid, file));
        for (PerfDataFile file : perfFiles.values()) {
            try {
                file.close();
            } catch (IOException e) {
                // a read-only handle: nothing was written that closing could lose
            }
        }
        perfFiles.clear();
        double perf = perfSecondsByPid.values().stream().mapToDouble(Double::doubleValue).sum();
        if (perf > 0) {
            return new Measurement(perf, PERF_COUNTERS);
        }
        if (!secondsByThread.isEmpty()) {
            return new Measurement(secondsByThread.values().stream().mapToDouble(Double::doubleValue).sum(), PROC_THREADS);
        }
        return null;
    }

    /** Samples the tree (the root, then its descendants: a launcher script's JVM), at most every {@value #PERIOD_MS} ms. */
    @Override
    public void sample(List<ProcessHandle> tree) {
        long now = System.nanoTime();
        if (lastSampleNanos != 0 && now - lastSampleNanos < PERIOD_MS * 1_000_000) {
            return;
        }
        lastSampleNanos = now;
        for (ProcessHandle process : tree) {
            long pid = process.pid();
            PerfDataFile file = perfFiles.get(pid);
            if (file == null) {
                file = PerfDataFile.open(pid).orElse(null);
                if (file != null) {
                    perfFiles.put(pid, file);
                }
            }
            if (file != null) {
                readCounters(pid, file);
            }
            Path tasks = Path.of("/proc", Long.toString(pid), "task");
            try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
                for (Path task : threads) {
                    readThread(pid + "/" + task.getFileName(), task.resolve("stat"));
                }
            } catch (IOException | RuntimeException e) {
                // the process ended between listing and reading: its last sample stands
            }
        }
    }

    private void readCounters(long pid, PerfDataFile file) {
        Double seconds = gcCounterSeconds(file.longCounters());
        if (seconds != null) {
            perfSecondsByPid.merge(pid, seconds, Math::max);
        }
    }

    /** GC CPU seconds from a JVM's long counters; null when the JVM does not publish them. */
    static Double gcCounterSeconds(Map<String, Long> counters) {
        Long frequency = counters.get(FREQUENCY_COUNTER);
        if (frequency == null || frequency <= 0) {
            return null;
        }
        Long total = counters.get(TOTAL_COUNTER);
        if (total == null) {
            List<Long> parts = counters.entrySet().stream().filter(e -> e.getKey().startsWith(PART_COUNTER_PREFIX))
                    .map(Map.Entry::getValue).toList();
            if (parts.isEmpty()) {
                return null;
            }
            total = parts.stream().mapToLong(Long::longValue).sum();
        }
        return total < 0 ? null : total / (double) frequency;
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
        String name = ProcStat.name(statLine);
        if (name == null || !GC_THREAD.matcher(name).find()) {
            return null;
        }
        ProcStat stat = ProcStat.parse(statLine);
        return stat == null ? null : stat.userSeconds() + stat.systemSeconds();
    }
}
