package io.tenure.report.render;

import java.util.ArrayList;
import java.util.List;

/** "Nice" axis ticks (1, 2, 5 × 10^k steps) over a range, for the SVG charts. */
final class Ticks {
    private Ticks() {
    }

    /** The range widened to whole steps, and the ticks in it; about {@code wanted} ticks. */
    static double[] niceRange(double min, double max, int wanted) {
        if (!(max - min > Math.abs(max) * 1e-9)) {
            double pad = min == 0 ? 1 : Math.abs(min) * 0.1;
            min -= pad;
            max += pad;
        }
        double step = step(max - min, wanted);
        return new double[] {Math.floor(min / step) * step, Math.ceil(max / step) * step, step};
    }

    static List<Double> ticks(double min, double max, double step) {
        List<Double> ticks = new ArrayList<>();
        for (double t = min; t <= max + step * 1e-9; t += step) {
            ticks.add(Math.abs(t) < step * 1e-9 ? 0 : t);
        }
        return ticks;
    }

    private static double step(double span, int wanted) {
        double raw = span / Math.max(1, wanted);
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        double fraction = raw / magnitude;
        double nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
        return nice * magnitude;
    }
}
