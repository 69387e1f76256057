package io.tenure.bench.workload;

import java.lang.ref.WeakReference;
import java.util.Arrays;

/**
 * Holds the long-lived objects of one worker thread and decides when each dies. Every pool is
 * allocated up front, so keeping and dropping objects allocates nothing in the measured loop (the
 * allocated-bytes guard counts only the workload's own objects).
 */
abstract class LivePool {
    /** Takes {@code object} of {@code sizeBytes}; may drop older objects to make room. */
    abstract void add(Object object, int sizeBytes);

    /** Bytes currently held. */
    abstract long liveBytes();

    static LivePool create(WorkloadConfig.Lifetime lifetime, long capacityBytes, int minObjectBytes,
                           int meanObjectBytes, long seed) {
        switch (lifetime) {
            case FIFO:
                return new Fifo(capacityBytes, minObjectBytes);
            case EXPONENTIAL:
                return new RandomReplacement(capacityBytes, meanObjectBytes, seed);
            case FIRST_GC:
                return new UntilNextCollection(capacityBytes, minObjectBytes);
            default:
                throw new AssertionError(lifetime);
        }
    }

    /**
     * A ring bounded by bytes: an object dies when {@code capacityBytes} of newer long-lived bytes
     * have arrived, i.e. after {@code capacity / p} bytes of further allocation.
     */
    static class Fifo extends LivePool {
        private final long capacityBytes;
        private final Object[] slots;
        private final int[] sizes;
        private int head;
        private int count;
        private long liveBytes;

        Fifo(long capacityBytes, int minObjectBytes) {
            this.capacityBytes = capacityBytes;
            long slotCount = capacityBytes / minObjectBytes + 1;
            if (slotCount > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("live set too large for one pool: " + capacityBytes);
            }
            slots = new Object[(int) slotCount];
            sizes = new int[(int) slotCount];
        }

        @Override
        void add(Object object, int sizeBytes) {
            while (count > 0 && (liveBytes + sizeBytes > capacityBytes || count == slots.length)) {
                slots[head] = null;
                liveBytes -= sizes[head];
                head = (head + 1) % slots.length;
                count--;
            }
            int tail = (head + count) % slots.length;
            slots[tail] = object;
            sizes[tail] = sizeBytes;
            liveBytes += sizeBytes;
            count++;
        }

        /** The oldest object held, or null. */
        Object oldest() {
            return count == 0 ? null : slots[head];
        }

        void clear() {
            Arrays.fill(slots, null);
            head = 0;
            count = 0;
            liveBytes = 0;
        }

        @Override
        long liveBytes() {
            return liveBytes;
        }
    }

    /**
     * A pool of fixed slot count where each new object replaces a slot chosen by a seeded
     * generator: an object's lifetime, counted in long-lived allocations, is geometric (the
     * discrete exponential) with mean = slot count, so lifetimes are exponential on the
     * allocation clock with mean {@code capacity / p} bytes.
     */
    static final class RandomReplacement extends LivePool {
        private final Object[] slots;
        private final int[] sizes;
        private int filled;
        private long liveBytes;
        private long state;

        RandomReplacement(long capacityBytes, int meanObjectBytes, long seed) {
            long slotCount = Math.max(1, capacityBytes / meanObjectBytes);
            if (slotCount > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("live set too large for one pool: " + capacityBytes);
            }
            slots = new Object[(int) slotCount];
            sizes = new int[(int) slotCount];
            state = seed == 0 ? 0x9E3779B97F4A7C15L : seed;
        }

        @Override
        void add(Object object, int sizeBytes) {
            int slot;
            if (filled < slots.length) {
                slot = filled++;
            } else {
                slot = (int) Long.remainderUnsigned(next(), slots.length);
                liveBytes -= sizes[slot];
            }
            slots[slot] = object;
            sizes[slot] = sizeBytes;
            liveBytes += sizeBytes;
        }

        /** xorshift64*: allocation-free and reproducible for a seed. */
        private long next() {
            state ^= state >>> 12;
            state ^= state << 25;
            state ^= state >>> 27;
            return state * 0x2545F4914F6CDD1DL;
        }

        /** A copy of the slots, for tests of the lifetime distribution. */
        Object[] contents() {
            return slots.clone();
        }

        @Override
        long liveBytes() {
            return liveBytes;
        }
    }

    /**
     * Keeps objects only until a collection has happened since they were allocated: they survive
     * exactly one collection and die in the next. A weakly reachable sentinel tells that a
     * collection ran (it is cleared by the first collection that sees it, young ones included).
     * The pool is bounded by {@code capacityBytes} like a FIFO, should no collection come.
     */
    static final class UntilNextCollection extends LivePool {
        private final Fifo batch;
        private WeakReference<Object> sentinel = new WeakReference<Object>(new Object());

        UntilNextCollection(long capacityBytes, int minObjectBytes) {
            batch = new Fifo(capacityBytes, minObjectBytes);
        }

        @Override
        void add(Object object, int sizeBytes) {
            if (sentinel.get() == null) {
                batch.clear();
                sentinel = new WeakReference<Object>(new Object());
            }
            batch.add(object, sizeBytes);
        }

        @Override
        long liveBytes() {
            return batch.liveBytes();
        }
    }
}
