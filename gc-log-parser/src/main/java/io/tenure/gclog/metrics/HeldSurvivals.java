package io.tenure.gclog.metrics;

import io.tenure.gclog.SourceLocation;
import java.util.ArrayDeque;

/**
 * Survival values {@link HeapFlow} holds back, oldest first, so that a concurrent phase reported
 * late can withdraw those whose time span it overlaps.
 *
 * <p>A G1 log has a concurrent phase every few pauses, and up to {@link HeapFlow#PENDING_LIMIT}
 * values are held: testing every held value for every phase cost a tenth of an analysis. Phases
 * mostly start after every held span ends; the latest end of the held spans says so without
 * looking at them.
 */
final class HeldSurvivals {
    /**
     * A survival value and the time span, in seconds, of the two collections it pairs;
     * {@code clampedAt} is where a negative value was counted as 0 (null when it was not).
     */
    record Value(double fromSeconds, double toSeconds, long growthBytes, long allocatedBytes, SourceLocation clampedAt) {
    }

    private final ArrayDeque<Value> values = new ArrayDeque<>();
    /** No held value ends later than this: exact after each withdrawal, an upper bound after removeFirst. */
    private double latestEnd = Double.NEGATIVE_INFINITY;

    int size() {
        return values.size();
    }

    boolean isEmpty() {
        return values.isEmpty();
    }

    void addLast(Value value) {
        values.addLast(value);
        latestEnd = later(latestEnd, value.toSeconds());
    }

    Value removeFirst() {
        Value first = values.removeFirst();
        if (values.isEmpty()) {
            latestEnd = Double.NEGATIVE_INFINITY;
        }
        return first;
    }

    /** Withdraws the values whose span overlaps {@code (fromSeconds, toSeconds)}. */
    void removeOverlapping(double fromSeconds, double toSeconds) {
        // a value overlaps only if it ends after fromSeconds (NaN: nothing does, nothing is removed)
        if (!(fromSeconds < latestEnd)) {
            return;
        }
        values.removeIf(v -> v.toSeconds() > fromSeconds && v.fromSeconds() < toSeconds);
        latestEnd = Double.NEGATIVE_INFINITY;
        for (Value v : values) {
            latestEnd = later(latestEnd, v.toSeconds());
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
