package io.tenure.program;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * What a JFR recording adds to a GC log's profile: the CPUs ({@code jdk.CPUInformation}), the
 * peak number of live Java threads ({@code jdk.JavaThreadStatistics}), and the process's CPU time,
 * integrated from {@code jdk.CPULoad} samples (JVM user + system share of the machine × CPUs ×
 * time between samples), and how many threads allocate ({@code jdk.ThreadAllocationStatistics}).
 * Each is null when the recording has no such event.
 *
 * <p>The allocating threads are an effective count, (&Sigma;a)&sup2; / &Sigma;a&sup2; over each
 * thread's bytes allocated a (the inverse Simpson index): n threads allocating alike count n, a
 * thread pool whose one thread does nearly all the allocation counts about 1, and the JVM's own
 * threads, which allocate next to nothing, count next to nothing. This is the benchmark's
 * {@code --threads} knob measured on the program: how many threads the collector's allocation
 * paths, barriers and young collections serve. Threads that allocated one after another count as
 * if they ran together; the recording cannot tell the two apart.
 *
 * @param hardwareThreads   CPUs (hardware threads) of the machine
 * @param peakJavaThreads   the most live Java threads at once, JVM-internal ones included
 * @param processCpuSeconds CPU seconds of the JVM process over the recorded samples
 * @param allocatingThreads the effective number of allocating threads, or null when the recording
 *                          has no per-thread allocation figures (or no thread allocated)
 */
public record JfrFacts(Integer hardwareThreads, Integer peakJavaThreads, Double processCpuSeconds,
                       Double allocatingThreads) {
    public static final JfrFacts NONE = new JfrFacts(null, null, null, null);

    /**
     * @throws IOException when the file is not a JFR recording or cannot be read
     */
    public static JfrFacts read(Path recording) throws IOException {
        Integer hwThreads = null;
        long peakThreads = -1;
        double cpuShareSeconds = 0;
        boolean anyLoad = false;
        Instant previousLoad = null;
        // cumulative bytes per thread: its largest sample is its total (a thread that ended before
        // the last sample keeps the figure of the sample before)
        Map<Long, Long> allocatedByThread = new HashMap<>();
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                switch (e.getEventType().getName()) {
                    case "jdk.CPUInformation" -> {
                        if (hwThreads == null && e.hasField("hwThreads")) {
                            hwThreads = e.getInt("hwThreads");
                        }
                    }
                    case "jdk.JavaThreadStatistics" -> {
                        if (e.hasField("peakCount")) {
                            peakThreads = Math.max(peakThreads, e.getLong("peakCount"));
                        }
                    }
                    case "jdk.CPULoad" -> {
                        Instant at = e.getStartTime();
                        if (previousLoad != null && at.isAfter(previousLoad)) {
                            double seconds = (at.toEpochMilli() - previousLoad.toEpochMilli()) / 1000.0;
                            cpuShareSeconds += (e.getFloat("jvmUser") + e.getFloat("jvmSystem")) * seconds;
                            anyLoad = true;
                        }
                        previousLoad = at;
                    }
                    case "jdk.ThreadAllocationStatistics" -> {
                        if (e.hasField("allocated") && e.getThread("thread") != null) {
                            allocatedByThread.merge(e.getThread("thread").getId(), e.getLong("allocated"), Math::max);
                        }
                    }
                    default -> {
                        // other events say nothing this profile uses
                    }
                }
            }
        }
        Double processCpu = anyLoad && hwThreads != null ? cpuShareSeconds * hwThreads : null;
        return new JfrFacts(hwThreads, peakThreads < 0 ? null : Integer.valueOf((int) peakThreads), processCpu,
                effectiveCount(allocatedByThread.values()));
    }

    /** (&Sigma;a)&sup2; / &Sigma;a&sup2;, or null when nothing was allocated. */
    static Double effectiveCount(Iterable<Long> allocated) {
        double sum = 0;
        double sumOfSquares = 0;
        for (long a : allocated) {
            double bytes = Math.max(0, a);
            sum += bytes;
            sumOfSquares += bytes * bytes;
        }
        return sumOfSquares > 0 ? sum * sum / sumOfSquares : null;
    }
}
