package io.tenure.report.render;

import io.tenure.report.ChartSpec;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A static SVG drawing of a {@link ChartSpec}, for the Markdown report (GitHub and most viewers
 * show SVG images; none run scripts). Plain SVG 1.1: axes with nice ticks, bands as translucent
 * polygons, curves as polylines, points as circles, bars as rectangles, a legend below. Every
 * text is escaped; coordinates are written in {@link Locale#ROOT}.
 */
public final class SvgChart {
    private static final int WIDTH = 760;
    private static final int LEGEND_ROW = 16;
    /** Lines with this few points also get a marker at each point (one point draws no line). */
    static final int MARKERS_UP_TO = 12;
    private static final int LEFT = 70;
    private static final int TOP = 36;
    private static final int PLOT_WIDTH = 600;
    private static final int PLOT_HEIGHT = 270;

    private SvgChart() {
    }

    public static String render(ChartSpec chart) {
        double[] xr = range(chart, true, 0);
        double[] yr = range(chart, false, 0);
        double[] y2r = chart.y2() == null ? null : range(chart, false, 1);
        StringBuilder svg = new StringBuilder(8192);
        List<Series> legend = legendEntries(chart);
        int height = TOP + PLOT_HEIGHT + 56 + LEGEND_ROW * legendRows(legend);
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">%n", WIDTH, height, WIDTH, height));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        text(svg, LEFT, 20, "start", "font-size=\"14\" font-weight=\"bold\"", chart.title());
        axes(svg, chart, xr, yr, y2r);
        // fixed axis bounds (time from 0) may cut a band or a curve: draw inside the plot only
        String clip = "plot-" + chart.id();
        svg.append(String.format(Locale.ROOT, "<clipPath id=\"%s\"><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/></clipPath>%n",
                clip, LEFT, TOP, PLOT_WIDTH, PLOT_HEIGHT));
        svg.append("<g clip-path=\"url(#").append(clip).append(")\">\n");
        for (Series s : chart.series()) {
            double[] ys = s.yAxis() == 1 ? y2r : yr;
            series(svg, s, xr, ys, barWidth(chart, xr));
        }
        svg.append("</g>\n");
        legend(svg, legend);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void axes(StringBuilder svg, ChartSpec chart, double[] xr, double[] yr, double[] y2r) {
        svg.append("<g stroke=\"#d0d0d0\" stroke-width=\"1\">\n");
        for (double t : Ticks.ticks(xr[0], xr[1], xr[2])) {
            double x = px(t, xr);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>%n", x, TOP, x, TOP + PLOT_HEIGHT));
        }
        for (double t : Ticks.ticks(yr[0], yr[1], yr[2])) {
            double y = py(t, yr);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>%n", LEFT, y, LEFT + PLOT_WIDTH, y));
        }
        svg.append("</g>\n");
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#606060\"/>%n",
                LEFT, TOP, PLOT_WIDTH, PLOT_HEIGHT));
        for (double t : Ticks.ticks(xr[0], xr[1], xr[2])) {
            text(svg, px(t, xr), TOP + PLOT_HEIGHT + 15, "middle", "", label(t, xr[2]));
        }
        for (double t : Ticks.ticks(yr[0], yr[1], yr[2])) {
            text(svg, LEFT - 6, py(t, yr) + 4, "end", "", label(t, yr[2]));
        }
        text(svg, LEFT + PLOT_WIDTH / 2.0, TOP + PLOT_HEIGHT + 32, "middle", "", chart.x().title());
        verticalText(svg, 16, TOP + PLOT_HEIGHT / 2.0, chart.y().title());
        if (y2r != null) {
            for (double t : Ticks.ticks(y2r[0], y2r[1], y2r[2])) {
                text(svg, LEFT + PLOT_WIDTH + 6, py(t, y2r) + 4, "start", "", label(t, y2r[2]));
            }
            verticalText(svg, WIDTH - 14, TOP + PLOT_HEIGHT / 2.0, chart.y2().title());
        }
    }

    private static void series(StringBuilder svg, Series s, double[] xr, double[] yr, double barWidth) {
        String colour = Palette.colour(s.group());
        svg.append("<g><title>").append(Escape.html(s.name())).append("</title>\n");
        switch (s.kind()) {
            case LINE -> {
                String dash = Palette.dash(s.group()).svg();
                svg.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\"")
                        .append(dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\"").append(" points=\"");
                for (double[] p : s.points()) {
                    svg.append(String.format(Locale.ROOT, "%.1f,%.1f ", px(p[0], xr), py(p[1], yr)));
                }
                svg.append("\"/>\n");
                if (s.points().size() <= MARKERS_UP_TO) {
                    for (double[] p : s.points()) {
                        marker(svg, Palette.marker(s.group()), px(p[0], xr), py(p[1], yr), 3, colour, 1);
                    }
                }
            }
            case SCATTER -> {
                for (double[] p : s.points()) {
                    marker(svg, Palette.marker(s.group()), px(p[0], xr), py(p[1], yr), 3.5, colour, 0.75);
                }
            }
            case BAND -> {
                svg.append("<polygon fill=\"").append(colour).append("\" fill-opacity=\"0.15\" stroke=\"none\" points=\"");
                for (double[] p : s.points()) {
                    svg.append(String.format(Locale.ROOT, "%.1f,%.1f ", px(p[0], xr), py(p[2], yr)));
                }
                for (int i = s.points().size() - 1; i >= 0; i--) {
                    double[] p = s.points().get(i);
                    svg.append(String.format(Locale.ROOT, "%.1f,%.1f ", px(p[0], xr), py(p[1], yr)));
                }
                svg.append("\"/>\n");
            }
            case BAR -> {
                for (double[] p : s.points()) {
                    double top = py(Math.max(p[1], yr[0]), yr);
                    double base = py(Math.max(0, yr[0]), yr);
                    svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>%n",
                            px(p[0], xr) - barWidth / 2, Math.min(top, base), barWidth, Math.abs(base - top), colour));
                }
            }
            default -> throw new AssertionError(s.kind());
        }
        svg.append("</g>\n");
    }

    /** A marker of {@code radius} centred on (x, y): the second cue beside colour. */
    private static void marker(StringBuilder svg, Palette.Marker marker, double x, double y, double radius, String colour,
                               double opacity) {
        String fill = String.format(Locale.ROOT, " fill=\"%s\"%s/>%n", colour,
                opacity < 1 ? String.format(Locale.ROOT, " fill-opacity=\"%.2f\"", opacity) : "");
        double r = radius;
        switch (marker) {
            case CIRCLE -> svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\"", x, y, r));
            case SQUARE -> svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"",
                    x - r, y - r, 2 * r, 2 * r));
            case TRIANGLE -> svg.append(String.format(Locale.ROOT, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"",
                    x, y - 1.2 * r, x + 1.1 * r, y + r, x - 1.1 * r, y + r));
            case DIAMOND -> svg.append(String.format(Locale.ROOT, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\"",
                    x, y - 1.3 * r, x + r, y, x, y + 1.3 * r, x - r, y));
            default -> throw new AssertionError(marker);
        }
        svg.append(fill);
    }

    /** One entry per group (platform), named after its curve, like the HTML legend. */
    private static List<Series> legendEntries(ChartSpec chart) {
        Map<Integer, Series> entries = new LinkedHashMap<>();
        for (SeriesKind preferred : List.of(SeriesKind.LINE, SeriesKind.BAR, SeriesKind.SCATTER)) {
            for (Series s : chart.series()) {
                if (s.kind() == preferred) {
                    entries.putIfAbsent(s.group(), s);
                }
            }
        }
        List<Series> ordered = new java.util.ArrayList<>();
        chart.series().stream().map(Series::group).distinct().filter(entries::containsKey).forEach(g -> ordered.add(entries.get(g)));
        return ordered;
    }

    private static int legendRows(List<Series> entries) {
        int rows = entries.isEmpty() ? 0 : 1;
        double x = LEFT;
        for (Series s : entries) {
            double width = entryWidth(s);
            if (x + width > WIDTH - 10 && x > LEFT) {
                rows++;
                x = LEFT;
            }
            x += width;
        }
        return rows;
    }

    private static double entryWidth(Series s) {
        return 30 + Math.min(s.name().length(), 70) * 6.0;
    }

    private static void legend(StringBuilder svg, List<Series> entries) {
        double x = LEFT;
        double y = TOP + PLOT_HEIGHT + 56;
        for (Series s : entries) {
            double width = entryWidth(s);
            if (x + width > WIDTH - 10 && x > LEFT) {
                x = LEFT;
                y += LEGEND_ROW;
            }
            String colour = Palette.colour(s.group());
            if (s.kind() == SeriesKind.LINE) {
                String dash = Palette.dash(s.group()).svg();
                svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                        + "stroke-width=\"2\"%s/>%n", x, y - 4, x + 16, y - 4, colour,
                        dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\""));
            } else if (s.kind() == SeriesKind.BAR) {
                svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"16\" height=\"4\" fill=\"%s\"/>%n", x, y - 6, colour));
            }
            if (s.kind() != SeriesKind.BAR) {
                marker(svg, Palette.marker(s.group()), x + 8, y - 4, 3.5, colour, 1);
            }
            String name = s.name().length() > 70 ? s.name().substring(0, 69) + "…" : s.name();
            text(svg, x + 20, y, "start", "", name);
            x += width;
        }
    }

    private static double barWidth(ChartSpec chart, double[] xr) {
        double smallest = Double.MAX_VALUE;
        for (Series s : chart.series()) {
            if (s.kind() == SeriesKind.BAR) {
                for (int i = 1; i < s.points().size(); i++) {
                    smallest = Math.min(smallest, Math.abs(s.points().get(i)[0] - s.points().get(i - 1)[0]));
                }
            }
        }
        double width = smallest == Double.MAX_VALUE ? PLOT_WIDTH / 20.0 : smallest / (xr[1] - xr[0]) * PLOT_WIDTH * 0.8;
        return Math.max(1, width);
    }

    /** [min, max, step] of one axis over the series drawn on it, or the axis' fixed bounds. */
    private static double[] range(ChartSpec chart, boolean xAxis, int yAxis) {
        Axis axis = xAxis ? chart.x() : yAxis == 0 ? chart.y() : chart.y2();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Series s : chart.series()) {
            if (!xAxis && s.yAxis() != yAxis) {
                continue;
            }
            for (double[] p : s.points()) {
                if (xAxis) {
                    min = Math.min(min, p[0]);
                    max = Math.max(max, p[0]);
                } else {
                    for (int i = 1; i < p.length; i++) {
                        min = Math.min(min, p[i]);
                        max = Math.max(max, p[i]);
                    }
                    if (s.kind() == SeriesKind.BAR) {
                        min = Math.min(min, 0);
                    }
                }
            }
        }
        if (min == Double.POSITIVE_INFINITY) {
            min = 0;
            max = 1;
        }
        if (axis.min() != null) {
            min = axis.min();
        }
        if (axis.max() != null) {
            max = axis.max();
        }
        double[] nice = Ticks.niceRange(min, max, xAxis ? 10 : 6);
        if (axis.min() != null) {
            nice[0] = axis.min();
        }
        if (axis.max() != null) {
            nice[1] = axis.max();
        }
        return nice;
    }

    private static double px(double x, double[] r) {
        return LEFT + (x - r[0]) / (r[1] - r[0]) * PLOT_WIDTH;
    }

    private static double py(double y, double[] r) {
        return TOP + PLOT_HEIGHT - (y - r[0]) / (r[1] - r[0]) * PLOT_HEIGHT;
    }

    private static String label(double value, double step) {
        int decimals = Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9));
        return String.format(Locale.ROOT, "%." + Math.min(decimals, 6) + "f", value);
    }

    private static void text(StringBuilder svg, double x, double y, String anchor, String extra, String content) {
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" %s>", x, y, anchor, extra))
                .append(Escape.html(content)).append("</text>\n");
    }

    private static void verticalText(StringBuilder svg, double x, double y, String content) {
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" transform=\"rotate(-90 %.1f %.1f)\">",
                x, y, x, y)).append(Escape.html(content)).append("</text>\n");
    }
}
