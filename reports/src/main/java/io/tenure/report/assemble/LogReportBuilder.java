package io.tenure.report.assemble;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.Units;
import io.tenure.report.ChartSpec;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;
import io.tenure.report.Provenance;
import io.tenure.report.ReportModel;
import io.tenure.report.Section;
import io.tenure.report.Table;
import io.tenure.report.Table.Column;
import io.tenure.report.render.Numbers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.HdrHistogram.DoubleHistogram;
import org.HdrHistogram.DoubleHistogramIterationValue;

/**
 * The report of one production GC log ({@code tenure analyze --html}): pause timeline, pause
 * histogram and percentiles, heap after GC, allocation and promotion rate over time, the
 * survival series, tenuring ages and the diagnostics.
 */
public final class LogReportBuilder {
    private static final double MIB = 1024.0 * 1024.0;
    private static final int HISTOGRAM_BINS = 40;

    private LogReportBuilder() {
    }

    /**
     * @param log  the analysed log, as the command analysed it (its window, its options)
     * @param logs the paths it was read from (a file or the files of one rotated set), for the provenance
     */
    public static ReportModel build(AnalysedLog log, List<Path> logs, List<String> commandLine, String toolVersion,
                                    String createdAt) {
        String name = log.name();
        GcSummary s = log.summary();
        LogTimeline t = log.timeline();
        List<Section> sections = new ArrayList<>();
        sections.add(findings(log.findings()));
        sections.add(figures(s));
        List<String> timelineNotes = new ArrayList<>();
        if (t.untimed() > 0) {
            timelineNotes.add(t.untimed() + " pauses have no time stamp: they count in the figures but are not on the timelines.");
        }
        if (t.decimated()) {
            timelineNotes.add("The log has more collections than a chart can show: each point is the longest pause (and highest "
                    + "heap) of a stretch of consecutive collections, so no long pause is hidden.");
        }
        sections.add(new Section("timeline", "Pause timeline", List.of(
                "Every stop-the-world pause by kind (left axis) with the heap before and after it (right axis)."),
                List.of(RunSections.timeline("pause-timeline", "Pauses and heap over time", "", t, 0)),
                List.of(), timelineNotes));
        sections.add(new Section("pause-distribution", "Pause distribution", List.of(
                "How often pauses of each length occurred, and the percentiles that service levels are written in."),
                List.of(histogram(t.pauseHistogram())), List.of(percentiles(s), causes(t)), List.of()));
        sections.add(new Section("heap-rates", "Heap before and after GC, allocation and promotion", List.of(
                "The heap left after each collection is the live set plus what has not been collected yet; a floor that "
                        + "keeps rising is a leak or a growing cache. Allocation rate is the heap's growth between "
                        + "collections per second; promotion rate is what young collections moved into the old generation."),
                List.of(new ChartSpec("heap-after", "Heap after GC", "", Axis.of("time since JVM start", "s"),
                                Axis.of("heap after GC", "MB"), List.of(new Series("heap after GC", SeriesKind.LINE, 0, t.heapAfterMB()))),
                        HeapCpuSection.areasChart(t), rates(t)),
                List.of(HeapCpuSection.areasTable(s)), List.of()));
        survival(s).ifPresent(sections::add);
        RunSections.tenuring(List.of(log), List.of(name)).ifPresent(sections::add);
        sections.add(diagnostics(s));
        List<String> summary = new ArrayList<>();
        summary.add(String.format(Locale.ROOT, "%s, %s: %d pauses, p99 %s, max %s; GC overhead %s.",
                s.jvm().collector().orElse("collector not logged"), s.format().map(f -> f.description()).orElse("unknown format"),
                s.pauses().count(), ms(RunSections.value(s.pauses().p99Ms())), ms(RunSections.value(s.pauses().maxMs())),
                percent(RunSections.value(s.overheadPercent()))));
        Double survival = RunSections.value(s.survival().median());
        summary.add(survival == null ? "No survival rate: the log has no consecutive young-only collections with heap figures."
                : String.format(Locale.ROOT, "Survival rate s = %.3f (median of %d young collections; the study's JBB had 0.437): "
                + "run tenure report --log with this log to see which platform is fastest at it.",
                survival, s.survival().youngCollections()));
        return new ReportModel(ReportModel.SCHEMA, "gc-log", "tenure analyze: " + name,
                new Provenance("tenure", toolVersion, createdAt, commandLine, logs.stream().map(p -> "log " + p).toList(), List.of()),
                summary, sections);
    }

    /** What is wrong, most severe first: the first thing a reader of the report sees (docs/FINDINGS.md). */
    private static Section findings(List<Finding> findings) {
        List<List<Object>> rows = new ArrayList<>();
        for (Finding f : findings) {
            rows.add(Arrays.asList(f.severity().label(), f.code(), f.title(),
                    String.join("\n", f.evidence().stream().map(Finding.Evidence::render).toList()), f.suggestion(),
                    f.docUrl()));
        }
        Table table = new Table("findings", "Findings", List.of(Column.text("severity"), Column.text("code"),
                Column.text("finding"), Column.text("evidence (file:line: figures)"), Column.text("what to do"),
                Column.text("explained in")), rows);
        return new Section("findings", "Findings", List.of(findings.isEmpty()
                ? "No rule found anything wrong in this log (the rules and their thresholds: docs/FINDINGS.md)."
                : "What is wrong in this run, most severe first, with the log lines that show it and what to change. "
                        + "The rules and their thresholds are in docs/FINDINGS.md."),
                List.of(), findings.isEmpty() ? List.of() : List.of(table), List.of());
    }

    private static Section figures(GcSummary s) {
        List<List<Object>> rows = new ArrayList<>();
        row(rows, "format", s.format().map(f -> f.id()).orElse(null), "");
        row(rows, "JVM vendor", s.jvm().vendor().orElse(null), "");
        row(rows, "JVM version", s.jvm().version().orElse(null), "");
        row(rows, "collector", s.jvm().collector().orElse(null), "");
        row(rows, "elapsed", RunSections.value(s.elapsedSeconds()), "s");
        row(rows, "JVM runs in the log", s.runs().isEmpty() ? 1L : (long) s.runs().size(), "");
        row(rows, "pauses", s.pauses().count(), "");
        row(rows, "pause total", s.pauses().totalMs(), "ms");
        row(rows, "interval mean", RunSections.value(s.intervals().meanMs()), "ms");
        row(rows, "interval p10", RunSections.value(s.intervals().p10Ms()), "ms");
        row(rows, "GC overhead", RunSections.value(s.overheadPercent()), "%");
        row(rows, "throughput", RunSections.value(s.throughputPercent()), "%");
        row(rows, "allocation rate", RunSections.value(s.allocationRateMBps()), "MB/s");
        row(rows, "promotion rate", RunSections.value(s.promotionRateMBps()), "MB/s");
        row(rows, "survival median", RunSections.value(s.survival().median()), "");
        row(rows, "survival mean", RunSections.value(s.survival().mean()), "");
        row(rows, "copy survival median", RunSections.value(s.survival().copyMedian()), "");
        row(rows, "young collections", s.collections().young(), "");
        row(rows, "mixed collections", s.collections().mixed(), "");
        row(rows, "full collections", s.collections().full(), "");
        row(rows, "concurrent cycles", s.collections().concurrentCycles(), "");
        row(rows, "peak heap after GC", s.heap().peakHeapAfterGcBytes().isPresent()
                ? s.heap().peakHeapAfterGcBytes().getAsLong() / (1024.0 * 1024.0) : null, "MB");
        HeapCpuSection.figureRows(s).forEach(r -> row(rows, (String) r.get(0), r.get(1), (String) r.get(2)));
        Table table = new Table("figures", "Figures", List.of(Column.text("figure"), Column.text("value")), rows);
        return new Section("figures", "Figures", List.of("Pause: a stop-the-world interval; interval: from the end of one pause "
                + "to the start of the next; GC overhead: pause time / elapsed time. A dash marks a figure this log cannot give."),
                List.of(), List.of(table), List.of());
    }

    /** A figure as the text report writes it ({@link Units}: 132 ms, 3.53 GiB/s, 39.60 %), a dash when unknown. */
    private static void row(List<List<Object>> rows, String name, Object value, String unit) {
        Object shown = value;
        if (value instanceof Number n) {
            double x = n.doubleValue();
            shown = switch (unit) {
                case "ms" -> Units.duration(x);
                case "s" -> Units.duration(x * 1e3);
                case "%" -> Units.percent(x);
                case "MB/s" -> Units.rate(x * MIB);
                case "MB" -> Units.bytes(x * MIB);
                case "MB/h" -> Units.bytes(x * MIB) + "/h";
                default -> value instanceof Double ? Numbers.readable(x, 4) : value;
            };
        }
        rows.add(Arrays.asList(name, shown));
    }

    private static Table percentiles(GcSummary s) {
        GcSummary.PauseStats p = s.pauses();
        List<List<Object>> rows = new ArrayList<>();
        for (Map.Entry<String, OptionalDouble> e : List.of(Map.entry("mean", p.meanMs()), Map.entry("p50", p.p50Ms()),
                Map.entry("p90", p.p90Ms()), Map.entry("p99", p.p99Ms()), Map.entry("p99.9", p.p999Ms()),
                Map.entry("max", p.maxMs()))) {
            rows.add(Arrays.asList(e.getKey(), RunSections.value(e.getValue())));
        }
        return new Table("pause-percentiles", "Pause percentiles", List.of(Column.text("statistic"),
                Column.number("pause", "ms", 4)), rows);
    }

    private static Table causes(LogTimeline t) {
        List<Map.Entry<String, double[]>> entries = new ArrayList<>(t.causes().entrySet());
        entries.sort((a, b) -> Double.compare(b.getValue()[1], a.getValue()[1]));
        List<List<Object>> rows = new ArrayList<>();
        for (Map.Entry<String, double[]> e : entries) {
            double[] v = e.getValue();
            rows.add(Arrays.asList(e.getKey(), (long) v[0], v[1], v[1] / v[0], v[2]));
        }
        return new Table("pause-causes", "Pauses by name and cause (most time first)", List.of(Column.text("pause (cause)"),
                Column.number("count", "", 1), Column.number("total", "ms", 4), Column.number("mean", "ms", 4),
                Column.number("max", "ms", 4)), rows);
    }

    private static ChartSpec histogram(DoubleHistogram histogram) {
        List<double[]> bars = new ArrayList<>();
        if (histogram.getTotalCount() > 0) {
            double max = histogram.getMaxValue();
            double width = max / HISTOGRAM_BINS;
            long[] counts = new long[HISTOGRAM_BINS];
            for (DoubleHistogramIterationValue v : histogram.recordedValues()) {
                int bin = (int) Math.min(HISTOGRAM_BINS - 1, Math.floor(v.getValueIteratedTo() / width));
                counts[Math.max(0, bin)] += v.getCountAtValueIteratedTo();
            }
            for (int i = 0; i < HISTOGRAM_BINS; i++) {
                bars.add(new double[] {(i + 0.5) * width, counts[i]});
            }
        }
        return new ChartSpec("pause-histogram", "Pause lengths", "Bars: number of pauses per length bin of equal width.",
                Axis.of("pause", "ms"), Axis.of("pauses", ""), List.of(new Series("pauses", SeriesKind.BAR, 0, bars)));
    }

    private static ChartSpec rates(LogTimeline t) {
        List<Series> series = new ArrayList<>();
        series.add(new Series("allocation rate", SeriesKind.LINE, 0, t.allocationRateMBps()));
        if (!t.promotionRateMBps().isEmpty()) {
            series.add(new Series("promotion rate", SeriesKind.LINE, 1, t.promotionRateMBps()));
        }
        return new ChartSpec("rates", "Allocation and promotion rate", "Between consecutive collections.",
                Axis.of("time since JVM start", "s"), Axis.of("rate", "MB/s"), series);
    }

    private static Optional<Section> survival(GcSummary s) {
        List<Double> series = s.survival().series();
        if (series.isEmpty()) {
            return Optional.empty();
        }
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < series.size(); i++) {
            if (Double.isFinite(series.get(i))) {
                points.add(new double[] {(double) i * s.survival().seriesStride() + 1, series.get(i)});
            }
        }
        ChartSpec chart = new ChartSpec("survival", "Survival rate per young collection", s.survival().seriesStride() > 1
                ? "Every " + s.survival().seriesStride() + "th collection." : "",
                Axis.of("young collection", ""), Axis.of("survival rate s", ""), List.of(new Series("survival", SeriesKind.SCATTER, 0, points)));
        return Optional.of(new Section("survival", "Survival rate", List.of(
                "The study's survival rate: the heap's net growth per byte allocated between two consecutive young-only "
                        + "collections. Generational collectors get slower as it rises."), List.of(chart), List.of(), List.of()));
    }

    private static Section diagnostics(GcSummary s) {
        List<List<Object>> samples = new ArrayList<>();
        for (Diagnostic d : s.diagnostics().samples()) {
            samples.add(Arrays.asList(d.location().toString(), d.severity().label(), d.code(), d.message(), d.excerpt()));
        }
        List<List<Object>> counts = new ArrayList<>();
        new TreeMap<>(s.diagnostics().countsByCode()).forEach((code, n) -> counts.add(Arrays.asList(code, n)));
        return new Section("diagnostics", "Diagnostics", List.of(String.format(Locale.ROOT,
                "%d lines were not understood, %d were application output; %d diagnostics in all (the first are listed).",
                s.diagnostics().unparsedLines(), s.diagnostics().foreignLines(), s.diagnostics().total())),
                List.of(), List.of(new Table("diagnostic-counts", "Diagnostics by code", List.of(Column.text("code"),
                        Column.number("count", "", 1)), counts), new Table("diagnostics", "First diagnostics", List.of(
                        Column.text("where"), Column.text("severity"), Column.text("code"), Column.text("message"),
                        Column.text("excerpt")), samples)), List.of());
    }

    private static String ms(Double value) {
        return value == null ? "unknown" : Units.duration(value);
    }

    private static String percent(Double value) {
        return value == null ? "unknown" : Units.percent(value);
    }
}
