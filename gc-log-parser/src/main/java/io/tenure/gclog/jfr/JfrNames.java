package io.tenure.gclog.jfr;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.event.Timestamp;
import io.tenure.platforms.Collector;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/** What HotSpot's JFR names for collectors, pause phases and failures mean in tenure's terms. */
final class JfrNames {
    /**
     * G1's evacuation failure, a text log's {@code To-space exhausted} ({@link #EVACUATION_FAILED_MARKER}).
     * JDK 17 writes one per GC worker thread that failed to copy, all with the collection's gcId,
     * so the reader counts one marker per collection, as the text log has one line per collection.
     */
    static final String EVACUATION_FAILED = "jdk.EvacuationFailed";
    static final MarkerKind EVACUATION_FAILED_MARKER = MarkerKind.TO_SPACE_EXHAUSTED;
    /**
     * A ZGC application thread waited for memory, a text log's {@code Allocation Stall (main) 1.922ms}
     * ({@link #ALLOCATION_STALL_MARKER}): one event per stall, its duration the wait.
     */
    static final String ALLOCATION_STALL = "jdk.ZAllocationStall";
    static final MarkerKind ALLOCATION_STALL_MARKER = MarkerKind.ALLOCATION_STALL;
    /**
     * A single-generation ZGC collection ({@code jdk.GarbageCollection} name {@code Z}) started by an
     * allocation stall, a text log's {@code Garbage Collection (Allocation Stall)}. Generational ZGC's
     * ({@code ZGC Minor}/{@code ZGC Major}) are not: its text log says {@code Minor Collection
     * (Allocation Stall)}, which the text rule does not count either, and the two must agree.
     */
    static final String ALLOCATION_STALL_CAUSE = "Allocation Stall";
    static final MarkerKind ALLOCATION_STALL_CYCLE_MARKER = MarkerKind.ALLOCATION_STALL_CYCLE;
    // jdk.PromotionFailed and jdk.ConcurrentModeFailure would be the other failure markers; they
    // are not read until a real recording that holds them is a fixture.

    private JfrNames() {
    }

    /**
     * When a recorded failure happened, for its marker's text (a recording has no line to quote):
     * on the uptime when the recording has the JVM's start, else on the wall clock.
     */
    static String when(Timestamp ts, Instant at) {
        return ts.uptimeSeconds().isPresent()
                ? String.format(Locale.ROOT, "%.3f s uptime", ts.uptimeSeconds().getAsDouble())
                : at.toString();
    }

    /**
     * The collector from {@code jdk.GCConfiguration}'s young and old collector names
     * ({@code "G1New"/"G1Old"}, {@code "DefNew"/"SerialOld"}, {@code "ParallelScavenge"/"ParallelOld"},
     * {@code "N/A"/"Z"}, {@code "ZGC Minor"/"ZGC Major"}, {@code "N/A"/"Shenandoah"} ...).
     */
    static Optional<Collector> collector(String young, String old) {
        String y = young == null ? "" : young;
        String o = old == null ? "" : old;
        if (y.startsWith("G1") || o.startsWith("G1")) {
            return Optional.of(Collector.G1);
        }
        if (y.equals("DefNew") || o.equals("SerialOld")) {
            return Optional.of(Collector.SERIAL);
        }
        if (y.equals("ParallelScavenge") || o.equals("ParallelOld") || o.equals("PSMarkSweep")) {
            return Optional.of(Collector.PARALLEL);
        }
        if (y.equals("ParNew") || o.equals("ConcurrentMarkSweep")) {
            return Optional.of(Collector.CMS);
        }
        if (y.startsWith("ZGC") || o.startsWith("ZGC")) {
            return Optional.of(Collector.ZGC_GENERATIONAL);
        }
        if (o.equals("Z")) {
            return Optional.of(Collector.ZGC);
        }
        if (o.equals("Shenandoah")) {
            return Optional.of(Collector.SHENANDOAH);
        }
        if (o.equals("Epsilon") || y.equals("Epsilon")) {
            return Optional.of(Collector.EPSILON);
        }
        return Optional.empty();
    }

    /**
     * The kind of one {@code jdk.GCPhasePause}: the phase name decides for the pauses of
     * concurrent cycles ({@code "Pause Remark"}, {@code "Pause Mark Start"}, {@code "Pause Init Mark"}
     * ...); a generic {@code "GC Pause"} takes its kind from the collection's name and, for G1,
     * its young-collection type.
     *
     * @param gcName the {@code jdk.GarbageCollection} name, or null when not (yet) known
     * @param g1Type the {@code jdk.G1GarbageCollection} type, or null
     */
    static EventKind pauseKind(String phase, String gcName, String g1Type) {
        String p = phase == null ? "" : phase;
        if (p.contains("Degenerated") || p.contains("Full")) {
            return EventKind.FULL;
        }
        if (p.contains("Remark") || p.contains("Mark End") || p.contains("Final Mark")) {
            return EventKind.REMARK;
        }
        if (p.contains("Cleanup")) {
            return EventKind.CLEANUP;
        }
        if (p.contains("Mark Start") || p.contains("Init Mark")) {
            return EventKind.INITIAL_MARK;
        }
        if (!p.equals("GC Pause")) {
            return EventKind.OTHER_PAUSE;
        }
        String gc = gcName == null ? "" : gcName;
        switch (gc) {
            case "G1New" -> {
                return g1Kind(g1Type);
            }
            case "DefNew", "ParallelScavenge", "ParNew" -> {
                return EventKind.YOUNG;
            }
            case "SerialOld", "ParallelOld", "PSMarkSweep", "G1Full", "G1Old" -> {
                return EventKind.FULL;
            }
            default -> {
                return EventKind.OTHER_PAUSE;
            }
        }
    }

    private static EventKind g1Kind(String type) {
        if (type == null) {
            return EventKind.YOUNG;
        }
        return switch (type) {
            case "Mixed" -> EventKind.MIXED;
            // a concurrent start is a young collection that also starts marking (PauseEvent.concurrentStart)
            default -> EventKind.YOUNG; // "Normal", "Concurrent Start", "Initial Mark", "Prepare Mixed", "Concurrent End"
        };
    }

    /** Whether a collection is a single-generation ZGC cycle started by an allocation stall ({@link #ALLOCATION_STALL_CAUSE}). */
    static boolean startedByAllocationStall(String gcName, String cause) {
        return "Z".equals(gcName) && ALLOCATION_STALL_CAUSE.equals(cause);
    }

    /** Whether a G1 young pause of this {@code jdk.G1GarbageCollection} type also starts a concurrent cycle. */
    static boolean startsConcurrentCycle(String gcName, String g1Type) {
        return "G1New".equals(gcName) && ("Concurrent Start".equals(g1Type) || "Initial Mark".equals(g1Type));
    }

    /** A pause's name for humans: the phase's own, or for a generic "GC Pause" the collection's. */
    static String pauseName(String phase, String gcName, String g1Type) {
        if (!"GC Pause".equals(phase) || gcName == null) {
            return phase == null ? "GC Pause" : phase;
        }
        return g1Type == null ? gcName : gcName + " (" + g1Type + ")";
    }
}
