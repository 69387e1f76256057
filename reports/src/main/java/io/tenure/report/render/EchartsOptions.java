package io.tenure.report.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.report.ChartSpec;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;

/**
 * ECharts options for a {@link ChartSpec}, built as JSON data (never as script text), so no
 * string from a log or a bundle can become code. Animation is off: the page is a document, and
 * a screenshot or a print must show the final state.
 */
final class EchartsOptions {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Beyond this many points a time series gets zoom controls. */
    private static final int ZOOM_FROM_POINTS = 150;

    private EchartsOptions() {
    }

    static ObjectNode of(ChartSpec chart) {
        ObjectNode option = NODES.objectNode();
        option.put("animation", false);
        option.putObject("title").put("text", chart.title()).put("left", "center")
                .putObject("textStyle").put("fontSize", 14);
        option.putObject("tooltip").put("trigger", "item");
        ObjectNode legend = option.putObject("legend").put("type", "scroll").put("bottom", 0);
        ArrayNode legendNames = legend.putArray("data");
        ObjectNode grid = option.putObject("grid").put("left", 70).put("right", chart.y2() == null ? 30 : 80)
                .put("top", 50).put("bottom", 90);
        grid.put("containLabel", false);
        option.set("xAxis", axis(chart.x(), "middle"));
        ArrayNode yAxes = option.putArray("yAxis");
        yAxes.add(axis(chart.y(), "middle"));
        if (chart.y2() != null) {
            yAxes.add(axis(chart.y2(), "middle").put("position", "right").set("splitLine", NODES.objectNode().put("show", false)));
        }
        ArrayNode series = option.putArray("series");
        int longest = 0;
        int band = 0;
        for (Series s : chart.series()) {
            longest = Math.max(longest, s.points().size());
            if (s.kind() == SeriesKind.BAND) {
                addBand(series, s, band++);
            } else {
                series.add(series(s));
                if (!containsText(legendNames, s.name())) {
                    legendNames.add(s.name());
                }
            }
        }
        if (longest > ZOOM_FROM_POINTS && chart.series().stream().noneMatch(s -> s.kind() == SeriesKind.BAR)) {
            ArrayNode zoom = option.putArray("dataZoom");
            zoom.addObject().put("type", "inside").put("xAxisIndex", 0);
            zoom.addObject().put("type", "slider").put("xAxisIndex", 0).put("bottom", 30).put("height", 18);
            grid.put("bottom", 100);
        }
        return option;
    }

    private static ObjectNode axis(Axis axis, String nameLocation) {
        ObjectNode node = NODES.objectNode().put("type", "value").put("name", axis.title())
                .put("nameLocation", nameLocation).put("nameGap", 32).put("scale", true);
        if (axis.min() != null) {
            node.put("min", axis.min());
        }
        if (axis.max() != null) {
            node.put("max", axis.max());
        }
        return node;
    }

    private static ObjectNode series(Series s) {
        String colour = Palette.colour(s.group());
        ObjectNode node = NODES.objectNode().put("name", s.name()).put("yAxisIndex", s.yAxis());
        switch (s.kind()) {
            case LINE -> node.put("type", "line").put("showSymbol", false).put("smooth", false)
                    .set("lineStyle", NODES.objectNode().put("width", 2).put("color", colour));
            case SCATTER -> node.put("type", "scatter").put("symbolSize", 6);
            case BAR -> node.put("type", "bar").put("barCategoryGap", "10%");
            case BAND -> throw new AssertionError("bands are drawn by addBand");
            default -> throw new AssertionError(s.kind());
        }
        node.set("itemStyle", NODES.objectNode().put("color", colour));
        node.set("data", points(s, false));
        return node;
    }

    /**
     * A band is two stacked lines: the invisible lower edge, then the band's height filled. The
     * stack strategy "all" keeps the stacking right when the lower edge is negative.
     */
    private static void addBand(ArrayNode series, Series s, int index) {
        String stack = "band-" + index;
        String colour = Palette.colour(s.group());
        ObjectNode lower = series.addObject().put("name", s.name()).put("type", "line").put("stack", stack)
                .put("stackStrategy", "all").put("symbol", "none").put("silent", true).put("yAxisIndex", s.yAxis());
        lower.putObject("lineStyle").put("opacity", 0);
        lower.set("data", points(s, false));
        ObjectNode upper = series.addObject().put("name", s.name()).put("type", "line").put("stack", stack)
                .put("stackStrategy", "all").put("symbol", "none").put("silent", true).put("yAxisIndex", s.yAxis());
        upper.putObject("lineStyle").put("opacity", 0);
        upper.putObject("areaStyle").put("color", colour).put("opacity", 0.18);
        upper.set("data", points(s, true));
    }

    private static ArrayNode points(Series s, boolean bandHeight) {
        ArrayNode data = NODES.arrayNode();
        for (double[] p : s.points()) {
            ArrayNode point = data.addArray().add(p[0]);
            if (s.kind() == SeriesKind.BAND) {
                point.add(bandHeight ? p[2] - p[1] : p[1]);
            } else {
                point.add(p[1]);
            }
        }
        return data;
    }

    private static boolean containsText(ArrayNode array, String text) {
        for (var node : array) {
            if (node.asText().equals(text)) {
                return true;
            }
        }
        return false;
    }
}
