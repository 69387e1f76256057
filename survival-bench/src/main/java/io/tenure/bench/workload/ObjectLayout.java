package io.tenure.bench.workload;

/**
 * Turns a wanted heap size per object into an array length, and measures what one object really
 * costs on this JVM (header size, compressed references and alignment differ between JVMs and
 * flags). Measuring by allocation counting beats assuming a layout: the analytic byte count the
 * guard compares against is then right on every JVM.
 */
final class ObjectLayout {
    private static final int SAMPLES_BYTES = 4 << 20;

    private final WorkloadConfig.Shape shape;
    private final AllocationMeter meter;
    private final int headerBytes;
    private final int slotBytes;

    ObjectLayout(WorkloadConfig.Shape shape, AllocationMeter meter) {
        this.shape = shape;
        this.meter = meter;
        int empty = measure(0, 4096);
        int eight = measure(8, 4096);
        if (empty > 0 && eight > empty) {
            headerBytes = empty;
            slotBytes = shape == WorkloadConfig.Shape.BYTES ? 1 : Math.max(1, Math.round((eight - empty) / 8f));
        } else {
            // No allocation counter: the common 64-bit HotSpot layout (compressed class pointers
            // and references); only the reported object size depends on it, and the guard is off.
            headerBytes = 16;
            slotBytes = shape == WorkloadConfig.Shape.BYTES ? 1 : 4;
        }
    }

    /** The array length whose object is closest to {@code targetBytes} without exceeding it. */
    int lengthFor(int targetBytes) {
        return Math.max(0, (targetBytes - headerBytes) / slotBytes);
    }

    /** The measured heap size of one object of {@code length}, or a layout estimate. */
    int sizeOf(int length) {
        int sampleCount = Math.max(16, Math.min(4096, SAMPLES_BYTES / Math.max(16, headerBytes + length * slotBytes)));
        int measured = measure(length, sampleCount);
        return measured > 0 ? measured : align8(headerBytes + length * slotBytes);
    }

    Object create(int length) {
        return shape == WorkloadConfig.Shape.BYTES ? new byte[length] : new Object[length];
    }

    /** Bytes per object from allocating {@code count} of them into a reachable array; -1 if unknown. */
    private int measure(int length, int count) {
        if (!meter.canCountAllocations()) {
            return -1;
        }
        Object[] keep = new Object[count];
        long best = Long.MAX_VALUE;
        // Three tries, keep the smallest: a TLAB refill or the meter's own allocation can add a
        // little to one try, never remove any.
        for (int attempt = 0; attempt < 3; attempt++) {
            long before = meter.currentThreadAllocatedBytes();
            for (int i = 0; i < count; i++) {
                keep[i] = create(length);
            }
            long after = meter.currentThreadAllocatedBytes();
            best = Math.min(best, after - before);
        }
        Sink.publish(keep);
        return (int) Math.round((double) best / count);
    }

    private static int align8(int bytes) {
        return (bytes + 7) & ~7;
    }
}
