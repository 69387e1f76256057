package io.tenure.gclog;

import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.input.DecompressionLimits;
import io.tenure.gclog.input.LogInputs;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.LogObserver;
import io.tenure.io.ScratchSpace;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Reads GC logs from a program: the entry point for tools that embed tenure's parser.
 *
 * <pre>{@code
 * GcLog log = GcLogs.read(Path.of("gc.log"));
 * log.summary().pauses().p99Ms();            // the figures of tenure analyze
 * log.runs().get(0).events();                // the first JVM run's pauses, phases, safepoints
 * log.findings();                            // what is wrong, most severe first
 * }</pre>
 *
 * <p>The guide {@code docs/EMBEDDING.md} has a complete example, compiled and run by the tests.
 *
 * <p>What is read: HotSpot unified ({@code -Xlog:gc*}) and JDK 6-8 logs, OpenJ9/IBM J9 verbose GC
 * XML, JFR recordings, IBM classic text and JRockit logs, told apart by their content; plain or
 * compressed (gzip, xz, zstd, bzip2), a zip or tar archive holding one log, or a rotated set ({@code gc.log},
 * {@code gc.log.0}, {@code gc.log.1.current}, ...) stitched in the order the JVM wrote it.
 *
 * <p>A line the parser does not understand never throws: it is counted in
 * {@code summary().diagnostics()}, with the first few as samples ({@code file:line}, the text,
 * why). An {@link IOException} means the input could not be read at all: it does not exist, is
 * not a GC log in a format tenure reads ({@link io.tenure.gclog.detect.UnknownFormatException}),
 * holds several unrelated logs, or passed a bound of {@link DecompressionLimits}.
 *
 * <p>Each call reads its input once, streaming, and keeps the figures and at most
 * {@link Reader#maxEvents()} events; {@link #reader()} sets the bounds. The methods are safe to
 * call from several threads at once: a call shares no state with another.
 */
public final class GcLogs {
    /** Events kept per log by default; the figures count every event whatever the bound. */
    public static final int DEFAULT_MAX_EVENTS = 1_000_000;

    private GcLogs() {
    }

    /**
     * Reads one log: a file (plain, compressed, or an archive holding one log), or a directory
     * holding one log or one rotated set (files in it that are not GC logs are passed over).
     *
     * @throws java.nio.file.NoSuchFileException when {@code path} does not exist
     * @throws IOException when it cannot be read, is not a GC log tenure reads, or holds several logs
     */
    public static GcLog read(Path path) throws IOException {
        return reader().read(path);
    }

    /** Reads the files of one rotated set, in any order, as one log. */
    public static GcLog read(List<Path> rotatedSet) throws IOException {
        return reader().read(rotatedSet);
    }

    /**
     * Reads the log a stream holds (plain, compressed or a zip/tar archive of one log) to its end;
     * the stream is not closed.
     *
     * @param sourceName how the log is named in the result, in diagnostics and in findings'
     *                   evidence ({@code sourceName:line}), e.g. the URL it came from
     */
    public static GcLog read(InputStream in, String sourceName) throws IOException {
        return reader().read(in, sourceName);
    }

    /** A reader with the default bounds ({@link DecompressionLimits#DEFAULT}, {@link #DEFAULT_MAX_EVENTS}). */
    public static Reader reader() {
        return new Reader(DecompressionLimits.DEFAULT, DEFAULT_MAX_EVENTS);
    }

    /**
     * Reads logs within bounds. Immutable: one reader may serve every thread.
     *
     * @param limits    bounds on what one log may decompress to (and on a compression ratio),
     *                  and on the bytes read from a stream, which is spooled to a temporary file
     *                  (the JFR reader and rotated sets need a file) and removed after the read
     * @param maxEvents the most events kept in a log's {@link GcLog.Run#events()}; past it the
     *                  rest are counted in the figures and in {@link GcLog#eventsNotKept()}, not kept.
     *                  0 keeps none: figures and findings only, in memory bounded by the log's runs
     */
    public record Reader(DecompressionLimits limits, int maxEvents) {
        public Reader {
            Objects.requireNonNull(limits, "limits");
            if (maxEvents < 0) {
                throw new IllegalArgumentException("maxEvents < 0: " + maxEvents);
            }
        }

        public Reader withLimits(DecompressionLimits other) {
            return new Reader(other, maxEvents);
        }

        public Reader withMaxEvents(int other) {
            return new Reader(limits, other);
        }

        /** As {@link GcLogs#read(Path)}, within this reader's bounds. */
        public GcLog read(Path path) throws IOException {
            return read(List.of(path));
        }

        /** As {@link GcLogs#read(List)}, within this reader's bounds. */
        public GcLog read(List<Path> rotatedSet) throws IOException {
            if (rotatedSet.isEmpty()) {
                throw new IllegalArgumentException("no path to read");
            }
            AnalysisOptions options = AnalysisOptions.DEFAULT.withLimits(limits);
            return readOne(rotatedSet.toString(), GcLogAnalyzer.plan(rotatedSet, options), options);
        }

        /** As {@link GcLogs#read(InputStream, String)}, within this reader's bounds. */
        public GcLog read(InputStream in, String sourceName) throws IOException {
            Objects.requireNonNull(in, "in");
            Objects.requireNonNull(sourceName, "sourceName");
            Path spool = ScratchSpace.newFile("stream-", ".spool");
            try {
                AnalysisOptions options = AnalysisOptions.DEFAULT.withLimits(limits);
                GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(new LogInputs(limits).resolveStream(in, sourceName, spool));
                return readOne(sourceName, plan, options);
            } finally {
                Files.deleteIfExists(spool);
            }
        }

        private GcLog readOne(String what, GcLogAnalyzer.Plan plan, AnalysisOptions options) throws IOException {
            if (!plan.failures().isEmpty()) {
                IOException first = plan.failures().get(0);
                plan.failures().stream().skip(1).forEach(first::addSuppressed);
                throw first;
            }
            if (plan.sets().size() != 1) {
                throw new IOException(what + (plan.sets().isEmpty() ? " holds no GC log" + skipped(plan)
                        : " holds " + plan.sets().size() + " different logs, not one log or rotated set: "
                        + plan.sets().stream().map(LogSet::name).toList()));
            }
            LogSet set = plan.sets().get(0);
            EventsByRun events = new EventsByRun(maxEvents);
            RunAnalysis analysis = RunAnalyzer.analyze(set, plan.formats().get(set), options, events);
            GcSummary summary = analysis.figures();
            List<GcLog.Run> runs = new ArrayList<>();
            for (GcSummary run : summary.runs()) {
                GcSummary.RunInfo info = run.run().orElseThrow(() -> new IllegalStateException("a run without its RunInfo"));
                runs.add(new GcLog.Run(info.index(), info.startedBy(), run, events.of(info.index())));
            }
            return new GcLog(set.name(), plan.formats().get(set), summary, runs, analysis.findings(), events.notKept);
        }

        private static String skipped(GcLogAnalyzer.Plan plan) {
            return plan.skipped().isEmpty() ? "" : " (" + plan.skipped().size() + " files that are not GC logs: "
                    + plan.skipped() + ")";
        }
    }

    /** Keeps the first {@code max} events of a log, by JVM run, and counts the others. */
    private static final class EventsByRun implements LogObserver {
        private final int max;
        private final TreeMap<Integer, List<GcEvent>> byRun = new TreeMap<>();
        private long kept;
        private long notKept;

        EventsByRun(int max) {
            this.max = max;
        }

        @Override
        public void onEvent(GcEvent event, int runIndex, double runSeconds) {
            if (kept < max) {
                byRun.computeIfAbsent(runIndex, i -> new ArrayList<>()).add(event);
                kept++;
            } else {
                notKept++;
            }
        }

        List<GcEvent> of(int runIndex) {
            return byRun.getOrDefault(runIndex, List.of());
        }
    }
}
