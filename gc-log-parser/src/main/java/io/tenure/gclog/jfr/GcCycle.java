package io.tenure.gclog.jfr;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * What a recording says about one collection ({@code gcId}), gathered from several event types
 * that arrive in no fixed order: its stop-the-world phases, name and cause, G1 type, heap
 * summaries, tenuring distribution and evacuation failure. Lists are capped so corrupt input
 * cannot grow them.
 */
final class GcCycle {
    private static final int MAX_ITEMS = 256;
    /** Heap summaries are taken inside the pause they describe; allow for clock rounding. */
    private static final Duration SLACK = Duration.ofMillis(1);

    private record Phase(Instant start, Duration duration, String name, long index) {
        Instant end() {
            return start.plus(duration);
        }
    }

    /**
     * The memory areas a pause reports; young and old (and eden and survivor, the young
     * generation's parts) come from collector-specific summaries, metaspace from {@code jdk.MetaspaceSummary}.
     */
    enum Area { HEAP, YOUNG, OLD, EDEN, SURVIVOR, METASPACE }

    /** One {@code jdk.GCCPUTime} (JDK 20+): the GC threads' CPU time of one stop-the-world collection. */
    private record CpuSample(Instant at, CpuTime times) {
    }

    private record HeapSample(Instant at, boolean before, Area area, long usedBytes, long committedBytes) {
    }

    private final long gcId;
    private final List<Phase> phases = new ArrayList<>();
    private final List<HeapSample> heap = new ArrayList<>();
    private final List<CpuSample> cpu = new ArrayList<>();
    private final TreeMap<Integer, Long> bytesByAge = new TreeMap<>();
    private long tenuringIndex;
    private Instant tenuringAt;
    private String gcName;
    private String cause;
    /** When the collection started ({@code jdk.GarbageCollection}), null until it is read. */
    private Instant collectionAt;
    private long collectionIndex;
    private String g1Type;
    private OptionalInt tenuringThreshold = OptionalInt.empty();
    /** The first {@code jdk.EvacuationFailed} of the collection (null when none), and what all of them add up to. */
    private Instant evacuationFailedAt;
    private long evacuationFailedIndex;
    private int evacuationFailedThreads;
    private long objectsNotCopied;
    private long bytesNotCopied;

    GcCycle(long gcId) {
        this.gcId = gcId;
    }

    void pause(Instant start, Duration duration, String name, long index) {
        if (phases.size() < MAX_ITEMS) {
            phases.add(new Phase(start, duration, name, index));
        }
    }

    void collection(String name, String why, Instant at, long index) {
        gcName = gcName == null ? name : gcName;
        cause = cause == null ? why : cause;
        if (collectionAt == null) {
            collectionAt = at;
            collectionIndex = index;
        }
    }

    void g1Type(String type) {
        g1Type = type;
    }

    void tenuringThreshold(int threshold) {
        tenuringThreshold = OptionalInt.of(threshold);
    }

    /** Occupancy of an area before or after a pause; a committed size below 0 means unknown. */
    void memory(Instant at, boolean before, Area area, long usedBytes, long committedBytes) {
        if (heap.size() < MAX_ITEMS && usedBytes >= 0) {
            heap.add(new HeapSample(at, before, area, usedBytes, committedBytes));
        }
    }

    /** The CPU times of a collection of this id, written when it ended; attached to the pause that ended last before. */
    void cpu(Instant at, CpuTime times) {
        if (cpu.size() < MAX_ITEMS) {
            cpu.add(new CpuSample(at, times));
        }
    }

    void age(int age, long bytes, Instant at, long index) {
        if (age >= 1 && age <= 64 && bytes >= 0) {
            bytesByAge.put(age, bytes);
            if (tenuringAt == null) {
                tenuringAt = at;
                tenuringIndex = index;
            }
        }
    }

    /** One GC worker thread's {@code jdk.EvacuationFailed}; a figure below 0 means the event did not carry it. */
    void evacuationFailed(Instant at, long index, long objects, long bytes) {
        if (evacuationFailedAt == null || at.isBefore(evacuationFailedAt)) {
            evacuationFailedAt = at;
            evacuationFailedIndex = index;
        }
        evacuationFailedThreads++;
        objectsNotCopied = objects < 0 || objectsNotCopied < 0 ? -1 : objectsNotCopied + objects;
        bytesNotCopied = bytes < 0 || bytesNotCopied < 0 ? -1 : bytesNotCopied + bytes;
    }

    /** The pauses, tenuring distribution and failure markers of this collection, ready for the time-order buffer. */
    List<Draft> drafts(String file) {
        List<Draft> drafts = new ArrayList<>(phases.size() + 3);
        for (Phase phase : phases) {
            SourceLocation at = new SourceLocation(file, phase.index());
            Optional<MemoryChange> heapChange = change(phase, Area.HEAP);
            Optional<MemoryChange> young = change(phase, Area.YOUNG);
            Optional<MemoryChange> old = change(phase, Area.OLD).or(() -> difference(heapChange, young));
            String name = JfrNames.pauseName(phase.name(), gcName, g1Type);
            var kind = JfrNames.pauseKind(phase.name(), gcName, g1Type);
            double ms = phase.duration().toNanos() / 1e6;
            boolean concurrentStart = kind == EventKind.YOUNG && JfrNames.startsConcurrentCycle(gcName, g1Type);
            Optional<MemoryChange> metaspace = change(phase, Area.METASPACE);
            Optional<MemoryChange> eden = change(phase, Area.EDEN);
            Optional<MemoryChange> survivor = change(phase, Area.SURVIVOR);
            Optional<CpuTime> times = cpuOf(phase, phases);
            drafts.add(new Draft.OfEvent(phase.start(), phase.index(), ts -> new PauseEvent(at, ts, OptionalLong.of(gcId), kind,
                    name, Optional.ofNullable(cause), ms, heapChange, young, old, concurrentStart, metaspace,
                    Optional.empty(), times, eden, survivor)));
        }
        if (tenuringAt != null) {
            List<Long> ages = new ArrayList<>();
            for (int age = 1; age <= bytesByAge.lastKey(); age++) {
                ages.add(bytesByAge.getOrDefault(age, 0L));
            }
            SourceLocation at = new SourceLocation(file, tenuringIndex);
            OptionalInt threshold = tenuringThreshold;
            drafts.add(new Draft.OfEvent(tenuringAt, tenuringIndex, ts -> new TenuringEvent(at, ts, OptionalLong.of(gcId), ages,
                    threshold, OptionalLong.empty())));
        }
        if (collectionAt != null && JfrNames.startedByAllocationStall(gcName, cause)) {
            SourceLocation at = new SourceLocation(file, collectionIndex);
            Instant start = collectionAt;
            drafts.add(new Draft.OfMarker(start, collectionIndex, ts -> new Marker(JfrNames.ALLOCATION_STALL_CYCLE_MARKER,
                    at, OptionalDouble.empty(), OptionalDouble.empty(), "jdk.GarbageCollection GC(" + gcId + ") at "
                    + JfrNames.when(ts, start) + ": ZGC cycle, cause " + JfrNames.ALLOCATION_STALL_CAUSE)));
        }
        if (evacuationFailedAt != null) {
            SourceLocation at = new SourceLocation(file, evacuationFailedIndex);
            drafts.add(new Draft.OfMarker(evacuationFailedAt, evacuationFailedIndex, ts -> new Marker(
                    JfrNames.EVACUATION_FAILED_MARKER, at, OptionalDouble.empty(), OptionalDouble.empty(),
                    evacuationFailureText(ts))));
        }
        return drafts;
    }

    /**
     * The evidence of an evacuation failure: a recording has no line to quote, so the marker says
     * which event it is, when (uptime, or the wall clock when the recording lacks the JVM's start)
     * and what failed, e.g. {@code jdk.EvacuationFailed GC(13) at 2.259 s uptime: 2 GC threads could
     * not copy 2016 objects (2.0 MB)}.
     */
    private String evacuationFailureText(Timestamp ts) {
        String when = JfrNames.when(ts, evacuationFailedAt);
        String threads = evacuationFailedThreads + (evacuationFailedThreads == 1 ? " GC thread" : " GC threads");
        String what = objectsNotCopied < 0 || bytesNotCopied < 0 ? "" : String.format(Locale.ROOT,
                " %d objects (%.1f MB)", objectsNotCopied, bytesNotCopied / (1024.0 * 1024.0));
        return JfrNames.EVACUATION_FAILED + " GC(" + gcId + ") at " + when + ": " + threads + " could not copy"
                + (what.isEmpty() ? " objects" : what);
    }

    /**
     * The CPU times of this pause: each {@code jdk.GCCPUTime} of this collection goes on the pause
     * whose end is nearest its time (G1 writes one after each of a cycle's pauses, Remark and
     * Cleanup, under the cycle's id; Serial's full collection writes its own after work that
     * follows the pause phase, so no fixed window after the pause would do). A pause takes the
     * first of those nearest it.
     */
    private Optional<CpuTime> cpuOf(Phase phase, List<Phase> all) {
        for (CpuSample c : cpu) {
            Phase nearest = null;
            for (Phase p : all) {
                if (nearest == null || distance(c.at(), p.end()) < distance(c.at(), nearest.end())) {
                    nearest = p;
                }
            }
            if (nearest == phase) {
                return Optional.of(c.times());
            }
        }
        return Optional.empty();
    }

    private static long distance(Instant a, Instant b) {
        return Math.abs(Duration.between(a, b).toNanos());
    }

    /** G1 reports heap and young (eden + survivor) only: old is the rest. */
    private static Optional<MemoryChange> difference(Optional<MemoryChange> heap, Optional<MemoryChange> young) {
        if (heap.isEmpty() || young.isEmpty()) {
            return Optional.empty();
        }
        long before = heap.get().beforeBytes() - young.get().beforeBytes();
        long after = heap.get().afterBytes() - young.get().afterBytes();
        return before < 0 || after < 0 ? Optional.empty() : Optional.of(MemoryChange.of(before, after));
    }

    /** Before: the last "Before GC" summary taken within the pause; after: the first "After GC" one. */
    private Optional<MemoryChange> change(Phase phase, Area area) {
        Instant from = phase.start().minus(SLACK);
        Instant to = phase.end().plus(SLACK);
        HeapSample before = null;
        HeapSample after = null;
        for (HeapSample s : heap) {
            if (s.area() != area || s.at().isBefore(from) || s.at().isAfter(to)) {
                continue;
            }
            if (s.before()) {
                before = s;
            } else if (after == null) {
                after = s;
            }
        }
        if (before == null || after == null) {
            return Optional.empty();
        }
        return Optional.of(new MemoryChange(before.usedBytes(), after.usedBytes(),
                after.committedBytes() >= 0 ? OptionalLong.of(after.committedBytes()) : OptionalLong.empty()));
    }
}
