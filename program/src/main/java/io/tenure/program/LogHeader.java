package io.tenure.program;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.metrics.LogObserver;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a HotSpot log says beyond its GC events, which the event parser does not keep: the
 * {@code gc,init} header ({@code CPUs: 2 total, 2 available}, {@code Heap Max Capacity: 384M},
 * {@code Parallel Workers: 2}) and the GC threads' CPU time ({@code [gc,cpu] GC(3) User=0.01s
 * Sys=0.00s Real=0.01s}; JDK 8: {@code [Times: user=0.03 sys=0.01, real=0.01 secs]}). Each figure is
 * null when no line gives it; the first header value wins (a rotated set repeats its header).
 *
 * @param availableCpus  CPUs available to the JVM
 * @param maxHeapBytes   the maximum heap the JVM was given
 * @param gcWorkers      parallel GC worker threads
 * @param gcCpuSeconds   user + system CPU seconds of the GC threads over every logged collection
 */
public record LogHeader(Integer availableCpus, Long maxHeapBytes, Integer gcWorkers, Double gcCpuSeconds) {
    private static final Pattern CPUS = Pattern.compile("\\bCPUs: \\d+ total, (\\d+) available");
    private static final Pattern MAX_HEAP = Pattern.compile("\\bHeap Max Capacity: (\\d+)([KMG]?)\\b");
    private static final Pattern WORKERS = Pattern.compile("\\bParallel Workers: (\\d+)");
    private static final Pattern GC_CPU = Pattern.compile("\\[gc,cpu\\s*\\].*User=([0-9.]+)s Sys=([0-9.]+)s");
    private static final Pattern TIMES = Pattern.compile("\\[Times: user=([0-9.]+) sys=([0-9.]+)");

    public static final LogHeader NONE = new LogHeader(null, null, null, null);

    /**
     * Collects the header from the lines the parser reads ({@link LogObserver#lines}), so that a
     * log analysed whole is read once: install it as the log's observer, then take {@link #header}.
     * A format whose parser does not read lines (JFR, OpenJ9 XML) has none of these lines: NONE.
     */
    public static final class Collector implements LogObserver {
        private final Scan scan = new Scan();

        @Override
        public void onEvent(GcEvent event, int runIndex, double runSeconds) {
        }

        @Override
        public LineTap lines(LogFile file, LogFormat format) {
            // only lines that can hold a figure become Strings: the others are most of a log
            return line -> {
                if (line.indexOf("gc,", 0) >= 0 || line.indexOf("[Times: ", 0) >= 0) {
                    scan.line(line.toString());
                }
            };
        }

        public LogHeader header() {
            return scan.header();
        }
    }

    private static final class Scan {
        Integer cpus;
        Long maxHeap;
        Integer workers;
        double gcCpu;
        boolean anyCpu;

        LogHeader header() {
            return new LogHeader(cpus, maxHeap, workers, anyCpu ? gcCpu : null);
        }

        void line(String line) {
            Matcher m;
            if (line.contains("gc,cpu") || line.contains("[Times: ")) {
                m = GC_CPU.matcher(line);
                if (!m.find()) {
                    m = TIMES.matcher(line);
                    if (!m.find()) {
                        return;
                    }
                }
                gcCpu += Double.parseDouble(m.group(1)) + Double.parseDouble(m.group(2));
                anyCpu = true;
                return;
            }
            if (!line.contains("gc,init")) {
                return;
            }
            if (cpus == null && (m = CPUS.matcher(line)).find()) {
                cpus = Integer.valueOf(m.group(1));
            } else if (maxHeap == null && (m = MAX_HEAP.matcher(line)).find()) {
                maxHeap = Long.parseLong(m.group(1)) * switch (m.group(2)) {
                    case "K" -> 1024L;
                    case "M" -> 1024L * 1024;
                    case "G" -> 1024L * 1024 * 1024;
                    default -> 1L;
                };
            } else if (workers == null && (m = WORKERS.matcher(line)).find()) {
                workers = Integer.valueOf(m.group(1));
            }
        }
    }
}
