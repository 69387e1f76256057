package io.tenure.cli.analyze;

import static io.tenure.cli.analyze.AnalyzeReport.boxed;
import static io.tenure.cli.analyze.AnalyzeReport.number;

import io.tenure.gclog.metrics.GcSummary;
import java.math.BigDecimal;

/**
 * The JSON of {@link GcSummary#cpu()} and {@link GcSummary#heapDetail()} in {@code tenure-analyze/2}:
 * CPU times of the collections, occupancy per area before and after them, and the live set.
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

    record HeapDetail(Area heap, Area young, Area old, Area humongous, Area metaspace, LiveSet liveSet) {
        static HeapDetail of(GcSummary.HeapDetailStats h) {
            return new HeapDetail(Area.of(h.heap()), Area.of(h.young()), Area.of(h.old()), Area.of(h.humongous()),
                    Area.of(h.metaspace()), LiveSet.of(h.liveSet()));
        }
    }
}
