package io.tenure.report.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.report.ChartSpec;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

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
        Map<Integer, String> legendNames = legendNames(chart);
        ObjectNode legend = option.putObject("legend").put("type", "plain").put("bottom", 0).put("left", "center")
                .put("width", "92%");
        ArrayNode legendData = legend.putArray("data");
        new LinkedHashSet<>(legendNames.values()).forEach(legendData::add);
        int legendRows = (legendNames.size() + 1) / 2;
        ObjectNode grid = option.putObject("grid").put("left", 80).put("right", chart.y2() == null ? 30 : 80)
                .put("top", 50).put("bottom", 60 + 22 * legendRows);
        option.set("xAxis", axis(chart.x(), 30));
        ArrayNode yAxes = option.putArray("yAxis");
        yAxes.add(axis(chart.y(), 52));
        if (chart.y2() != null) {
            yAxes.add(axis(chart.y2(), 52).put("position", "right").set("splitLine", NODES.objectNode().put("show", false)));
        }
        ArrayNode series = option.putArray("series");
        int longest = 0;
        // bands last, drawn underneath by their z: the legend takes a platform's icon from its
        // first series, which must be the curve to show its dash and marker
        List<Series> ordered = new ArrayList<>(chart.series());
        ordered.sort(Comparator.comparing((Series s) -> s.kind() == SeriesKind.BAND));
        for (Series s : ordered) {
            longest = Math.max(longest, s.points().size());
            series.add(series(s, legendNames.get(s.group())));
        }
        if (longest > ZOOM_FROM_POINTS && chart.series().stream().noneMatch(s -> s.kind() == SeriesKind.BAR)) {
            ArrayNode zoom = option.putArray("dataZoom");
            zoom.addObject().put("type", "inside").put("xAxisIndex", 0);
            zoom.addObject().put("type", "slider").put("xAxisIndex", 0).put("bottom", 28 + 22 * legendRows).put("height", 18);
            grid.put("bottom", 100 + 22 * legendRows);
        }
        return option;
    }

    /**
     * One legend entry per group (platform), named after its curve: clicking it hides the curve,
     * its band and its points together.
     */
    private static Map<Integer, String> legendNames(ChartSpec chart) {
        Map<Integer, String> names = new LinkedHashMap<>();
        for (SeriesKind preferred : List.of(SeriesKind.LINE, SeriesKind.BAR, SeriesKind.SCATTER, SeriesKind.BAND)) {
            for (Series s : chart.series()) {
                if (s.kind() == preferred) {
                    names.putIfAbsent(s.group(), s.name());
                }
            }
        }
        Map<Integer, String> ordered = new LinkedHashMap<>();
        chart.series().forEach(s -> ordered.putIfAbsent(s.group(), names.get(s.group())));
        return ordered;
    }

    private static ObjectNode axis(Axis axis, int nameGap) {
        ObjectNode node = NODES.objectNode().put("type", "value").put("name", axis.title())
                .put("nameLocation", "middle").put("nameGap", nameGap).put("scale", true);
        if (axis.min() != null) {
            node.put("min", axis.min());
        }
        if (axis.max() != null) {
            node.put("max", axis.max());
        }
        return node;
    }

    private static ObjectNode series(Series s, String legendName) {
        String colour = Palette.colour(s.group());
        ObjectNode node = NODES.objectNode().put("name", legendName).put("yAxisIndex", s.yAxis());
        switch (s.kind()) {
            case LINE -> node.put("type", "line").put("showSymbol", s.points().size() <= SvgChart.MARKERS_UP_TO).put("smooth", false)
                    .put("symbol", Palette.marker(s.group()).echarts())
                    .set("lineStyle", NODES.objectNode().put("width", 2).put("color", colour)
                            .put("type", Palette.dash(s.group()).echarts()));
            case SCATTER -> node.put("type", "scatter").put("symbolSize", 7).put("symbol", Palette.marker(s.group()).echarts());
            case BAR -> node.put("type", "bar").put("barCategoryGap", "10%");
            case BAND -> {
                // drawn as polygons by the page's fixed script (renderItem is a function, which
                // JSON cannot carry); stacking two lines does not work on two value axes
                node.put("type", "custom").put("tenureBand", true).put("silent", true).put("clip", true).put("z", 1);
                node.putObject("encode").put("x", 0).putArray("y").add(1).add(2);
                node.putObject("tooltip").put("show", false);
            }
            default -> throw new AssertionError(s.kind());
        }
        node.set("itemStyle", NODES.objectNode().put("color", colour));
        ArrayNode data = node.putArray("data");
        for (double[] p : s.points()) {
            ArrayNode point = data.addArray();
            for (double v : p) {
                point.add(v);
            }
        }
        return node;
    }
}
