package io.tenure.gclog.unified;

import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.input.Line;

/**
 * The figures of one generational Shenandoah young cycle ({@code Pause Init Mark (Young)} and the
 * phases of its {@code GC(n)}) that make it a young collection with a survival rate. Shenandoah
 * frees memory twice per cycle, each time logging the heap on a cleanup line:
 * {@code Concurrent cleanup (Young) 28M->25M(64M)} after final mark (immediate garbage) and
 * {@code Concurrent cleanup (Young) 35M->22M(64M)} after evacuation and update-refs (the
 * collection set). The application allocates in between, so the heap before the first cleanup is
 * the occupancy the cycle works on and the two drops together are what it reclaimed: a
 * stop-the-world collection would have left {@code before − reclaimed}. That pair is the cycle's
 * heap, as for generational ZGC ({@link ZgcMinorCycle}); the log gives no young-generation
 * occupancy at info level, so the young figure stays unknown. A single-generation cycle
 * ({@code Pause Init Mark}) is read the same way, its last cleanup being the one after
 * {@code Pause Final Update Refs}.
 */
final class ShenandoahYoungCycle {
    private final HeapTransition transition = new HeapTransition();
    private long gcId = -1;
    private long before;
    private long reclaimed;
    private long capacity;
    /** A single-generation cycle's update-refs pause has run: its next cleanup is its last. */
    private boolean updateRefsDone;

    void begin(long id) {
        gcId = id;
        before = -1;
        reclaimed = 0;
        capacity = -1;
        updateRefsDone = false;
    }

    void markUpdateRefsDone() {
        updateRefsDone = true;
    }

    boolean updateRefsDone() {
        return updateRefsDone;
    }

    long gcId() {
        return gcId;
    }

    /** A {@code Concurrent cleanup ... X->Y(Z) t ms} line of this cycle; false when its heap does not read. */
    boolean cleanup(Line line, int subjectStart) {
        int arrow = line.indexOf("->", subjectStart);
        if (arrow < 0) {
            return true; // no heap on this line (JDK 17 single-generation cleanups all carry one; be lenient)
        }
        int from = Bytes.lastIndexOf(line, ' ', subjectStart, arrow) + 1;
        int to = line.indexOf(' ', arrow);
        if (!transition.parse(line, from, to < 0 ? line.length() : to, true)) {
            return false;
        }
        if (before < 0) {
            before = transition.before;
        }
        reclaimed += Math.max(0, transition.before - transition.after);
        capacity = transition.capacityAfter;
        return true;
    }

    /** The heap as if the cycle had stopped the world when it began freeing, or null without a cleanup line. */
    MemoryChange heap() {
        if (before < 0 || reclaimed > before) {
            return null;
        }
        return capacity >= 0 ? MemoryChange.of(before, before - reclaimed, capacity) : MemoryChange.of(before, before - reclaimed);
    }

    void end() {
        gcId = -1;
        updateRefsDone = false;
    }
}
