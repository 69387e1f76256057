package io.tenure.bench.jmh;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Peak memory of one parse, each in a fresh child JVM with a capped heap ("a 1 GB log parses with
 * {@code -Xmx64m}"): for every tool and every heap cap asked for, it starts
 * {@code java -Xmx<cap> -cp <this jar> PeakHeapHarness --child <tool> <log> <result>}, which parses
 * the log once and writes its figures to the result file, and prints one line per run.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.tenure.bench.jmh.PeakHeapHarness /tmp/big-g1.log 64m,256m,1g,4g
 * </pre>
 *
 * Figures: wall time and MB/s of the single parse; peak heap = the sum over heap memory pools of
 * each pool's peak usage since the parse began (an upper bound of the true peak, as pools peak at
 * different moments), and peak RSS = {@code VmHWM} of the child (its whole process, JIT and
 * metaspace included). A run that exceeds its heap ends with {@code OutOfMemoryError}: that, with
 * the cap, is the figure.
 */
public final class PeakHeapHarness {
    private static final long CHILD_TIMEOUT_MINUTES = 15;

    private PeakHeapHarness() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length >= 1 && args[0].equals("--child")) {
            child(args[1], Path.of(args[2]), Path.of(args[3]));
            return;
        }
        if (args.length < 1 || args.length > 3) {
            System.err.println("usage: PeakHeapHarness LOG [HEAP_CAPS, default 64m] [TOOLS, default tenure,gcviewer]");
            System.exit(2);
        }
        Path log = Path.of(args[0]);
        String[] caps = (args.length > 1 ? args[1] : "64m").split(",");
        String[] tools = (args.length > 2 ? args[2] : "tenure,gcviewer").split(",");
        System.out.printf(Locale.ROOT, "%-9s %-6s %-10s %9s %8s %10s %13s %13s%n",
                "tool", "-Xmx", "outcome", "seconds", "MB/s", "events", "peak heap MB", "peak RSS MB");
        for (String tool : tools) {
            for (String cap : caps) {
                System.out.println(parent(tool, cap, log));
            }
        }
    }

    /** Runs one child and formats its result line. */
    private static String parent(String tool, String cap, Path log) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("tenure-peak-heap");
        Path result = dir.resolve("result.properties");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + cap, "-Xms" + cap, "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"),
                PeakHeapHarness.class.getName(), "--child", tool, log.toString(), result.toString()));
        Process process = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("stdout.txt").toFile())
                .redirectError(dir.resolve("stderr.txt").toFile())
                .start();
        if (!process.waitFor(CHILD_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
            process.destroyForcibly().waitFor();
            return String.format(Locale.ROOT, "%-9s %-6s timeout after %d min (%s)", tool, cap, CHILD_TIMEOUT_MINUTES, dir);
        }
        Map<String, String> figures = read(result);
        String outcome = figures.isEmpty() ? outcomeOf(process.exitValue(), dir) : "ok";
        return String.format(Locale.ROOT, "%-9s %-6s %-10s %9s %8s %10s %13s %13s", tool, cap, outcome,
                figures.getOrDefault("seconds", "-"), figures.getOrDefault("mbPerSecond", "-"),
                figures.getOrDefault("events", "-"), figures.getOrDefault("peakHeapMB", "-"),
                figures.getOrDefault("peakRssMB", "-"));
    }

    private static String outcomeOf(int exitCode, Path dir) throws IOException {
        String stderr = Files.readString(dir.resolve("stderr.txt"), StandardCharsets.UTF_8);
        if (stderr.contains("OutOfMemoryError")) {
            return "OOM";
        }
        return "exit " + exitCode + " (" + dir + ")";
    }

    private static Map<String, String> read(Path result) throws IOException {
        Map<String, String> figures = new LinkedHashMap<>();
        if (Files.exists(result)) {
            for (String line : Files.readAllLines(result, StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    figures.put(line.substring(0, eq), line.substring(eq + 1));
                }
            }
        }
        return figures;
    }

    /** In the child JVM: one parse, then the figures into {@code result}. */
    private static void child(String tool, Path log, Path result) throws IOException {
        List<MemoryPoolMXBean> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP).toList();
        System.gc();
        heapPools.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = System.nanoTime();
        long events = switch (tool) {
            case "tenure" -> ParserRuns.tenureEvents(log);
            case "gcviewer" -> ParserRuns.gcviewerPauses(log);
            default -> throw new IllegalArgumentException("unknown tool " + tool + " (tenure, gcviewer)");
        };
        double seconds = (System.nanoTime() - start) / 1e9;
        long peakHeap = heapPools.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        double mb = 1 << 20;
        String figures = String.join("\n",
                "events=" + events,
                String.format(Locale.ROOT, "seconds=%.2f", seconds),
                String.format(Locale.ROOT, "mbPerSecond=%.1f", Files.size(log) / mb / seconds),
                String.format(Locale.ROOT, "peakHeapMB=%.1f", peakHeap / mb),
                "peakRssMB=" + peakRssMB(),
                "");
        Files.writeString(result, figures, StandardCharsets.UTF_8);
    }

    /** The process's peak resident set ({@code VmHWM} in /proc/self/status), or "-" where there is no /proc. */
    private static String peakRssMB() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return "-";
        }
        for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
            if (line.startsWith("VmHWM:")) {
                long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                return String.format(Locale.ROOT, "%.1f", kb / 1024.0);
            }
        }
        return "-";
    }
}
