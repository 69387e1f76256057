package io.tenure.report.assemble;

import io.tenure.bundle.BundleObservations.LocatedCell;
import io.tenure.bundle.RunStatus;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec;
import io.tenure.report.Section;
import io.tenure.report.Table.Column;
import io.tenure.report.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The platforms, and how time, pauses and intervals move with survival (the study's Fig. 5 and 6). */
final class CurveSections {
    private CurveSections() {
    }

    static Section platforms(List<Platform> platforms, PlatformLabels labels, Map<String, List<LocatedCell>> cells,
                             SurvivalModel model) {
        List<List<Object>> rows = new ArrayList<>();
        for (Platform p : platforms) {
            List<LocatedCell> located = cells.getOrDefault(p.key(), List.of());
            Set<String> flags = new LinkedHashSet<>();
            long ok = 0;
            long failed = 0;
            for (LocatedCell l : located) {
                flags.addAll(l.cell().flags());
                if (l.cell().status() == RunStatus.OK) {
                    ok++;
                } else if (l.cell().status() != RunStatus.SKIPPED) {
                    failed++;
                }
            }
            String source = model.find(p.key(), Response.TIME).map(PlatformFit::survivalSource).orElse(null);
            rows.add(Arrays.asList(labels.label(p.key()), p.host(), p.jvm(), p.collector(),
                    PlatformLabels.heap(p), String.join(" ", flags), ok, failed, source == null ? "not fitted" : source,
                    p.key()));
        }
        Map<String, List<String>> hostBundles = new LinkedHashMap<>();
        Map<String, String> hostFacts = new LinkedHashMap<>();
        for (List<LocatedCell> located : cells.values()) {
            for (LocatedCell l : located) {
                hostFacts.putIfAbsent(l.bundle().hostName(), l.bundle().host().describe());
                List<String> names = hostBundles.computeIfAbsent(l.bundle().hostName(), h -> new ArrayList<>());
                if (!names.contains(l.bundle().name())) {
                    names.add(l.bundle().name());
                }
            }
        }
        List<List<Object>> hostRows = new ArrayList<>();
        hostFacts.forEach((host, facts) -> hostRows.add(Arrays.asList(host, facts, String.join(", ", hostBundles.get(host)))));
        Table hosts = new Table("hosts", "Hosts", List.of(Column.text("host"), Column.text("fingerprint"),
                Column.text("bundles")), hostRows);
        Table table = new Table("platforms", "Platforms", List.of(Column.text("platform"), Column.text("host"),
                Column.text("JVM"), Column.text("collector"), Column.text("heap"),
                Column.text("flags"), Column.number("cells ok", "", 1), Column.number("cells failed", "", 1),
                Column.text("survival from"), Column.text("key")), rows);
        return new Section("platforms", "Platforms", List.of(
                "A platform is host × JVM × collector × heap configuration; bundles from several hosts merge here. "
                        + "\"survival from\" says whether a platform's survival axis is the rate measured in its GC logs "
                        + "or, for collectors without young collections, the workload's long-lived fraction p."),
                List.of(), List.of(hosts, table), List.of(), true);
    }

    /** The headline chart (every platform's curve, for the verdict) and the per-JVM charts with bands and runs. */
    record ExecutionTime(ChartSpec headline, Section byJvm) {
    }

    static ExecutionTime executionTime(ModelAnalysis time, PlatformLabels labels) {
        double baseline = Double.MAX_VALUE;
        String baselineKey = null;
        for (PlatformFit fit : time.fits()) {
            double s = fit.fit().quality().survivalMin();
            double v = fit.valueAt(s);
            if (v > 0 && v < baseline) {
                baseline = v;
                baselineKey = fit.platform().key();
            }
        }
        List<String> notes = new ArrayList<>();
        if (baselineKey == null) {
            baseline = 1;
            notes.add("No platform has a positive fitted time at its lowest survival; times are shown in s/GB, not relative.");
        }
        String unit = baselineKey == null ? Response.TIME.unit() : "× baseline";
        Axis y = new Axis("relative execution time", unit, 0.0, null);
        ChartSpec headline = FitCharts.curves("relative-execution-time", "Relative execution time against survival rate",
                "Fitted curves over each platform's measured survival range; colour, dash and marker tell platforms apart. "
                        + "Bands and single runs: per JVM below.", y, time, baseline, labels);
        List<ChartSpec> multiples = FitCharts.byJvm("execution-time", "Lines: fitted curves; shaded: 95 % bootstrap "
                + "bands; points: single runs. Every chart has the same axes.", y, time, baseline, labels);
        String paragraph = baselineKey == null ? "Execution time per GB allocated against survival, one chart per JVM on "
                + "shared axes."
                : String.format(Locale.ROOT, "Time to allocate a fixed amount of work at survival s, divided by the fastest "
                + "platform at its lowest measured survival (%s: %.4g s/GB = 1), one chart per JVM on shared axes. Where "
                + "the curves fan out, the collector's cost of survival differs between platforms; the study found the OS "
                + "gap exceeding 1.5× as survival rose.", labels.label(baselineKey), baseline);
        return new ExecutionTime(headline, new Section("execution-time", "Execution time against survival, per JVM",
                List.of(paragraph), multiples, List.of(), notes));
    }

    static Section pausesAndIntervals(ModelAnalysis pauses, ModelAnalysis intervals, PlatformLabels labels) {
        List<ChartSpec> charts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        if (pauses != null) {
            charts.add(FitCharts.chart("pause-mean", "Mean pause against survival rate",
                    "A pause that grows with survival is copying cost; a flat pause with growing intervals is a policy "
                            + "resizing the young generation.", new Axis("mean pause", "ms", 0.0, null), pauses, 1, labels));
        } else {
            notes.add("No platform has pause figures to fit.");
        }
        if (intervals != null) {
            charts.add(FitCharts.chart("interval-mean", "Mean interval between pauses against survival rate",
                    "The study's L-Sun kept its pause length while the interval grew with survival.",
                    new Axis("mean interval", "ms", 0.0, null), intervals, 1, labels));
        } else {
            notes.add("No platform has interval figures to fit.");
        }
        return new Section("pauses-intervals", "Pauses and intervals against survival", List.of(
                "How long each stop-the-world pause lasts and how long the application runs between pauses, per survival "
                        + "rate. Together they make the GC overhead: pause / (pause + interval)."), charts, List.of(), notes);
    }

    /** Every fitted curve with its quality: the numbers behind the charts. */
    static Section fits(SurvivalModel model, PlatformLabels labels) {
        return new Section("fits", "Fitted curves", List.of(
                "The curve shape of each platform and response was chosen by leave-one-survival-out cross-validation "
                        + "among the model's candidates; R² and the cross-validated mean absolute error say how well it "
                        + "describes the runs. Time is in seconds per GB allocated, so bundles run with different amounts "
                        + "of work compare."), List.of(), List.of(fitTable(model, labels)), List.of());
    }

    private static Table fitTable(SurvivalModel model, PlatformLabels labels) {
        List<List<Object>> rows = new ArrayList<>();
        for (PlatformFit fit : model.fits()) {
            var q = fit.fit().quality();
            List<Object> row = new ArrayList<>();
            row.add(labels.label(fit.platform().key()));
            row.add(fit.response().id());
            row.add(fit.response().unit());
            row.add(fit.fit().curve().describe());
            row.add(q.observations());
            row.add(q.distinctSurvivals());
            row.add(q.survivalMin());
            row.add(q.survivalMax());
            row.add(q.rSquared());
            row.add(q.cvMeanAbsError());
            rows.add(row);
        }
        return new Table("fits", "Fitted curves", List.of(Column.text("platform"), Column.text("response"),
                Column.text("unit"), Column.text("curve"), Column.number("runs", "", 1),
                Column.number("survival levels", "", 1), Column.number("s min", "", 3), Column.number("s max", "", 3),
                Column.number("R²", "", 3), Column.number("cross-validated MAE", "", 3)), rows);
    }
}
