package io.tenure.gclog.metrics;

import io.tenure.gclog.SourceLocation;
import java.util.ArrayDeque;
import java.util.Iterator;

/**
 * Survival values {@link HeapFlow} holds back, oldest first, so that a concurrent phase reported
 * late can withdraw those whose time span it overlaps.
 *
 * <p>A G1 log has a concurrent phase every few pauses, and up to {@link HeapFlow#PENDING_LIMIT}
 * values are held: testing every held value for every phase cost a tenth of an analysis. Phases
 * mostly start after every held span ends, which the latest end says without looking at them;
 * and values come in time order, so when their ends do not decrease from oldest to newest, those
 * a phase overlaps are among the newest, and the search goes from the newest back only as far as
 * the first one that ends before the phase starts.
 */
final class HeldSurvivals {
    /**
     * A survival value and the time span, in seconds, of the two collections it pairs;
     * {@code clampedAt} is where a negative value was counted as 0, {@code cappedAt} where one
     * above 1 was counted as 1 (null when it was not).
     */
    record Value(double fromSeconds, double toSeconds, long growthBytes, long allocatedBytes, SourceLocation clampedAt,
                 SourceLocation cappedAt) {
    }

    private final ArrayDeque<Value> values = new ArrayDeque<>();
    /** No held value ends later than this: exact after each withdrawal, an upper bound after removeFirst. */
    private double latestEnd = Double.NEGATIVE_INFINITY;
    /** Whether the held values' ends never decrease from the oldest to the newest (no NaN among them). */
    private boolean endsInOrder = true;

    int size() {
        return values.size();
    }

    boolean isEmpty() {
        return values.isEmpty();
    }

    void addLast(Value value) {
        if (!values.isEmpty() && !(value.toSeconds() >= values.peekLast().toSeconds())) {
            endsInOrder = false;
        }
        values.addLast(value);
        latestEnd = later(latestEnd, value.toSeconds());
    }

    Value removeFirst() {
        Value first = values.removeFirst();
        if (values.isEmpty()) {
            latestEnd = Double.NEGATIVE_INFINITY;
            endsInOrder = true;
        }
        return first;
    }

    /** Withdraws the values whose span overlaps {@code (fromSeconds, toSeconds)}. */
    void removeOverlapping(double fromSeconds, double toSeconds) {
        // a value overlaps only if it ends after fromSeconds (NaN: nothing does, nothing is removed)
        if (!(fromSeconds < latestEnd)) {
            return;
        }
        if (endsInOrder) {
            for (Iterator<Value> newestFirst = values.descendingIterator(); newestFirst.hasNext(); ) {
                Value v = newestFirst.next();
                if (!(v.toSeconds() > fromSeconds)) {
                    break; // every older value ends no later
                }
                if (v.fromSeconds() < toSeconds) {
                    newestFirst.remove();
                }
            }
            latestEnd = values.isEmpty() ? Double.NEGATIVE_INFINITY : values.peekLast().toSeconds();
            return;
        }
        values.removeIf(v -> v.toSeconds() > fromSeconds && v.fromSeconds() < toSeconds);
        latestEnd = Double.NEGATIVE_INFINITY;
        endsInOrder = true;
        Value previous = null;
        for (Value v : values) {
            latestEnd = later(latestEnd, v.toSeconds());
            endsInOrder &= previous == null || v.toSeconds() >= previous.toSeconds();
            previous = v;
        }
    }

    /** The later of two ends; a NaN end is passed over (it overlaps nothing, so it must not hide the others). */
    private static double later(double end, double other) {
        return other > end ? other : end;
    }

    /** The values held, oldest first (for tests). */
    Value[] toArray() {
        return values.toArray(Value[]::new);
    }
}
