package io.tenure.bench.jmh;

import io.tenure.bench.workload.MeasuredLoop;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The survival workload's own cost: its measured-phase loop at p = 0 against a bare loop that
 * allocates the same objects, in the same run, on Epsilon (no collector, so the figure is the
 * allocation path alone). The goal (issue #3): the workload reaches at least 90 % of the bare
 * loop's allocation rate, i.e. choosing survivors and keeping objects reachable adds at most 10 %.
 *
 * <p>One operation allocates {@link #BYTES_PER_OP} = 256 MiB (4,194,304 objects of 64 bytes).
 * Each fork runs 5 warm-up and 10 measured operations of one benchmark: 15 × 256 MiB = 3.75 GiB,
 * plus a few MiB of set-up (the workload's pool arrays and its layout probe), inside the 6 GiB
 * Epsilon heap, which never collects. A fork that ran out would fail with OutOfMemoryError, never
 * report a rate polluted by collections.
 *
 * <pre>
 * mvn -B -o -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar WorkloadOverhead -prof gc
 * </pre>
 *
 * MB/s = 256 / score (seconds per operation); {@code -prof gc}'s {@code gc.alloc.rate} gives the
 * same figure from the JVM's own allocation counter. Both loops make every object escape the same
 * way, into a 64-slot ring of recent objects, so escape analysis removes neither.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 10)
@Fork(value = 2, jvmArgsAppend = {"-XX:+UnlockExperimentalVMOptions", "-XX:+UseEpsilonGC",
        "-XX:+AlwaysPreTouch", "-Xms6g", "-Xmx6g"})
public class WorkloadOverheadBenchmark {
    static final long BYTES_PER_OP = 256L << 20;
    private static final int RECENT = 64;

    private MeasuredLoop workload;
    /** Not final and not a constant: the bare loop reads its length like the workload does. */
    private int arrayLength;
    private int objectBytes;
    private final Object[] recent = new Object[RECENT];
    private long sequence;
    private long allocatedBytes;
    private long operations;

    @Setup(Level.Trial)
    public void setUp() {
        // The workload's defaults as tenure bench passes them, at p = 0. The result file is a
        // required argument of the workload's command line; the loop never writes it.
        workload = MeasuredLoop.of("survival=0", "lifetimeMB=128", "lifetime=fifo", "objectBytes=64",
                "shape=bytes", "threads=1", "seed=42", "result=unused.json");
        arrayLength = workload.arrayLength();
        objectBytes = workload.objectBytes();
    }

    /** The bare loop: the same {@code byte[]} objects, the same escape, nothing else. */
    @Benchmark
    public long bareLoop() {
        long allocated = 0;
        while (allocated < BYTES_PER_OP) {
            recent[(int) (sequence & (RECENT - 1))] = new byte[arrayLength];
            allocated += objectBytes;
            sequence++;
        }
        allocatedBytes += allocated;
        operations++;
        return allocated;
    }

    /** The survival workload's measured-phase loop ({@code Worker.allocate}) at p = 0. */
    @Benchmark
    public long workloadAtZero() {
        long allocated = workload.allocate(BYTES_PER_OP);
        allocatedBytes += allocated;
        operations++;
        return allocated;
    }

    /** Both loops must have allocated the same bytes per operation, and p = 0 must keep nothing. */
    @TearDown(Level.Trial)
    public void check() {
        if (operations > 0 && allocatedBytes != operations * BYTES_PER_OP) {
            throw new IllegalStateException("allocated " + allocatedBytes + " bytes in " + operations
                    + " operations, expected " + BYTES_PER_OP + " each");
        }
        if (workload.keptBytes() != 0) {
            throw new IllegalStateException("p = 0 kept " + workload.keptBytes() + " bytes");
        }
    }
}
