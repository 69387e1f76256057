package io.tenure.gclog.unified;

/**
 * The last few {@code GC(n)} ids that yielded a pause or phase event. Cycles interleave only a
 * little (generational ZGC runs minor collections inside a major one), so a short ring bounds
 * memory and still answers for every cycle that is open.
 */
final class RecentIds {
    private static final int SIZE = 16;

    private final long[] ids = new long[SIZE];
    private int next;
    private int count;

    void add(long id) {
        if (id < 0 || (count > 0 && ids[(next + SIZE - 1) % SIZE] == id)) {
            return;
        }
        ids[next] = id;
        next = (next + 1) % SIZE;
        count = Math.min(count + 1, SIZE);
    }

    boolean contains(long id) {
        for (int i = 0; i < count; i++) {
            if (ids[i] == id) {
                return true;
            }
        }
        return false;
    }
}
