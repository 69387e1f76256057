package io.tenure.gclog.event;

import java.util.OptionalLong;

/**
 * Occupancy of a memory area (whole heap, young or old generation) before and after a
 * collection, in bytes, with the area's capacity after it where the log gives one.
 */
public record MemoryChange(long beforeBytes, long afterBytes, OptionalLong capacityBytes) {
    public MemoryChange {
        if (beforeBytes < 0 || afterBytes < 0) {
            throw new IllegalArgumentException("occupancy < 0: " + beforeBytes + "->" + afterBytes);
        }
        if (capacityBytes.isPresent() && capacityBytes.getAsLong() < 0) {
            throw new IllegalArgumentException("capacity < 0: " + capacityBytes);
        }
    }

    public static MemoryChange of(long beforeBytes, long afterBytes, long capacityBytes) {
        return new MemoryChange(beforeBytes, afterBytes, OptionalLong.of(capacityBytes));
    }

    public static MemoryChange of(long beforeBytes, long afterBytes) {
        return new MemoryChange(beforeBytes, afterBytes, OptionalLong.empty());
    }

    /** Bytes the collection freed in this area (negative when it grew, e.g. old gen by promotion). */
    public long reclaimedBytes() {
        return beforeBytes - afterBytes;
    }
}
