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
import java.util.List;

/**
 * A response against survival for every platform, as the study drew its Fig. 5 and 6: the fitted
 * curve over the survival range the platform was measured at (never extrapolated on the chart),
 * its 95 % bootstrap band, and the measured runs as points.
 */
final class FitCharts {
    private static final int STEPS = 50;

    private FitCharts() {
    }

    /**
     * @param scale every value is divided by it (1 for absolute figures; the baseline time for
     *              relative execution time)
     */
    static ChartSpec chart(String id, String title, String caption, Axis y, ModelAnalysis analysis, double scale,
                           PlatformLabels labels) {
        List<Series> series = new ArrayList<>();
        for (PlatformFit fit : analysis.fits()) {
            String name = labels.label(fit.platform().key());
            int group = labels.group(fit.platform().key());
            List<double[]> curve = new ArrayList<>();
            List<double[]> band = new ArrayList<>();
            for (double s : grid(fit.fit().quality())) {
                curve.add(new double[] {s, fit.valueAt(s) / scale});
                Estimate e = Estimate.of(fit.valueAt(s), analysis.replicatesOf(fit).valuesAt(s));
                if (e.ci95Low() != null) {
                    band.add(new double[] {s, e.ci95Low() / scale, e.ci95High() / scale});
                }
            }
            List<double[]> points = new ArrayList<>();
            for (Observation o : fit.observations()) {
                points.add(new double[] {o.survival(), o.value() / scale});
            }
            if (!band.isEmpty()) {
                series.add(new Series(name + " 95% band", SeriesKind.BAND, group, band));
            }
            series.add(new Series(name, SeriesKind.LINE, group, curve));
            series.add(new Series(name + " runs", SeriesKind.SCATTER, group, points));
        }
        return new ChartSpec(id, title, caption, new Axis("survival rate s", "", 0.0, 1.0), y, series);
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
