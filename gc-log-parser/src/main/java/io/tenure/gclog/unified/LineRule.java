package io.tenure.gclog.unified;

/**
 * The named kinds of unified-logging message this parser tells apart. {@link LineClassifier}
 * assigns exactly one to every message by its literal prefix (after the optional {@code GC(n)}
 * and ZGC's {@code Y:}/{@code O:} generation marker); {@code LineRuleTest} checks on real lines
 * that each rule matches its own lines and no other rule's.
 *
 * <p>Data rules feed events; a data line that then fails to parse in full becomes an
 * unparsed-line diagnostic with the rule's name in the reason. Skip rules name lines that are
 * GC output but carry nothing the events need (start markers, statistics, phase breakdowns).
 */
enum LineRule {
    /** {@code Pause Young (Normal) (G1 Evacuation Pause) 25M->4M(256M) 7.033ms}: the end of a stop-the-world pause. */
    PAUSE(true),
    /** {@code Pause Young (Allocation Failure)} without a duration: the start marker, or a statistics table row. */
    PAUSE_START(false),
    /** {@code Concurrent Mark 2.667ms}, {@code Concurrent Mark (0.298s, 0.312s) 13.574ms}: a finished concurrent phase. */
    CONCURRENT_PHASE(true),
    /** {@code Concurrent Mark} start markers, {@code Concurrent refinement times: ...}, statistics rows. */
    CONCURRENT_OTHER(false),
    /** JDK 9-16 {@code Total time for which application threads were stopped: 0.007 seconds, Stopping threads took: ...}. */
    SAFEPOINT_STOPPED(true),
    /** JDK 17+ {@code Safepoint "G1CollectForAllocation", Time since last: ..., Reaching safepoint: ... ns, ... Total: ... ns}. */
    SAFEPOINT(true),
    /** JDK 13-16 {@code Entering safepoint region: G1CollectForAllocation}: names the next safepoint's operation. */
    SAFEPOINT_BEGIN(true),
    /** {@code Desired survivor size 41943040 bytes, new threshold 15 (max threshold 15)}. */
    TENURING_HEADER(true),
    /** {@code Age table with threshold 15 (max threshold 15)}. */
    TENURING_TABLE(true),
    /** {@code - age   1:   16037032 bytes,   16037032 total}. */
    TENURING_AGE(true),
    /** {@code Heap region size: 1M} (JDK 9-16) or {@code Heap Region Size: 1M} (JDK 17+). */
    REGION_SIZE(true),
    /** G1 {@code Eden regions: 14->0(8)}, {@code Survivor ...}, {@code Old ...}, {@code Humongous ...}, {@code Archive regions: 2->2}. */
    REGIONS(true),
    /** {@code gc+heap=debug}: {@code Heap before GC invocations=3 (full 0):} (JDK 25: {@code Heap Before GC}), and {@code after}. */
    HEAP_AT_GC(true),
    /** G1 in a {@code gc+heap=debug} block: {@code  garbage-first heap   total 65536K, used 30703K [0x…)} (JDK 21+: {@code total reserved …, committed …, used …}). */
    G1_HEAP_USED(true),
    /** {@code DefNew: 3371K->0K(10944K)}, {@code Tenured:}, {@code PSYoungGen:}, {@code ParOldGen:}, {@code ParNew:}, {@code CMS:}. */
    GENERATION(true),
    /** {@code Using G1}, {@code Using The Z Garbage Collector}, {@code Initializing The Z Garbage Collector}. */
    COLLECTOR(true),
    /** {@code Version: 17.0.15+6 (release)}. */
    VERSION(true),
    /** Generational ZGC {@code Minor Collection (...)} / {@code Major Collection (...)}: tells the ZGC flavour. */
    ZGC_GENERATIONAL_CYCLE(true),
    /** Non-generational ZGC {@code Garbage Collection (...)}: tells the ZGC flavour. */
    ZGC_CYCLE(true),
    /**
     * Generational ZGC's statistics tables, the rows a minor collection's survival needs:
     * {@code y: Heap Statistics:}, {@code y: Young Generation Statistics:}, {@code y:      Used:  30M (47%) …},
     * {@code y: Reclaimed:  -  -  2M (4%)  22M (35%)}, {@code y:  Promoted: …} (and the old generation's titles).
     */
    ZGC_STATISTICS(true),
    /** {@code User=0.01s Sys=0.00s Real=0.01s} ({@code gc,cpu}): the CPU and wall time of the collection just logged. */
    CPU(true),
    /**
     * {@code Metaspace: 3643K->3643K(1056768K)} (JDK 9-15), {@code Metaspace: 123K(320K)->123K(320K) NonClass: …}
     * (JDK 16+), and ZGC's and Shenandoah's {@code Metaspace: 2M used, 4M committed, …}, which has no transition;
     * Shenandoah writes its transition after a cycle, without a {@code GC(n)}.
     */
    METASPACE(true),
    /**
     * Shenandoah's reason for its next cycle, without a {@code GC(n)}: {@code Trigger: Free (816M) is below minimum
     * threshold (819M)}, {@code Trigger (Young): …}, {@code Cancelling GC: Allocation Failure}.
     */
    TRIGGER(true),
    /** Everything else: worker counts, phase breakdowns, task queues, os, statistics. */
    OTHER(false);

    private final boolean data;

    LineRule(boolean data) {
        this.data = data;
    }

    /** True when lines of this rule feed events. */
    boolean data() {
        return data;
    }
}
