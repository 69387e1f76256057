package io.tenure.gclog.unified;

import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.input.Line;

/**
 * Collects the {@code gc,heap} lines of each {@code GC(n)} until its pause line takes them. They
 * are written just before the pause line, so only a few cycles are ever open (more only when a
 * concurrent cycle's id interleaves with young pauses); memory stays bounded by dropping the
 * oldest beyond {@link #MAX_OPEN}.
 */
final class HeapAssembler {
    private static final int MAX_OPEN = 4;

    private final HeapTransition transition = new HeapTransition();
    private final CycleHeap[] open = new CycleHeap[MAX_OPEN];
    private int next;
    private long regionBytes = -1;
    /** The transition of the last {@code Metaspace:} line without a {@code GC(n)}, null when the last had one or none. */
    private MemoryChange unattributedMetaspace;

    /** G1 region size from {@code Heap region size: 1M}; false when malformed. */
    boolean regionSize(Line line, int p) {
        int valueStart = line.indexOf(": ", p) + 2;
        long bytes = Bytes.sizeBytes(line, valueStart, line.length());
        if (bytes <= 0) {
            return false;
        }
        regionBytes = bytes;
        return true;
    }

    long regionBytes() {
        return regionBytes;
    }

    /** {@code Eden regions: 14->0(8)} and its siblings; false when malformed. */
    boolean regions(Line line, long gcId, int p) {
        int valueStart = line.indexOf(": ", p) + 2;
        if (gcId < 0 || !transition.parse(line, valueStart, tokenEnd(line, valueStart), false)) {
            return false;
        }
        CycleHeap heap = cycle(gcId);
        int first = line.byteAt(p);
        if (first == 'E') {
            heap.addYoungRegions(transition.before, transition.after);
            heap.edenRegionsBefore = transition.before;
            heap.edenRegionsAfter = transition.after;
        } else if (first == 'S') {
            heap.addYoungRegions(transition.before, transition.after);
            heap.survivorRegionsBefore = transition.before;
            heap.survivorRegionsAfter = transition.after;
        } else {
            heap.addOldRegions(transition.before, transition.after);
            if (first == 'H') {
                heap.humongousRegionsBefore = transition.before;
                heap.humongousRegionsAfter = transition.after;
            }
        }
        return true;
    }

    /**
     * {@code Metaspace: 3643K->3643K(1056768K)} or {@code Metaspace: 123K(320K)->123K(320K) NonClass: …}
     * (the first transition is the whole metaspace); ZGC's and Shenandoah's {@code Metaspace: 2M used, …}
     * states no transition and is taken as read. False when malformed.
     */
    boolean metaspace(Line line, long gcId, int p) {
        unattributedMetaspace = null;
        int valueStart = p + "Metaspace: ".length();
        int end = tokenEnd(line, valueStart);
        if (line.indexOf("->", valueStart) < 0 || line.indexOf("->", valueStart) > end) {
            return true;
        }
        if (!transition.parse(line, valueStart, end, true)) {
            return false;
        }
        if (gcId < 0) {
            // Shenandoah's, after its cycle: the reader gives it to that cycle's pause
            unattributedMetaspace = transition.capacityAfter >= 0
                    ? MemoryChange.of(transition.before, transition.after, transition.capacityAfter)
                    : MemoryChange.of(transition.before, transition.after);
            return true;
        }
        CycleHeap heap = cycle(gcId);
        heap.metaspaceBefore = transition.before;
        heap.metaspaceAfter = transition.after;
        heap.metaspaceCapacity = transition.capacityAfter;
        return true;
    }

    /** What the last {@link #metaspace} line without a GC id said, or null. */
    MemoryChange unattributedMetaspace() {
        return unattributedMetaspace;
    }

    /**
     * {@code PSYoungGen: 33275K->5090K(38400K)} and its siblings; false when malformed. JDK 24+
     * Serial adds its young generation's parts: {@code DefNew: 3371K(10944K)->0K(11008K) Eden:
     * 3371K(5504K)->0K(5568K) From: 0K(5440K)->0K(5440K)}.
     */
    boolean generation(Line line, long gcId, int p) {
        int valueStart = line.indexOf(": ", p) + 2;
        if (gcId < 0 || !transition.parse(line, valueStart, tokenEnd(line, valueStart), true)) {
            return false;
        }
        CycleHeap heap = cycle(gcId);
        boolean young = line.regionMatches(p, "DefNew") || line.regionMatches(p, "PSYoungGen")
                || line.regionMatches(p, "ParNew");
        if (young) {
            heap.youngBefore = transition.before;
            heap.youngAfter = transition.after;
            heap.youngCapacity = transition.capacityAfter;
            youngSpace(line, " Eden: ", heap, true);
            youngSpace(line, " From: ", heap, false);
        } else {
            heap.oldBefore = transition.before;
            heap.oldAfter = transition.after;
            heap.oldCapacity = transition.capacityAfter;
        }
        return true;
    }

    /** A young generation's part on its generation line ({@code  Eden: 3371K(5504K)->0K(5568K)}), when there. */
    private void youngSpace(Line line, String label, CycleHeap heap, boolean eden) {
        int at = line.indexOf(label, 0);
        if (at < 0) {
            return;
        }
        int from = at + label.length();
        if (!transition.parse(line, from, tokenEnd(line, from), true)) {
            return;
        }
        if (eden) {
            heap.edenBefore = transition.before;
            heap.edenAfter = transition.after;
            heap.edenCapacity = transition.capacityAfter;
        } else {
            heap.survivorBefore = transition.before;
            heap.survivorAfter = transition.after;
            heap.survivorCapacity = transition.capacityAfter;
        }
    }

    /** {@code Heap before GC invocations=…} or {@code Heap after GC …}: which block the next heap line belongs to. */
    boolean heapAtGc(Line line, long gcId, int p) {
        if (gcId < 0) {
            return false;
        }
        cycle(gcId).inAfterBlock = line.byteAt(p + "Heap ".length()) == 'a' || line.byteAt(p + "Heap ".length()) == 'A';
        return true;
    }

    /** {@code  garbage-first heap   total 65536K, used 30703K […)}: the heap's exact occupancy in that block. */
    boolean g1HeapUsed(Line line, long gcId, int p) {
        int used = line.indexOf(", used ", p);
        if (gcId < 0 || used < 0) {
            return false;
        }
        int from = used + ", used ".length();
        int to = tokenEnd(line, from);
        long bytes = Bytes.sizeBytes(line, from, to);
        if (bytes < 0) {
            return false;
        }
        CycleHeap heap = cycle(gcId);
        if (heap.inAfterBlock) {
            heap.heapUsedAfter = bytes;
        } else {
            heap.heapUsedBefore = bytes;
        }
        return true;
    }

    /** The heap lines of {@code gcId}, removed from the open set; null when none were logged. */
    CycleHeap take(long gcId) {
        for (int i = 0; i < MAX_OPEN; i++) {
            if (open[i] != null && open[i].gcId == gcId) {
                CycleHeap heap = open[i];
                open[i] = null;
                return heap;
            }
        }
        return null;
    }

    private CycleHeap cycle(long gcId) {
        for (CycleHeap heap : open) {
            if (heap != null && heap.gcId == gcId) {
                return heap;
            }
        }
        CycleHeap heap = new CycleHeap(gcId);
        open[next] = heap; // round robin: overwrites the oldest
        next = (next + 1) % MAX_OPEN;
        return heap;
    }

    private static int tokenEnd(Line line, int from) {
        int space = line.indexOf(' ', from);
        return space < 0 ? line.length() : space;
    }
}
