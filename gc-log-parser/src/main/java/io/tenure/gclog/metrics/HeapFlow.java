package io.tenure.gclog.metrics;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.SourceLocation;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * What flows through the heap between collections, from the occupancies pauses log (DESIGN.md,
 * "Definitions"):
 *
 * <ul>
 * <li>allocated before collection i = heapBefore(i) − heapAfter(i−1), over consecutive pauses
 *     that log the heap; a negative difference means something freed memory between them (a
 *     concurrent collector), so that gap's allocation is unknown and it is left out, bytes and
 *     time alike;
 * <li>promoted by young collection i = old-gen growth when the log gives the old generation,
 *     else what left the young generation without being freed:
 *     (youngBefore − youngAfter) − (heapBefore − heapAfter);
 * <li>survival s(i) = max(0, heapAfter(i) − heapAfter(i−1)) / (heapBefore(i) − heapAfter(i−1)) over
 *     consecutive young collections with no other GC activity (old, mixed, full, concurrent
 *     phases, other pauses) in between. A concurrent phase is logged when it ends, often after
 *     young collections that ran during it (a CMS sweep frees old memory while they run, so
 *     their pairs would read a negative or inflated s): the last {@value #PENDING_LIMIT} values
 *     are therefore held back, and a phase that arrives later withdraws those whose time span it
 *     overlaps;
 * <li>copy survival = 1 − (heapBefore − heapAfter) / youngBefore of each young collection that
 *     logs the young generation.
 * </ul>
 *
 * <p>A young collection that runs concurrently (generational ZGC's minor collection, generational
 * Shenandoah's young cycle) is one young pause carrying the collection's heap, followed by its
 * other pauses and phases under the same GC id: those are part of it, not other GC activity. So
 * are the phases of its id logged just before its first pause (Shenandoah's {@code Concurrent reset}).
 */
final class HeapFlow {
    /** Survival values held back for concurrent phases reported late; bounds memory. */
    static final int PENDING_LIMIT = 1024;

    private final HeldSurvivals pending = new HeldSurvivals();
    private final DecimatingSeries survival = new DecimatingSeries();
    /** Sums over the survival pairs, for the allocation-weighted mean. */
    private long survivingGrowthBytes;
    private long survivalAllocatedBytes;
    /** Survival values counted as 0 because the heap shrank between the pair; and where the first of this JVM run is. */
    private long negativeClamped;
    private long runNegativeClamped;
    private SourceLocation runFirstNegative;
    /** Survival values counted as 1 because the heap grew by more than was allocated, in this JVM run; the first. */
    private long runAboveOne;
    private SourceLocation runFirstAboveOne;
    private final DecimatingSeries copySurvival = new DecimatingSeries();
    private long allocatedBytes;
    private double allocationSeconds;
    private boolean allocationMeasured;
    private long promotedBytes;
    private boolean promotionMeasured;

    /** The previous pause that logged the heap, in this run. */
    private MemoryChange previousHeap;
    private OptionalDouble previousStart = OptionalDouble.empty();
    private boolean previousWasYoung;
    private boolean otherActivitySincePrevious;
    /** The GC id of the last young collection, whose later pauses and phases belong to it. */
    private OptionalLong youngId = OptionalLong.empty();
    /** The GC id of the last concurrent cycle whose first pause carried the heap. */
    private OptionalLong cycleId = OptionalLong.empty();
    /** When all other activity since the previous pause carried one GC id: that id (a cycle's first phases). */
    private OptionalLong activityId = OptionalLong.empty();

    /** Forget the previous collection: a new JVM run shares no heap with the last one. */
    void newRun() {
        flushPending();
        previousHeap = null;
        previousStart = OptionalDouble.empty();
        previousWasYoung = false;
        otherActivitySincePrevious = false;
        youngId = OptionalLong.empty();
        cycleId = OptionalLong.empty();
        activityId = OptionalLong.empty();
    }

    /** Like {@link #otherActivity(OptionalDouble, OptionalDouble)}, unless the phase belongs to the last young collection. */
    void otherActivity(OptionalLong gcId, OptionalDouble startSeconds, OptionalDouble durationMs) {
        if (gcId.isPresent() && gcId.equals(youngId)) {
            return;
        }
        boolean first = !otherActivitySincePrevious;
        otherActivity(startSeconds, durationMs);
        activityId = first || gcId.equals(activityId) ? gcId : OptionalLong.empty();
    }

    /**
     * GC work that is not a young collection (a concurrent phase) from {@code startSeconds}
     * lasting {@code durationMs}: breaks the survival pairing around it, including pairs already
     * seen whose span it overlaps.
     */
    void otherActivity(OptionalDouble startSeconds, OptionalDouble durationMs) {
        otherActivitySincePrevious = true;
        activityId = OptionalLong.empty();
        if (startSeconds.isPresent()) {
            double from = startSeconds.getAsDouble();
            double to = from + (durationMs.isPresent() ? durationMs.getAsDouble() / 1000 : 0);
            pending.removeOverlapping(from, to);
        }
    }

    /**
     * A heap that shrinks between two young collections (the log's rounding, memory a concurrent
     * collector freed meanwhile) would give a negative share of allocation surviving, which no
     * object lifetime can produce: such a pair counts as 0, and is counted in
     * {@link GcSummary.SurvivalStats#negativeClamped()}; {@link #noteClamped} reports them once per JVM run.
     * Nor can more survive than was allocated: a heap that grew by more (the collector's own
     * accounting during the collection, such as CMS's promotion buffers or G1's humongous regions,
     * after a collection that came a few kilobytes after the one before) counts as 1, noted the same way.
     */
    void pause(PauseEvent pause, OptionalDouble startSeconds) {
        boolean young = pause.kind() == EventKind.YOUNG;
        Optional<MemoryChange> heap = pause.heap();
        if (!young && heap.isEmpty() && pause.gcId().isPresent()
                && (pause.gcId().equals(youngId) || pause.gcId().equals(cycleId))) {
            return; // a later pause of a concurrent collection, counted with its first
        }
        youngId = young ? pause.gcId() : OptionalLong.empty();
        // a concurrent cycle's first pause that carries the cycle's heap (ZGC): its later pauses belong to it
        cycleId = pause.kind() == EventKind.INITIAL_MARK && heap.isPresent() ? pause.gcId() : OptionalLong.empty();
        if (young) {
            copySurvival(pause);
        }
        if (heap.isEmpty()) {
            // a collection whose occupancy is unknown: what it freed is unknown, so neither the
            // gap before it nor the one after it can be measured
            newRun();
            return;
        }
        MemoryChange now = heap.get();
        if (previousHeap != null) {
            long allocated = now.beforeBytes() - previousHeap.afterBytes();
            boolean timed = startSeconds.isPresent() && previousStart.isPresent()
                    && startSeconds.getAsDouble() > previousStart.getAsDouble();
            if (allocated >= 0 && timed) {
                allocatedBytes += allocated;
                allocationSeconds += startSeconds.getAsDouble() - previousStart.getAsDouble();
                allocationMeasured = true;
                OptionalLong promoted = young ? promoted(pause) : OptionalLong.empty();
                if (promoted.isPresent()) {
                    promotedBytes += promoted.getAsLong();
                    promotionMeasured = true;
                }
            }
            // phases logged under this young collection's own id just before it are part of it
            boolean ownActivity = young && pause.gcId().isPresent() && pause.gcId().equals(activityId);
            if (young && previousWasYoung && (!otherActivitySincePrevious || ownActivity) && allocated > 0) {
                long growth = now.afterBytes() - previousHeap.afterBytes();
                SourceLocation clampedAt = growth < 0 ? pause.source() : null;
                SourceLocation cappedAt = growth > allocated ? pause.source() : null;
                HeldSurvivals.Value value = new HeldSurvivals.Value(timed ? previousStart.getAsDouble() : Double.NaN,
                        timed ? startSeconds.getAsDouble() : Double.NaN, Math.min(allocated, Math.max(0, growth)),
                        allocated, clampedAt, cappedAt);
                if (timed) {
                    hold(value);
                } else {
                    commit(value);
                }
            }
        }
        previousHeap = now;
        previousStart = startSeconds;
        previousWasYoung = young;
        otherActivitySincePrevious = false;
        activityId = OptionalLong.empty();
    }

    private void hold(HeldSurvivals.Value value) {
        if (pending.size() == PENDING_LIMIT) {
            commit(pending.removeFirst());
        }
        pending.addLast(value);
    }

    /** Commits the values held back; called before the figures are read. */
    private void flushPending() {
        while (!pending.isEmpty()) {
            commit(pending.removeFirst());
        }
    }

    private void commit(HeldSurvivals.Value value) {
        survival.add((double) value.growthBytes() / value.allocatedBytes());
        survivingGrowthBytes += value.growthBytes();
        survivalAllocatedBytes += value.allocatedBytes();
        if (value.clampedAt() != null) {
            negativeClamped++;
            runNegativeClamped++;
            if (runFirstNegative == null) {
                runFirstNegative = value.clampedAt();
            }
        }
        if (value.cappedAt() != null) {
            runAboveOne++;
            if (runFirstAboveOne == null) {
                runFirstAboveOne = value.cappedAt();
            }
        }
    }

    /**
     * At the end of a JVM run: one note for all its survival values counted as 0, at the first of
     * them (a MB-rounded log gives hundreds; one line per collection would bury every other note).
     */
    void noteClamped(Diagnostics diagnostics) {
        flushPending();
        noteCounted(diagnostics, runNegativeClamped, runFirstNegative, "negative-survival", "read a heap smaller than after"
                + " the young collection before, with memory allocated between them (the log's rounding, or memory freed"
                + " outside young collections): survival counted as 0");
        noteCounted(diagnostics, runAboveOne, runFirstAboveOne, "survival-above-one", "left the heap larger than after the"
                + " young collection before by more than was allocated between them (the collector's own accounting, e.g."
                + " promotion buffers or humongous regions): survival counted as 1");
        runNegativeClamped = 0;
        runFirstNegative = null;
        runAboveOne = 0;
        runFirstAboveOne = null;
    }

    /** "N young collections WHAT for each; the first is here", at the first of them; nothing when there were none. */
    private static void noteCounted(Diagnostics diagnostics, long count, SourceLocation first, String code, String what) {
        if (count > 0) {
            diagnostics.note(first, code, String.format(Locale.ROOT, "%d young %s %s for %s; the first is here", count,
                    count == 1 ? "collection" : "collections", what, count == 1 ? "it" : "each"), "");
        }
    }

    private void copySurvival(PauseEvent pause) {
        if (pause.heap().isPresent() && pause.young().isPresent() && pause.young().get().beforeBytes() > 0) {
            MemoryChange heap = pause.heap().get();
            // into [0, 1]: a heap that grew during the collection (its own accounting) is not more than all surviving
            double survived = 1 - (double) heap.reclaimedBytes() / pause.young().get().beforeBytes();
            copySurvival.add(Math.min(1, Math.max(0, survived)));
        }
    }

    private static OptionalLong promoted(PauseEvent pause) {
        if (pause.old().isPresent()) {
            return OptionalLong.of(Math.max(0, -pause.old().get().reclaimedBytes()));
        }
        if (pause.young().isPresent() && pause.heap().isPresent()) {
            long leftYoung = pause.young().get().reclaimedBytes();
            long freed = pause.heap().get().reclaimedBytes();
            return OptionalLong.of(Math.max(0, leftYoung - freed));
        }
        return OptionalLong.empty();
    }

    OptionalDouble allocationRateMBps() {
        return allocationMeasured && allocationSeconds > 0
                ? OptionalDouble.of(allocatedBytes / MB / allocationSeconds) : OptionalDouble.empty();
    }

    OptionalDouble promotionRateMBps() {
        return promotionMeasured && allocationSeconds > 0
                ? OptionalDouble.of(promotedBytes / MB / allocationSeconds) : OptionalDouble.empty();
    }

    GcSummary.AllocationStats allocation() {
        return new GcSummary.AllocationStats(
                allocationMeasured ? OptionalLong.of(allocatedBytes) : OptionalLong.empty(),
                allocationMeasured ? OptionalDouble.of(allocationSeconds) : OptionalDouble.empty(),
                promotionMeasured ? OptionalLong.of(promotedBytes) : OptionalLong.empty());
    }

    /** @param seriesLimit most values of the series to return (0 for none) */
    GcSummary.SurvivalStats survival(int seriesLimit) {
        flushPending();
        DecimatingSeries.Sample sample = seriesLimit > 0 ? survival.sample(seriesLimit)
                : new DecimatingSeries.Sample(java.util.List.of(), 1);
        // The mean is weighted by allocation (total growth / total allocated over the pairs): a
        // collection that ran after a few kilobytes (a GC locker, a scavenge before remark)
        // gives a wild ratio that would otherwise dominate a plain mean; the median is per pair.
        OptionalDouble mean = survivalAllocatedBytes > 0
                ? OptionalDouble.of((double) survivingGrowthBytes / survivalAllocatedBytes) : OptionalDouble.empty();
        return new GcSummary.SurvivalStats(survival.count(), survival.median(), mean, copySurvival.median(),
                sample.values(), copySurvival.mean(), copySurvival.count(), sample.stride(), survival.exact(),
                negativeClamped);
    }

    private static final double MB = 1024.0 * 1024.0;
}
