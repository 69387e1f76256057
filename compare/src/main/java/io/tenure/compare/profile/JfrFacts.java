package io.tenure.compare.profile;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * What a JFR recording adds to a GC log's profile: the CPUs ({@code jdk.CPUInformation}), the
 * peak number of live Java threads ({@code jdk.JavaThreadStatistics}), and the process's CPU time,
 * integrated from {@code jdk.CPULoad} samples (JVM user + system share of the machine × CPUs ×
 * time between samples). Each is null when the recording has no such event.
 *
 * @param hardwareThreads   CPUs (hardware threads) of the machine
 * @param peakJavaThreads   the most live Java threads at once, JVM-internal ones included
 * @param processCpuSeconds CPU seconds of the JVM process over the recorded samples
 */
public record JfrFacts(Integer hardwareThreads, Integer peakJavaThreads, Double processCpuSeconds) {
    public static final JfrFacts NONE = new JfrFacts(null, null, null);

    /**
     * @throws IOException when the file is not a JFR recording or cannot be read
     */
    public static JfrFacts read(Path recording) throws IOException {
        Integer hwThreads = null;
        long peakThreads = -1;
        double cpuShareSeconds = 0;
        boolean anyLoad = false;
        Instant previousLoad = null;
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
                    default -> {
                        // other events say nothing this profile uses
                    }
                }
            }
        }
        Double processCpu = anyLoad && hwThreads != null ? cpuShareSeconds * hwThreads : null;
        return new JfrFacts(hwThreads, peakThreads < 0 ? null : Integer.valueOf((int) peakThreads), processCpu);
    }
}
