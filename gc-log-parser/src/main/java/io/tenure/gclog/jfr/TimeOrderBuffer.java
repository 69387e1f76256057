package io.tenure.gclog.jfr;

import java.util.PriorityQueue;

/**
 * Puts events back in time order with bounded memory. A recording stores events per thread
 * buffer and chunk, not in time order, and tenure assembles a collection's pauses only once its
 * later events have been read; so events are held here and released earliest first once more
 * than {@link #CAPACITY} wait (and all at the end). An event arriving more than {@code CAPACITY}
 * events late would be released out of order; recordings of real runs are far from that.
 */
final class TimeOrderBuffer {
    static final int CAPACITY = 4096;

    private final PriorityQueue<Draft> queue = new PriorityQueue<>(Draft.TIME_ORDER);

    void add(Draft draft) {
        queue.add(draft);
    }

    /** The earliest event if the buffer is over capacity (or {@code draining}), else null. */
    Draft poll(boolean draining) {
        return draining || queue.size() > CAPACITY ? queue.poll() : null;
    }
}
