package io.tenure.report;

import java.util.List;
import java.util.Objects;

/**
 * A chart as data: axes and series of points. The HTML writer turns it into ECharts options,
 * the Markdown writer into a static SVG file drawn by tenure itself.
 *
 * @param caption one sentence under the chart that says what to look at
 * @param y2      a second y axis on the right (heap beside pauses), or null
 */
public record ChartSpec(String id, String title, String caption, Axis x, Axis y, Axis y2, List<Series> series) {
    public ChartSpec {
        Ids.require(id);
        Objects.requireNonNull(title, "title");
        caption = caption == null ? "" : caption;
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        series = List.copyOf(series);
        for (Series s : series) {
            if (s.yAxis() == 1 && y2 == null) {
                throw new IllegalArgumentException(id + ": series " + s.name() + " is on the second y axis, the chart has none");
            }
        }
    }

    /** A chart with one y axis. */
    public ChartSpec(String id, String title, String caption, Axis x, Axis y, List<Series> series) {
        this(id, title, caption, x, y, null, series);
    }

    /** Number of points in every series, in order (the page's self-check reports the same). */
    public List<Integer> pointCounts() {
        return series.stream().map(s -> s.points().size()).toList();
    }

    /**
     * An axis.
     *
     * @param min fixed lower bound, or null to fit the data
     * @param max fixed upper bound, or null to fit the data
     */
    public record Axis(String label, String unit, Double min, Double max) {
        public Axis {
            Objects.requireNonNull(label, "label");
            unit = unit == null ? "" : unit;
        }

        public static Axis of(String label, String unit) {
            return new Axis(label, unit, null, null);
        }

        public String title() {
            return unit.isEmpty() ? label : label + " (" + unit + ")";
        }
    }

    /**
     * One series. Points are {@code [x, y]}; for {@link SeriesKind#BAND} they are
     * {@code [x, low, high]}.
     *
     * @param group series of one platform share a group, hence a colour
     * @param yAxis 0 for the left axis, 1 for the chart's second axis
     */
    public record Series(String name, SeriesKind kind, int group, int yAxis, List<double[]> points) {
        public Series {
            if (yAxis != 0 && yAxis != 1) {
                throw new IllegalArgumentException("yAxis is 0 or 1: " + yAxis);
            }
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(kind, "kind");
            points = List.copyOf(points);
            int width = kind == SeriesKind.BAND ? 3 : 2;
            for (double[] p : points) {
                if (p.length != width) {
                    throw new IllegalArgumentException(name + ": " + kind + " points have " + width + " numbers, got " + p.length);
                }
                for (double v : p) {
                    if (!Double.isFinite(v)) {
                        throw new IllegalArgumentException(name + ": non-finite value in a point; leave the point out instead");
                    }
                }
            }
        }

        public Series(String name, SeriesKind kind, int group, List<double[]> points) {
            this(name, kind, group, 0, points);
        }
    }

    /** How a series is drawn. */
    public enum SeriesKind {
        /** A fitted curve or a time series: joined points. */
        LINE,
        /** Measured points. */
        SCATTER,
        /** A confidence band: {@code [x, low, high]}. */
        BAND,
        /** Bars at x (histograms). */
        BAR
    }
}
