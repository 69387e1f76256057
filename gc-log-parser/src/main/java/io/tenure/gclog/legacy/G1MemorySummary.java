package io.tenure.gclog.legacy;

import io.tenure.gclog.event.MemoryChange;

/**
 * The figures tenure takes from G1's memory summary after a pause,
 * {@code [Eden: 15.0M(15.0M)->0.0B(10.0M) Survivors: 2048.0K->3072.0K Heap: 71.1M(96.0M)->71.2M(103.0M)]},
 * in bytes. Eden's and the heap's capacity before the pause are not needed.
 */
record G1MemorySummary(long edenBeforeBytes, long edenAfterBytes, long edenCapacityAfterBytes, long survivorsBeforeBytes,
        long survivorsAfterBytes, long heapBeforeBytes, long heapAfterBytes, long heapCapacityAfterBytes) {
    G1MemorySummary {
        if (edenBeforeBytes < 0 || edenAfterBytes < 0 || edenCapacityAfterBytes < 0 || survivorsBeforeBytes < 0
                || survivorsAfterBytes < 0 || heapBeforeBytes < 0 || heapAfterBytes < 0 || heapCapacityAfterBytes < 0) {
            throw new IllegalArgumentException("negative size in a G1 memory summary");
        }
    }

    /**
     * The young generation is eden plus survivors; its capacity after the pause, eden's plus the
     * survivors in use. Eden and the survivors are kept apart as well, eden with its capacity.
     */
    void applyTo(PendingPause pause) {
        pause.eden = MemoryChange.of(edenBeforeBytes, edenAfterBytes, edenCapacityAfterBytes);
        pause.survivor = MemoryChange.of(survivorsBeforeBytes, survivorsAfterBytes);
        pause.young = MemoryChange.of(edenBeforeBytes + survivorsBeforeBytes, edenAfterBytes + survivorsAfterBytes,
                edenCapacityAfterBytes + survivorsAfterBytes);
        pause.heap = MemoryChange.of(heapBeforeBytes, heapAfterBytes, heapCapacityAfterBytes);
    }
}
