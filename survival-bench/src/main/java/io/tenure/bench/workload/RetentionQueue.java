package io.tenure.bench.workload;

/**
 * Records in arrival order, each with the allocation clock it arrived at; the oldest leave
 * when they are older than the retention. A growing ring: it doubles when full, so a longer
 * retention costs only its records (the ring's own growth is rare and small beside them).
 */
final class RetentionQueue<T> {
    private Object[] items = new Object[64];
    private long[] stamps = new long[64];
    private int head;
    private int size;

    void add(T item, long stamp) {
        if (size == items.length) {
            Object[] grownItems = new Object[items.length * 2];
            long[] grownStamps = new long[items.length * 2];
            for (int i = 0; i < size; i++) {
                grownItems[i] = items[(head + i) & (items.length - 1)];
                grownStamps[i] = stamps[(head + i) & (items.length - 1)];
            }
            items = grownItems;
            stamps = grownStamps;
            head = 0;
        }
        int tail = (head + size) & (items.length - 1);
        items[tail] = item;
        stamps[tail] = stamp;
        size++;
    }

    /** Drops the records that arrived before {@code stamp}. */
    void expire(long stamp) {
        while (size > 0 && stamps[head] < stamp) {
            items[head] = null;
            head = (head + 1) & (items.length - 1);
            size--;
        }
    }

    /** The {@code i}-th oldest record. */
    @SuppressWarnings("unchecked")
    T get(int i) {
        return (T) items[(head + i) & (items.length - 1)];
    }

    int size() {
        return size;
    }
}
