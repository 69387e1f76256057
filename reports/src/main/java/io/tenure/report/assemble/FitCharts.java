package io.tenure.report.assemble;

import io.tenure.model.Estimate;
import io.tenure.model.FitQuality;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.Observation;
import io.tenure.model.PlatformFit;
import io.tenure.report.ChartSpec;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A response against survival for every platform, as the study drew its Fig. 5 and 6: the fitted
 * curve over the survival range the platform was measured at (never extrapolated on the chart),
 * its 95 % bootstrap band, and the measured runs as points.
 */
final class FitCharts {
    private static final int STEPS = 50;
    private static final Axis SURVIVAL = new Axis("survival rate s", "", 0.0, 1.0);

    private FitCharts() {
    }

    /**
     * Every platform in one chart, with bands and runs.
     *
     * @param scale every value is divided by it (1 for absolute figures; the baseline time for
     *              relative execution time)
     */
    static ChartSpec chart(String id, String title, String caption, Axis y, ModelAnalysis analysis, double scale,
                           PlatformLabels labels) {
        List<Series> series = new ArrayList<>();
        for (PlatformFit fit : analysis.fits()) {
            series.addAll(seriesOf(fit, analysis, scale, labels, true));
        }
        return new ChartSpec(id, title, caption, SURVIVAL, y, series);
    }

    /**
     * Every platform's fitted curve and nothing else: the headline a reader takes in at once.
     * Bands and runs of a dozen platforms overlap into a blur; they are in the per-JVM charts.
     */
    static ChartSpec curves(String id, String title, String caption, Axis y, ModelAnalysis analysis, double scale,
                            PlatformLabels labels) {
        List<Series> series = new ArrayList<>();
        for (PlatformFit fit : analysis.fits()) {
            series.addAll(seriesOf(fit, analysis, scale, labels, false));
        }
        return new ChartSpec(id, title, caption, SURVIVAL, y, series);
    }

    /**
     * Small multiples: one chart per JVM ({@link PlatformLabels#panel}) with its platforms' curves,
     * bands and runs, every chart on the same axes (the y axis up to the largest value of any), so
     * heights compare across charts. A platform keeps its colour, dash and marker in every chart.
     */
    static List<ChartSpec> byJvm(String idPrefix, String caption, Axis y, ModelAnalysis analysis, double scale,
                                 PlatformLabels labels) {
        Map<String, List<Series>> panels = new LinkedHashMap<>();
        double highest = 0;
        for (PlatformFit fit : analysis.fits()) {
            List<Series> series = seriesOf(fit, analysis, scale, labels, true);
            panels.computeIfAbsent(labels.panel(fit.platform().key()), k -> new ArrayList<>()).addAll(series);
            for (Series s : series) {
                for (double[] p : s.points()) {
                    for (int i = 1; i < p.length; i++) {
                        highest = Math.max(highest, p[i]);
                    }
                }
            }
        }
        Axis shared = new Axis(y.label(), y.unit(), y.min() == null ? 0.0 : y.min(), niceCeiling(highest));
        List<ChartSpec> charts = new ArrayList<>();
        int index = 0;
        for (Map.Entry<String, List<Series>> panel : panels.entrySet()) {
            index++;
            charts.add(new ChartSpec(idPrefix + "-" + index + slug(panel.getKey()), panel.getKey(), caption, SURVIVAL, shared,
                    panel.getValue()));
        }
        return charts;
    }

    private static List<Series> seriesOf(PlatformFit fit, ModelAnalysis analysis, double scale, PlatformLabels labels,
                                         boolean withBandAndRuns) {
        String name = labels.label(fit.platform().key());
        int group = labels.group(fit.platform().key());
        List<double[]> curve = new ArrayList<>();
        List<double[]> band = new ArrayList<>();
        for (double s : grid(fit.fit().quality())) {
            curve.add(new double[] {s, fit.valueAt(s) / scale});
            if (withBandAndRuns) {
                Estimate e = Estimate.of(fit.valueAt(s), analysis.replicatesOf(fit).valuesAt(s));
                if (e.ci95Low() != null) {
                    band.add(new double[] {s, e.ci95Low() / scale, e.ci95High() / scale});
                }
            }
        }
        List<Series> series = new ArrayList<>();
        if (!band.isEmpty()) {
            series.add(new Series(name + " 95% band", SeriesKind.BAND, group, band));
        }
        series.add(new Series(name, SeriesKind.LINE, group, curve));
        if (withBandAndRuns) {
            List<double[]> points = new ArrayList<>();
            for (Observation o : fit.observations()) {
                points.add(new double[] {o.survival(), o.value() / scale});
            }
            series.add(new Series(name + " runs", SeriesKind.SCATTER, group, points));
        }
        return series;
    }

    /** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k at or above {@code value}: an axis end a reader can use. */
    static double niceCeiling(double value) {
        if (!(value > 0) || !Double.isFinite(value)) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(value)));
        for (double step : new double[] {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10}) {
            if (step * power >= value * (1 - 1e-12)) {
                return step * power;
            }
        }
        return 10 * power;
    }

    /** {@code -openjdk-17} from a panel name, for chart ids and file names; empty when nothing is left. */
    private static String slug(String name) {
        String slug = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (slug.length() > 40) {
            slug = slug.substring(0, 40).replaceAll("-+$", "");
        }
        return slug.isEmpty() ? "" : "-" + slug;
    }

    /** Survival values from the smallest to the largest measured, on a fixed grid plus both ends. */
    static List<Double> grid(FitQuality quality) {
        List<Double> grid = new ArrayList<>();
        grid.add(quality.survivalMin());
        for (int i = 0; i <= STEPS; i++) {
            double s = (double) i / STEPS;
            if (s > quality.survivalMin() && s < quality.survivalMax()) {
                grid.add(s);
            }
        }
        if (quality.survivalMax() > quality.survivalMin()) {
            grid.add(quality.survivalMax());
        }
        return grid;
    }
}
