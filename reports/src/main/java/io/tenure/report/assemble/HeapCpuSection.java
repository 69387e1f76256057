package io.tenure.report.assemble;

import io.tenure.gclog.metrics.GcSummary;
import io.tenure.report.ChartSpec;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;
import io.tenure.report.Table;
import io.tenure.report.Table.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The analyze report's heap and CPU figures: the heap before and after each collection with the
 * generations and metaspace after it over time, a table per area, and the rows of the live set and
 * the GC threads' CPU time in the figures table.
 */
final class HeapCpuSection {
    private static final double MB = 1024.0 * 1024.0;

    private HeapCpuSection() {
    }

    static ChartSpec areasChart(LogTimeline t) {
        List<Series> series = new ArrayList<>();
        series.add(new Series("heap before GC", SeriesKind.LINE, 0, t.heapBeforeMB()));
        series.add(new Series("heap after GC", SeriesKind.LINE, 1, t.heapAfterMB()));
        int group = 2;
        for (Map.Entry<String, List<double[]>> area : t.areasAfterMB().entrySet()) {
            series.add(new Series(area.getKey(), SeriesKind.LINE, group++, area.getValue()));
        }
        return new ChartSpec("heap-areas", "Heap before and after GC, per generation",
                "Occupancy the log states for each collection: the whole heap before and after it, and each area after it.",
                Axis.of("time since JVM start", "s"), Axis.of("occupancy", "MB"), series);
    }

    static Table areasTable(GcSummary s) {
        GcSummary.HeapDetailStats h = s.heapDetail();
        List<List<Object>> rows = new ArrayList<>();
        area(rows, "heap", h.heap());
        area(rows, "young", h.young());
        area(rows, "eden", h.eden());
        area(rows, "survivor", h.survivor());
        area(rows, "old", h.old());
        area(rows, "humongous", h.humongous());
        area(rows, "metaspace", h.metaspace());
        return new Table("heap-areas", "Occupancy per area, before and after collections", List.of(Column.text("area"),
                Column.number("collections", "", 1), Column.number("before mean", "MB", 4),
                Column.number("after mean", "MB", 4), Column.number("max after", "MB", 4),
                Column.number("capacity", "MB", 4)), rows);
    }

    private static void area(List<List<Object>> rows, String name, GcSummary.AreaStats a) {
        if (a.collections() > 0) {
            rows.add(Arrays.asList(name, a.collections(), mb(a.meanBeforeBytes()), mb(a.meanAfterBytes()),
                    mb(a.maxAfterBytes()), mb(a.maxCapacityBytes())));
        }
    }

    /** Rows {name, value, unit} for the figures table: the live set, the GC CPU time and the concurrent cycles' time. */
    static List<List<Object>> figureRows(GcSummary s) {
        GcSummary.LiveSetStats live = s.heapDetail().liveSet();
        GcSummary.CpuStats cpu = s.cpu();
        List<List<Object>> rows = new ArrayList<>();
        rows.add(Arrays.asList("live set after full/mixed/whole-heap GC (last)", mb(live.lastBytes()), "MB"));
        rows.add(Arrays.asList("live set trend", value(live.slopeBytesPerHour(), MB), "MB/h"));
        rows.add(Arrays.asList("GC CPU user", value(cpu.userMs(), 1), "ms"));
        rows.add(Arrays.asList("GC CPU sys", value(cpu.sysMs(), 1), "ms"));
        rows.add(Arrays.asList("GC CPU real", value(cpu.realMs(), 1), "ms"));
        rows.add(Arrays.asList("GC threads busy, (user + sys) / real", value(cpu.parallelism(), 1), ""));
        GcSummary.ConcurrentStats concurrent = s.concurrent();
        rows.add(Arrays.asList("concurrent cycles timed", concurrent.cycles(), ""));
        rows.add(Arrays.asList("concurrent cycle time, total", value(concurrent.totalMs(), 1), "ms"));
        rows.add(Arrays.asList("concurrent cycle time, p50", value(concurrent.p50Ms(), 1), "ms"));
        rows.add(Arrays.asList("concurrent cycle time, max", value(concurrent.maxMs(), 1), "ms"));
        return rows;
    }

    private static Double mb(OptionalLong bytes) {
        return bytes.isPresent() ? bytes.getAsLong() / MB : null;
    }

    private static Double value(OptionalDouble v, double divisor) {
        return v.isPresent() && Double.isFinite(v.getAsDouble()) ? v.getAsDouble() / divisor : null;
    }
}
