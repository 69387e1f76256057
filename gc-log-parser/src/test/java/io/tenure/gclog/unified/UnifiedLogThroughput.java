package io.tenure.gclog.unified;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.input.PlainLogFile;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Rough throughput check run by hand (the JMH benchmark lives in {@code benchmarks}): parses a
 * log several times in one JVM and prints MB/s by wall clock and by this thread's CPU time, which
 * is the fair figure on a shared machine. Not a test.
 *
 * <pre>
 * src/test/resources/fixtures/corpus/bench/make-big-log 4 /tmp/big-g1.log
 * java -Xmx64m -cp gc-log-parser/target/classes:gc-log-parser/target/test-classes:platforms/target/classes \
 *     io.tenure.gclog.unified.UnifiedLogThroughput /tmp/big-g1.log 5
 * </pre>
 */
public final class UnifiedLogThroughput {
    private UnifiedLogThroughput() {
    }

    public static void main(String[] args) throws IOException {
        Path log = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        double megabytes = Files.size(log) / 1e6;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        PrintStream out = System.out;
        for (int round = 1; round <= rounds; round++) {
            long wall = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            long pauses = 0;
            long events = 0;
            Diagnostics diagnostics = new Diagnostics();
            try (EventReader reader = new UnifiedLogParser().open(PlainLogFile.of(log), diagnostics)) {
                for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                    events++;
                    if (e instanceof PauseEvent) {
                        pauses++;
                    }
                }
            }
            double wallSeconds = (System.nanoTime() - wall) / 1e9;
            double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            out.printf(Locale.ROOT, "round %d: %.1f MB, %d events, %d pauses, %d unparsed, %.0f MB/s wall, %.0f MB/s cpu%n",
                    round, megabytes, events, pauses, diagnostics.unparsedLines(), megabytes / wallSeconds, megabytes / cpuSeconds);
        }
    }
}
