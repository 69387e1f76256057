package io.tenure.bench.workload;

/**
 * The reference stores and the compute a worker does per allocated byte, so that a run pays the
 * barrier costs real programs pay (G1's post-write barrier and refinement, the SATB and load
 * barriers of Shenandoah and ZGC) and allocates at a chosen rate.
 *
 * <p>Every store writes into a reference slot of an old object: two tables allocated here, before
 * the warm-up, so they are promoted before the measured phase and the stores allocate nothing.
 * <ul>
 *   <li>old-to-young: the freshly allocated object goes into a slot of the young-holding table
 *       (an old-to-young pointer: card marking, remembered sets). The object stays reachable until
 *       its slot is written again: at most {@link #SLOTS} objects per worker.</li>
 *   <li>overwrite: a slot of the anchor table that holds an old object gets a different old object
 *       (the previous reference is replaced: the SATB pre-barrier logs it while marking).</li>
 *   <li>the rest: a slot of the anchor table gets the reference it already holds (no new edge, no
 *       change in reachability; the barriers still run their filters).</li>
 * </ul>
 * Kinds and counts are chosen by byte accumulators like the survivor selector: deterministic,
 * no random draw per object, and exact over a run to within one store.
 */
final class StoreMix {
    /** Slots per table; a power of two. */
    static final int SLOTS = 4096;
    private static final int ANCHORS = 64;

    private final double storesPerByte;
    private final double oldToYoungShare;
    private final double overwriteShare;
    private final double computePerByte;
    private final Object[] youngHolder = new Object[SLOTS];
    private final Object[] anchorTable = new Object[SLOTS];
    private final Object[] anchors = new Object[ANCHORS];
    /** Which anchor each slot of the anchor table holds. */
    private final int[] anchorOf = new int[SLOTS];
    private double storeBudget;
    private double oldToYoungBudget;
    private double overwriteBudget;
    private double computeBudget;
    private long cursor;
    private long compute;
    private long stores;
    private long oldToYoungStores;
    private long overwrites;
    private long computeUnits;

    StoreMix(WorkloadConfig config) {
        storesPerByte = config.refStoresPerKB / 1024.0;
        oldToYoungShare = config.oldToYoung;
        overwriteShare = config.overwrite;
        computePerByte = config.computePerKB / 1024.0;
        for (int i = 0; i < ANCHORS; i++) {
            anchors[i] = new Object[1];
        }
        for (int i = 0; i < SLOTS; i++) {
            anchorOf[i] = i % ANCHORS;
            anchorTable[i] = anchors[anchorOf[i]];
        }
        compute = config.seed | 1;
    }

    boolean active() {
        return storesPerByte > 0 || computePerByte > 0;
    }

    /** Does the stores and compute owed for {@code sizeBytes} just allocated as {@code fresh}. */
    void after(Object fresh, int sizeBytes) {
        storeBudget += storesPerByte * sizeBytes;
        while (storeBudget >= 1) {
            storeBudget -= 1;
            store(fresh);
        }
        computeBudget += computePerByte * sizeBytes;
        if (computeBudget >= 1) {
            int units = (int) computeBudget;
            computeBudget -= units;
            long x = compute;
            for (int i = 0; i < units; i++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
            }
            compute = x;
            computeUnits += units;
        }
    }

    private void store(Object fresh) {
        int slot = (int) (cursor++ & (SLOTS - 1));
        stores++;
        oldToYoungBudget += oldToYoungShare;
        overwriteBudget += overwriteShare;
        if (oldToYoungBudget >= 1) {
            oldToYoungBudget -= 1;
            youngHolder[slot] = fresh;
            oldToYoungStores++;
        } else if (overwriteBudget >= 1) {
            overwriteBudget -= 1;
            // The next anchor: always a different old object than the one the slot holds.
            int next = (anchorOf[slot] + 1) % ANCHORS;
            anchorOf[slot] = next;
            anchorTable[slot] = anchors[next];
            overwrites++;
        } else {
            anchorTable[slot] = anchorTable[slot];
        }
    }

    long stores() {
        return stores;
    }

    long oldToYoungStores() {
        return oldToYoungStores;
    }

    long overwrites() {
        return overwrites;
    }

    long computeUnits() {
        return computeUnits;
    }

    /** Makes the tables and the compute result observable so the JIT keeps the work. */
    void publish() {
        Sink.publish(compute == 0 ? anchorTable : youngHolder);
    }
}
