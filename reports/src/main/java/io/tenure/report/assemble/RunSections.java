package io.tenure.report.assemble;

import io.tenure.bundle.BundleObservations.LocatedCell;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;
import io.tenure.report.ChartSpec;
import io.tenure.report.Section;
import io.tenure.report.Table.Column;
import io.tenure.report.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What the raw runs of the bundles show: pause timelines with heap occupancy (the study's
 * Fig. 4), object-age (tenuring) curves, and the cells that failed with their reasons.
 */
final class RunSections {
    private static final double MB = 1024.0 * 1024.0;

    /** A run chosen to be drawn, with its analysed GC log. */
    record DrawnRun(String platformKey, CellResult cell, RunResult run, AnalysedLog log) {
    }

    private RunSections() {
    }

    /**
     * Per platform, the first ok run with a GC log of the cell nearest the study's survival: the
     * timeline a reader compares across platforms at the same survival.
     */
    static Optional<LocatedCell> cellToDraw(List<LocatedCell> cells) {
        return cells.stream().filter(l -> l.cell().status() == RunStatus.OK && l.cell().target() != null)
                .filter(l -> l.cell().runs().stream().anyMatch(r -> r.status() == RunStatus.OK && r.outputs().gcLog() != null))
                .min(Comparator.comparingDouble(l -> Math.abs(l.cell().target().survival() - GapSections.STUDY_SURVIVAL)));
    }

    static Section timelines(List<DrawnRun> runs, PlatformLabels labels, List<String> problems) {
        List<ChartSpec> charts = new ArrayList<>();
        List<String> notes = new ArrayList<>(problems);
        int index = 0;
        for (DrawnRun drawn : runs) {
            String label = labels.label(drawn.platformKey());
            String title = String.format(Locale.ROOT, "%s, p = %.2f, run %d", label, drawn.cell().target().survival(),
                    drawn.run().repetition());
            charts.add(timeline("timeline-" + ++index, title, "Pauses (points, left axis) and heap occupancy before and "
                    + "after each collection (lines, right axis) over the run; from " + drawn.run().outputs().gcLog() + ".",
                    drawn.log().timeline(), labels.group(drawn.platformKey())));
            if (drawn.log().timeline().untimed() > 0) {
                notes.add(drawn.run().outputs().gcLog() + ": " + drawn.log().timeline().untimed()
                        + " pauses have no time stamp and are not on the timeline");
            }
        }
        return new Section("timelines", "Pause timelines", List.of(
                "One run per platform, from the cell nearest the study's survival of 0.437, read from the raw GC log in the "
                        + "bundle. Each point is a stop-the-world pause; the lines show the heap before and after it: the "
                        + "sawtooth's height is the allocation between collections, the rise of its floor is what survives."),
                charts, List.of(), notes);
    }

    /** Pauses by kind against time, heap before/after on the second axis. */
    static ChartSpec timeline(String id, String title, String caption, LogTimeline timeline, int group) {
        List<Series> series = new ArrayList<>();
        int kindGroup = group;
        for (Map.Entry<EventKind, PeakSeries> entry : timeline.pausesByKind().entrySet()) {
            series.add(new Series(entry.getKey().label() + " pause", SeriesKind.SCATTER, kindGroup++, entry.getValue().points()));
        }
        if (!timeline.heapBeforeMB().isEmpty()) {
            series.add(new Series("heap before GC", SeriesKind.LINE, kindGroup++, 1, timeline.heapBeforeMB()));
            series.add(new Series("heap after GC", SeriesKind.LINE, kindGroup, 1, timeline.heapAfterMB()));
        }
        return new ChartSpec(id, title, caption, Axis.of("time since JVM start", "s"), Axis.of("pause", "ms"),
                timeline.heapBeforeMB().isEmpty() ? null : Axis.of("heap", "MB"), series);
    }

    static Optional<Section> tenuring(List<AnalysedLog> logs, List<String> names) {
        List<Series> series = new ArrayList<>();
        int oldest = 1;
        for (int i = 0; i < logs.size(); i++) {
            GcSummary.TenuringStats t = logs.get(i).summary().tenuring();
            if (t.distributions() == 0 || t.meanBytesByAge().isEmpty()) {
                continue;
            }
            List<double[]> points = new ArrayList<>();
            for (int age = 0; age < t.meanBytesByAge().size(); age++) {
                points.add(new double[] {age + 1, t.meanBytesByAge().get(age) / MB});
            }
            series.add(new Series(names.get(i), SeriesKind.LINE, i, points));
            oldest = Math.max(oldest, t.meanBytesByAge().size());
        }
        if (series.isEmpty()) {
            return Optional.empty();
        }
        ChartSpec chart = new ChartSpec("tenuring", "Surviving bytes by object age",
                "Mean bytes of each age (in young collections survived) per tenuring distribution logged.",
                new Axis("age (young collections survived)", "", 0.0, oldest + 1.0), new Axis("bytes", "MB", 0.0, null), series);
        return Optional.of(new Section("tenuring", "Object lifetime (tenuring ages)", List.of(
                "Where the logs record the age table (-Xlog:gc+age=trace, -XX:+PrintTenuringDistribution, JFR), this is "
                        + "the object-lifetime curve: bytes still alive after 1, 2, 3 ... young collections. A curve that "
                        + "falls fast means most objects die young; a flat one means they are copied again and again."),
                List.of(chart), List.of(), List.of()));
    }

    static Section failures(Map<String, List<LocatedCell>> cells, PlatformLabels labels) {
        List<List<Object>> rows = new ArrayList<>();
        for (Map.Entry<String, List<LocatedCell>> entry : cells.entrySet()) {
            for (LocatedCell l : entry.getValue()) {
                CellResult cell = l.cell();
                if (cell.status() == RunStatus.OK || cell.status() == RunStatus.SKIPPED) {
                    continue;
                }
                List<String> runReasons = new ArrayList<>();
                for (RunResult run : cell.runs()) {
                    if (run.status() != RunStatus.OK) {
                        runReasons.add(String.format(Locale.ROOT, "run %d: %s%s%s", run.repetition(), run.status().json(),
                                run.exitCode() == null ? "" : " (exit code " + run.exitCode() + ")",
                                run.reason() == null ? "" : ": " + run.reason()));
                    }
                }
                rows.add(Arrays.asList(labels.label(entry.getKey()), cell.target() == null ? null : cell.target().survival(),
                        cell.status().json(), cell.reason() == null ? "" : cell.reason(), String.join("; ", runReasons),
                        l.bundle().name()));
            }
        }
        Table table = new Table("failed-cells", "Failed cells", List.of(Column.text("platform"),
                Column.number("target survival p", "", 3), Column.text("status"), Column.text("reason"),
                Column.text("runs"), Column.text("bundle")), rows);
        return new Section("failures", "Failed cells", List.of(
                "Cells that failed or timed out are not in any fit. Their reasons are as the benchmark recorded them."),
                List.of(), List.of(table), List.of());
    }

    static Section logs(List<AnalysedLog> logs) {
        List<List<Object>> rows = new ArrayList<>();
        for (AnalysedLog log : logs) {
            GcSummary s = log.summary();
            rows.add(Arrays.asList(log.name(), s.format().map(f -> f.id()).orElse(null),
                    s.jvm().collector().orElse(null), s.jvm().version().orElse(null), value(s.elapsedSeconds()),
                    s.survival().youngCollections(), value(s.survival().median()), value(s.survival().copyMedian()),
                    s.pauses().count(), value(s.pauses().p50Ms()), value(s.pauses().p99Ms()), value(s.intervals().meanMs()),
                    value(s.overheadPercent())));
        }
        Table table = new Table("logs", "Analysed GC logs", List.of(Column.text("log"), Column.text("format"),
                Column.text("collector"), Column.text("JVM version"), Column.number("elapsed", "s", 4),
                Column.number("young collections", "", 1), Column.number("survival median", "", 3),
                Column.number("copy survival median", "", 3), Column.number("pauses", "", 1),
                Column.number("pause p50", "ms", 3), Column.number("pause p99", "ms", 3),
                Column.number("interval mean", "ms", 4), Column.number("GC overhead", "%", 3)), rows);
        return new Section("logs", "Your GC logs", List.of(
                "The survival rate of each log is the study's: the heap's net growth per byte allocated between two "
                        + "young-only collections (median over the log). The gap table reads the platforms at that survival."),
                List.of(), List.of(table), List.of());
    }

    static Double value(java.util.OptionalDouble value) {
        return value.isPresent() && Double.isFinite(value.getAsDouble()) ? value.getAsDouble() : null;
    }
}
