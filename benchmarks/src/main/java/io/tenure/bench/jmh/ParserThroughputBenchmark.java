package io.tenure.bench.jmh;

import io.tenure.gclog.LogFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Parse throughput of tenure's line splitting alone, of its unified-logging parser, of the whole
 * analysis {@code tenure analyze} runs (parser, metrics, findings), of tenure's legacy (JDK 6-8)
 * parser, and of GCViewer 1.36 on the same log, in the same run. One operation parses the whole
 * file; besides parses per second, JMH reports the {@link Counters} as rates: {@code mebibytes}
 * (MB/s, MB = 2^20 bytes) and {@code events} per second (tenure: every event its parser yields, or
 * every line for the line splitting; GCViewer: the pauses it finds).
 *
 * <pre>
 * python3 src/test/resources/fixtures/corpus/bench/make-big-log 4 /tmp/big-g1.log     # 190 MB, 42,212 pauses
 * python3 src/test/resources/fixtures/corpus/bench/make-big-legacy-log 60 /tmp/big-legacy.log   # 189 MB, JDK 7 G1
 * java -jar benchmarks/target/benchmarks.jar ParserThroughput -p log=/tmp/big-g1.log -p legacyLog=/tmp/big-legacy.log
 * </pre>
 *
 * Memory is measured apart from this, in a child JVM with a small heap: {@link PeakHeapHarness}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
// GCViewer keeps every event of the log in memory; give it room so the figure is parsing, not GC thrash.
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
public class ParserThroughputBenchmark {
    /** The log to parse; {@code -p log=PATH} on the JMH command line. */
    @Param("/tmp/big-g1.log")
    public String log;

    /** The JDK 6-8 log {@link #tenureLegacy} parses; {@code -p legacyLog=PATH}. */
    @Param("/tmp/big-legacy.log")
    public String legacyLog;

    private Path path;
    private long bytes;
    private Path legacyPath;
    private long legacyBytes;

    @Setup(Level.Trial)
    public void checkInput() throws IOException {
        path = Path.of(log);
        if (!Files.isRegularFile(path)) {
            throw new IllegalStateException(log + " does not exist; build it with:"
                    + " python3 src/test/resources/fixtures/corpus/bench/make-big-log 4 " + log);
        }
        bytes = Files.size(path);
        legacyPath = Path.of(legacyLog);
        legacyBytes = Files.isRegularFile(legacyPath) ? Files.size(legacyPath) : -1;
    }

    /** Per-operation counts that JMH turns into rates per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        public double mebibytes;
        public long events;

        @Setup(Level.Iteration)
        public void reset() {
            mebibytes = 0;
            events = 0;
        }
    }

    /**
     * Only splitting the log into lines ({@code LineReader}), what every parse pays before it reads a
     * line: the floor under {@link #tenureUnified}. {@code events} counts lines here.
     */
    @Benchmark
    public long tenureLines(Counters counters) throws IOException {
        long lines = ParserRuns.lines(path);
        counters.events += lines;
        counters.mebibytes += bytes / (double) (1 << 20);
        return lines;
    }

    @Benchmark
    public long tenureUnified(Counters counters) throws IOException {
        long events = ParserRuns.tenureEvents(path);
        counters.events += events;
        counters.mebibytes += bytes / (double) (1 << 20);
        return events;
    }

    /** What {@code tenure analyze} does before it prints: parse, metrics, breakdowns and findings. */
    @Benchmark
    public long tenureAnalyze(Counters counters) throws IOException {
        long pauses = ParserRuns.tenureAnalyze(path);
        counters.events += pauses;
        counters.mebibytes += bytes / (double) (1 << 20);
        return pauses;
    }

    @Benchmark
    public long tenureLegacy(Counters counters) throws IOException {
        if (legacyBytes < 0) {
            throw new IllegalStateException(legacyLog + " does not exist; build it with:"
                    + " python3 src/test/resources/fixtures/corpus/bench/make-big-legacy-log 60 " + legacyLog);
        }
        long events = ParserRuns.tenureEvents(LogFormat.HOTSPOT_LEGACY, legacyPath);
        counters.events += events;
        counters.mebibytes += legacyBytes / (double) (1 << 20);
        return events;
    }

    @Benchmark
    public long gcviewer(Counters counters) throws IOException {
        long pauses = ParserRuns.gcviewerPauses(path);
        counters.events += pauses;
        counters.mebibytes += bytes / (double) (1 << 20);
        return pauses;
    }
}
