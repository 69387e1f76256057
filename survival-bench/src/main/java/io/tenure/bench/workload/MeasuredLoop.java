package io.tenure.bench.workload;

/**
 * The survival workload's measured-phase loop as a public API, for the JMH benchmarks of the
 * {@code benchmarks} module: one {@link Worker} built exactly as {@link SurvivalWorkload} builds it
 * (same configuration parser, measured object layout, size table and live pool), so a benchmark
 * times the very code a {@code tenure bench} fork runs. {@code Worker} and its parts stay
 * package-private; this class is the one door to them (compiled with the workload, for Java 8).
 */
public final class MeasuredLoop {
    private final Worker worker;
    private final int objectBytes;
    private final int arrayLength;

    private MeasuredLoop(WorkloadConfig config) {
        ObjectLayout layout = new ObjectLayout(config.shape, new AllocationMeter());
        SizeTable table = new SizeTable(layout, config.minObjectBytes, config.maxObjectBytes);
        if (table.sizes.length != 1) {
            throw new IllegalArgumentException("the benchmark compares one object size, not a range");
        }
        this.worker = new Worker(config, layout, table, 0);
        this.objectBytes = table.sizes[0];
        this.arrayLength = table.lengths[0];
    }

    /** A loop for the workload's {@code key=value} arguments, e.g. {@code survival=0 objectBytes=64}. */
    public static MeasuredLoop of(String... arguments) {
        return new MeasuredLoop(WorkloadConfig.parse(arguments));
    }

    /** Runs the measured-phase loop until at least {@code bytes} are allocated; returns the exact count. */
    public long allocate(long bytes) {
        return worker.allocate(bytes);
    }

    /** The heap size of one object as the workload measured it (header and alignment included). */
    public int objectBytes() {
        return objectBytes;
    }

    /** The {@code byte[]} length that has that heap size on this JVM. */
    public int arrayLength() {
        return arrayLength;
    }

    /** Bytes the loop has kept long-lived so far. */
    public long keptBytes() {
        return worker.keptBytes();
    }
}
