package io.tenure.gclog.unified;

import io.tenure.gclog.event.MemoryChange;
import java.util.Optional;

/**
 * What the {@code gc,heap} lines of one {@code GC(n)} said about the generations: Serial,
 * Parallel and CMS generation transitions in bytes, or G1 region counts. {@code -1} = not logged.
 */
final class CycleHeap {
    final long gcId;
    // generations, in bytes
    long youngBefore = -1;
    long youngAfter = -1;
    long youngCapacity = -1;
    /** Serial's eden and from-space on JDK 24+, in bytes. */
    long edenBefore = -1;
    long edenAfter = -1;
    long edenCapacity = -1;
    long survivorBefore = -1;
    long survivorAfter = -1;
    long survivorCapacity = -1;
    long oldBefore = -1;
    long oldAfter = -1;
    long oldCapacity = -1;
    // the whole heap's occupancy in the gc+heap=debug blocks, in bytes, and which block is open
    long heapUsedBefore = -1;
    long heapUsedAfter = -1;
    boolean inAfterBlock;
    // G1 regions: eden + survivor, and old + humongous + archive
    long youngRegionsBefore = -1;
    long youngRegionsAfter = -1;
    long oldRegionsBefore = -1;
    long oldRegionsAfter = -1;
    /** G1 eden and survivor regions, also counted in the young ones. */
    long edenRegionsBefore = -1;
    long edenRegionsAfter = -1;
    long survivorRegionsBefore = -1;
    long survivorRegionsAfter = -1;
    /** G1 humongous regions, also counted in the old ones. */
    long humongousRegionsBefore = -1;
    long humongousRegionsAfter = -1;
    // metaspace, in bytes
    long metaspaceBefore = -1;
    long metaspaceAfter = -1;
    long metaspaceCapacity = -1;

    CycleHeap(long gcId) {
        this.gcId = gcId;
    }

    void addYoungRegions(long before, long after) {
        youngRegionsBefore = Math.max(0, youngRegionsBefore) + before;
        youngRegionsAfter = Math.max(0, youngRegionsAfter) + after;
    }

    void addOldRegions(long before, long after) {
        oldRegionsBefore = Math.max(0, oldRegionsBefore) + before;
        oldRegionsAfter = Math.max(0, oldRegionsAfter) + after;
    }

    Optional<MemoryChange> young(long regionBytes) {
        return change(youngBefore, youngAfter, youngCapacity, youngRegionsBefore, youngRegionsAfter, regionBytes);
    }

    Optional<MemoryChange> old(long regionBytes) {
        return change(oldBefore, oldAfter, oldCapacity, oldRegionsBefore, oldRegionsAfter, regionBytes);
    }

    Optional<MemoryChange> humongous(long regionBytes) {
        return change(-1, -1, -1, humongousRegionsBefore, humongousRegionsAfter, regionBytes);
    }

    Optional<MemoryChange> eden(long regionBytes) {
        return change(edenBefore, edenAfter, edenCapacity, edenRegionsBefore, edenRegionsAfter, regionBytes);
    }

    Optional<MemoryChange> survivor(long regionBytes) {
        return change(survivorBefore, survivorAfter, survivorCapacity, survivorRegionsBefore, survivorRegionsAfter,
                regionBytes);
    }

    Optional<MemoryChange> metaspace() {
        return change(metaspaceBefore, metaspaceAfter, metaspaceCapacity, -1, -1, 0);
    }

    private static Optional<MemoryChange> change(
            long before, long after, long capacity, long regionsBefore, long regionsAfter, long regionBytes) {
        if (before >= 0 && after >= 0) {
            return Optional.of(capacity >= 0 ? MemoryChange.of(before, after, capacity) : MemoryChange.of(before, after));
        }
        if (regionsBefore >= 0 && regionsAfter >= 0 && regionBytes > 0) {
            // G1's target sizes in parentheses are plans for the next cycle, not capacities: left out
            return Optional.of(MemoryChange.of(regionsBefore * regionBytes, regionsAfter * regionBytes));
        }
        return Optional.empty();
    }
}
