package io.tenure.cli.analyze;

import static io.tenure.cli.analyze.AnalyzeReport.boxed;
import static io.tenure.cli.analyze.AnalyzeReport.number;

import io.tenure.gclog.metrics.GcSummary;
import java.math.BigDecimal;

/**
 * The JSON of {@link GcSummary#cpu()}, {@link GcSummary#heapDetail()} and {@link GcSummary#concurrent()} in
 * {@code tenure-analyze/2}: CPU times of the collections, occupancy per area before and after them, the
 * live set, and the concurrent cycles' time.
 */
final class HeapCpuJson {
    private HeapCpuJson() {
    }

    record Cpu(long collections, BigDecimal userMs, BigDecimal sysMs, BigDecimal realMs, BigDecimal parallelism,
               BigDecimal maxRealMs) {
        static Cpu of(GcSummary.CpuStats c) {
            return new Cpu(c.collections(), number(c.userMs(), 3), number(c.sysMs(), 3), number(c.realMs(), 3),
                    number(c.parallelism(), 4), number(c.maxRealMs(), 3));
        }
    }

    record Area(long collections, Long meanBeforeBytes, Long meanAfterBytes, Long maxBeforeBytes, Long maxAfterBytes,
                Long maxCapacityBytes) {
        static Area of(GcSummary.AreaStats a) {
            return new Area(a.collections(), boxed(a.meanBeforeBytes()), boxed(a.meanAfterBytes()), boxed(a.maxBeforeBytes()),
                    boxed(a.maxAfterBytes()), boxed(a.maxCapacityBytes()));
        }
    }

    record LiveSet(long collections, Long minBytes, Long maxBytes, Long lastBytes, BigDecimal slopeBytesPerHour) {
        static LiveSet of(GcSummary.LiveSetStats l) {
            return new LiveSet(l.collections(), boxed(l.minBytes()), boxed(l.maxBytes()), boxed(l.lastBytes()),
                    number(l.slopeBytesPerHour(), 1));
        }
    }

    /** Eden and survivor come after the version-2 keys: added later, and written in the order the schema lists them. */
    record HeapDetail(Area heap, Area young, Area old, Area humongous, Area metaspace, LiveSet liveSet, Area eden,
                      Area survivor) {
        static HeapDetail of(GcSummary.HeapDetailStats h) {
            return new HeapDetail(Area.of(h.heap()), Area.of(h.young()), Area.of(h.old()), Area.of(h.humongous()),
                    Area.of(h.metaspace()), LiveSet.of(h.liveSet()), Area.of(h.eden()), Area.of(h.survivor()));
        }
    }

    /** {@link GcSummary#concurrent()}: concurrent cycles' wall-clock time. */
    record Concurrent(long cycles, BigDecimal totalMs, BigDecimal p50Ms, BigDecimal maxMs) {
        static Concurrent of(GcSummary.ConcurrentStats c) {
            return new Concurrent(c.cycles(), number(c.totalMs(), 3), number(c.p50Ms(), 3), number(c.maxMs(), 3));
        }
    }
}
