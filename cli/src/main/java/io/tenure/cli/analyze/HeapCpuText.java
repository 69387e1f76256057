package io.tenure.cli.analyze;

import static io.tenure.cli.analyze.SummaryText.count;
import static io.tenure.cli.analyze.SummaryText.row;

import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.Units;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The text report's heap and CPU rows: occupancy per area before and after collections (a table
 * of the areas the log gives, eden and survivor indented under young), the live set with its trend,
 * the GC threads' CPU time, and the concurrent cycles' wall-clock time.
 */
final class HeapCpuText {
    private HeapCpuText() {
    }

    static void write(PrintWriter out, GcSummary s) {
        heap(out, s.heapDetail());
        liveSet(out, s.heapDetail().liveSet());
        cpu(out, s.cpu());
        concurrent(out, s.concurrent());
    }

    private static void heap(PrintWriter out, GcSummary.HeapDetailStats h) {
        if (h.heap().collections() == 0 && h.young().collections() == 0 && h.old().collections() == 0
                && h.metaspace().collections() == 0) {
            row(out, "Heap", "unknown (no collection logged its occupancy)");
            return;
        }
        row(out, "Heap", String.format(Locale.ROOT, "%-10s %11s %11s %11s %11s %11s", "area", "collections",
                "before mean", "after mean", "max after", "capacity"));
        area(out, "heap", h.heap());
        area(out, "young", h.young());
        area(out, "  eden", h.eden());
        area(out, "  survivor", h.survivor());
        area(out, "old", h.old());
        area(out, "humongous", h.humongous());
        area(out, "metaspace", h.metaspace());
    }

    private static void area(PrintWriter out, String name, GcSummary.AreaStats a) {
        if (a.collections() == 0) {
            return;
        }
        out.printf(Locale.ROOT, "  %-13s %-10s %11d %11s %11s %11s %11s%n", "", name, a.collections(),
                Units.bytes(a.meanBeforeBytes()), Units.bytes(a.meanAfterBytes()), Units.bytes(a.maxAfterBytes()),
                a.maxCapacityBytes().isPresent() ? Units.bytes(a.maxCapacityBytes()) : "-");
    }

    /** Only where concurrent phases were timed: a stop-the-world collector's log has none, and says nothing here. */
    private static void concurrent(PrintWriter out, GcSummary.ConcurrentStats c) {
        if (c.cycles() == 0) {
            return;
        }
        row(out, "Cycles", count(c.cycles(), "concurrent cycle") + " timed: total " + Units.duration(c.totalMs()) + ", p50 "
                + Units.duration(c.p50Ms()) + ", max " + Units.duration(c.maxMs())
                + " (wall clock, first concurrent phase to last)");
    }

    private static void liveSet(PrintWriter out, GcSummary.LiveSetStats l) {
        if (l.collections() == 0) {
            row(out, "Live set", "unknown (no full, mixed or whole-heap concurrent collection logged the heap)");
            return;
        }
        String trend = l.slopeBytesPerHour().isPresent()
                ? "trend " + (l.slopeBytesPerHour().getAsDouble() >= 0 ? "+" : "") + Units.bytes(l.slopeBytesPerHour().getAsDouble()) + "/h"
                : "trend unknown (fewer than 3 points, or less than a minute apart)";
        row(out, "Live set", "after " + count(l.collections(), "full, mixed or whole-heap collection") + ": min "
                + Units.bytes(l.minBytes()) + ", max " + Units.bytes(l.maxBytes()) + ", last " + Units.bytes(l.lastBytes())
                + ", " + trend);
    }

    private static void cpu(PrintWriter out, GcSummary.CpuStats c) {
        if (c.collections() == 0) {
            row(out, "GC CPU", "unknown (no [Times: ...] or gc,cpu lines)");
            return;
        }
        row(out, "GC CPU", "user " + Units.duration(c.userMs()) + ", sys " + Units.duration(c.sysMs()) + ", real "
                + Units.duration(c.realMs()) + " over " + count(c.collections(), "pause")
                + (c.parallelism().isPresent()
                        ? String.format(Locale.ROOT, ": %.2f threads busy on average", c.parallelism().getAsDouble()) : "")
                + "; longest real " + Units.duration(c.maxRealMs()));
    }
}
