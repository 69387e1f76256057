package io.tenure.validation;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The measured phase of a validation workload: wall time, process CPU time, bytes allocated by the
 * calling thread and the JVM uptime at both ends (to cut the GC log to the same window), written
 * as one JSON object to the file the host named on the command line. It also prints
 * {@link #MARKER} when the phase starts, so that {@code tenure compare --measure-from} can time the
 * same phase from outside.
 */
final class MeasuredPhase {
    /** The line printed on stdout when the measured phase starts. */
    static final String MARKER = "tenure-validation: measured phase starts";

    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final long threadId = Thread.currentThread().getId();
    private long startNanos;
    private long startCpuNanos;
    private long startAllocatedBytes;
    private long startUptimeMs;

    void start() {
        System.gc(); // the warm-up's garbage is not the measured phase's: start on an empty young generation
        System.out.println(MARKER);
        System.out.flush();
        startUptimeMs = ManagementFactory.getRuntimeMXBean().getUptime();
        startAllocatedBytes = threads.getThreadAllocatedBytes(threadId);
        startCpuNanos = os.getProcessCpuTime();
        startNanos = System.nanoTime();
    }

    /** Ends the phase and writes the result; {@code operations} is the workload's own unit of work. */
    void finish(Path resultFile, String workload, long operations, String operationUnit) throws IOException {
        long wallNanos = System.nanoTime() - startNanos;
        long cpuNanos = os.getProcessCpuTime() - startCpuNanos;
        long allocatedBytes = threads.getThreadAllocatedBytes(threadId) - startAllocatedBytes;
        long endUptimeMs = ManagementFactory.getRuntimeMXBean().getUptime();
        String json = String.format(Locale.ROOT,
                "{\"workload\": \"%s\", \"operations\": %d, \"operationUnit\": \"%s\", \"wallSeconds\": %.6f,"
                        + " \"cpuSeconds\": %.6f, \"allocatedMB\": %.3f, \"measuredStartUptimeMs\": %d,"
                        + " \"measuredEndUptimeMs\": %d, \"javaVersion\": \"%s\", \"vm\": \"%s\","
                        + " \"jvmArguments\": \"%s\"}%n",
                workload, operations, operationUnit, wallNanos / 1e9, cpuNanos / 1e9,
                allocatedBytes / 1048576.0, startUptimeMs, endUptimeMs, System.getProperty("java.version"),
                System.getProperty("java.vm.name"),
                String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()).replace("\"", "'"));
        Files.write(resultFile, json.getBytes(StandardCharsets.UTF_8));
    }
}
