package io.tenure.platforms;

import java.util.Optional;
import java.util.Set;

/**
 * The names of the {@code GarbageCollectorMXBean}s a HotSpot JVM registers for each collector, by
 * feature version: what a child reports here tells which collector really ran, whatever its
 * command line said. Checked on real JVMs (11, 17, 21, 25) by {@code CollectorBeansTest}.
 */
final class CollectorBeans {
    private CollectorBeans() {
    }

    /** Empty where tenure does not know the names (OpenJ9, which cannot run on tenure's machines). */
    static Optional<Set<String>> names(Collector collector, int feature) {
        switch (collector) {
            case SERIAL:
                return Optional.of(Set.of("Copy", "MarkSweepCompact"));
            case PARALLEL:
                return Optional.of(Set.of("PS Scavenge", "PS MarkSweep"));
            case CMS:
                return Optional.of(Set.of("ParNew", "ConcurrentMarkSweep"));
            case G1:
                // JDK 20 added a bean for the concurrent cycle's remark and cleanup pauses (JDK-8297247).
                return Optional.of(feature >= 20 ? Set.of("G1 Young Generation", "G1 Old Generation", "G1 Concurrent GC")
                        : Set.of("G1 Young Generation", "G1 Old Generation"));
            case ZGC:
                // JDK 17 split the single "ZGC" bean into cycles and pauses (JDK-8265136).
                return Optional.of(feature >= 17 ? Set.of("ZGC Cycles", "ZGC Pauses") : Set.of("ZGC"));
            case ZGC_GENERATIONAL:
                return Optional.of(Set.of("ZGC Minor Cycles", "ZGC Minor Pauses", "ZGC Major Cycles", "ZGC Major Pauses"));
            case SHENANDOAH:
            case SHENANDOAH_GENERATIONAL:
                return Optional.of(Set.of("Shenandoah Pauses", "Shenandoah Cycles"));
            case EPSILON:
                // Epsilon never collects, but registers a memory manager that shows as a GC bean.
                return Optional.of(Set.of("Epsilon Heap"));
            case GENCON:
            case OPTTHRUPUT:
            case OPTAVGPAUSE:
            case BALANCED:
            case METRONOME:
            case NOGC:
                return Optional.empty();
            default:
                throw new AssertionError(collector);
        }
    }
}
