package io.tenure.gclog.metrics;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.input.PlainLogFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Generates a long log's events lazily (never held in a list), for the bounded-memory check: run
 * with {@code -Xmx64m} and an event count whose events alone would need gigabytes. Two files; the
 * second is a restarted JVM. Prints the figures the test checks.
 */
public final class SyntheticLog {
    private SyntheticLog() {
    }

    public static void main(String[] args) throws IOException {
        long perFile = Long.parseLong(args[0]);
        List<LogFile> files = List.of(new PlainLogFile(Path.of("gc.log.0"), "gc.log.0"), new PlainLogFile(Path.of("gc.log.1"), "gc.log.1"));
        GcSummary s = new LogAnalysis(new LogSet("gc.log", files), LogFormat.HOTSPOT_UNIFIED, new Generator(perFile),
                AnalysisOptions.DEFAULT).run();
        System.out.printf(Locale.ROOT, "pauses=%d runs=%d young=%d full=%d survivalValues=%d series=%d stride=%d%n",
                s.pauses().count(), s.runs().size(), s.collections().young(), s.collections().full(),
                s.survival().youngCollections(), s.survival().series().size(), s.survival().seriesStride());
    }

    private record Generator(long perFile) implements GcLogParser {
        @Override
        public EventReader open(LogFile file, Diagnostics diagnostics) {
            return new EventReader() {
                private long i;

                @Override
                public GcEvent next() {
                    if (i == perFile) {
                        return null;
                    }
                    long n = i++;
                    double uptime = 1 + n * 0.01;
                    long line = n + 1;
                    if (n % 100 == 99) {
                        return Events.pause(file.name(), line, uptime, 50, EventKind.FULL, 200 * Events.MB, 20 * Events.MB);
                    }
                    return Events.young(file.name(), line, uptime, 2 + n % 7, (30 + n % 100) * Events.MB, (20 + n % 100) * Events.MB);
                }

                @Override
                public Timestamp firstSeen() {
                    return Timestamp.ofUptime(0.5);
                }

                @Override
                public Timestamp lastSeen() {
                    return Timestamp.ofUptime(1 + i * 0.01);
                }

                @Override
                public void close() {
                }
            };
        }
    }
}
