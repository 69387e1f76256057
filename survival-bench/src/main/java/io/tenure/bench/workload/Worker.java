package io.tenure.bench.workload;

/**
 * One allocating thread: allocates objects, keeps the selected share in its pool, lets the rest
 * die almost at once. The loop allocates nothing but the workload's objects, so the bytes the
 * JVM counts for this thread equal the sum of the sizes it allocated.
 */
final class Worker {
    private static final int RECENT = 64;

    private final WorkloadConfig config;
    private final ObjectLayout layout;
    private final SizeTable table;
    private final SurvivorSelector selector;
    private final LivePool pool;
    private final StoreMix stores;
    /** Short-lived objects escape here and die 64 allocations later. */
    private final Object[] recent = new Object[RECENT];
    /** The newest kept node of each chain; links run from older to newer nodes. */
    private final Object[][] chainTails;
    private long state;
    private long sequence;
    private long keptBytes;
    /** Objects allocated per size-table entry; counted only when the table has more than one entry. */
    private final long[] sizeCounts;

    Worker(WorkloadConfig config, ObjectLayout layout, SizeTable table, int index) {
        this.config = config;
        this.layout = layout;
        this.table = table;
        this.selector = new SurvivorSelector(config.survival);
        long share = Math.max(table.sizes[0], config.lifetimeBytes / config.threads);
        this.pool = LivePool.create(config.lifetime, share, table.poolSlotBytes(),
                (int) Math.ceil(table.meanSizeBytes()), config.seed + 31L * index);
        this.stores = new StoreMix(config);
        this.sizeCounts = new long[table.sizes.length];
        this.chainTails = config.shape == WorkloadConfig.Shape.NODES ? new Object[config.chains][] : null;
        this.state = (config.seed ^ 0x5DEECE66DL) + index * 0x9E3779B97F4A7C15L;
        if (state == 0) {
            state = 1;
        }
    }

    /** Allocates at least {@code bytes}; returns the exact bytes allocated by the analytic count. */
    long allocate(long bytes) {
        long allocated = 0;
        int[] lengths = table.lengths;
        int[] sizes = table.sizes;
        boolean storing = stores.active();
        double[] cumulative = table.cumulative;
        long[] counts = sizeCounts;
        long first = sequence;
        while (allocated < bytes) {
            int i;
            if (cumulative != null) {
                i = table.pick((next() >>> 11) * 0x1.0p-53);
                counts[i]++;
            } else if (lengths.length == 1) {
                i = 0;
            } else {
                i = (int) Long.remainderUnsigned(next(), lengths.length);
                counts[i]++;
            }
            int size = sizes[i];
            Object o = layout.create(lengths[i]);
            allocated += size;
            if (selector.keep(size)) {
                pool.add(o, size);
                keptBytes += size;
                if (chainTails != null) {
                    link((Object[]) o);
                }
            } else {
                recent[(int) (sequence & (RECENT - 1))] = o;
            }
            if (storing) {
                stores.after(o, size);
            }
            sequence++;
        }
        stores.publish();
        if (lengths.length == 1) {
            counts[0] += sequence - first;
        }
        return allocated;
    }

    private void link(Object[] node) {
        int chain = (int) (sequence % chainTails.length);
        Object[] tail = chainTails[chain];
        if (tail != null && tail.length > 0) {
            tail[0] = node;
        }
        chainTails[chain] = node;
    }

    /** Objects allocated so far per size-table entry (a snapshot). */
    long[] sizeCounts() {
        return sizeCounts.clone();
    }

    long keptBytes() {
        return keptBytes;
    }

    StoreMix stores() {
        return stores;
    }

    long liveBytes() {
        return pool.liveBytes();
    }

    private long next() {
        state ^= state >>> 12;
        state ^= state << 25;
        state ^= state >>> 27;
        return state * 0x2545F4914F6CDD1DL;
    }

    WorkloadConfig config() {
        return config;
    }
}
