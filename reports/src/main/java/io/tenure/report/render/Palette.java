package io.tenure.report.render;

/**
 * How each platform (series group) is drawn, the same in the HTML page and the SVG charts.
 *
 * <p>Colours are Okabe &amp; Ito's colour-blind-safe set ("Color Universal Design", 2008), told
 * apart under protanopia, deuteranopia and tritanopia; its yellow (#F0E442) is left out because
 * it vanishes on a white page. Seven colours do not cover a matrix of 13 platforms, and colour
 * must not be the only cue (printouts, achromatopsia), so every group also gets a line dash and
 * a marker shape, each cycling on its own period: group g is colour g mod 7, dash g mod 3,
 * marker g mod 4. The periods are coprime, so the first 21 groups differ in colour and dash
 * together, the first 84 in the three, and neighbouring groups differ in all three.
 */
final class Palette {
    private static final String[] COLOURS = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
        "#000000"};

    /** A line's dash. */
    enum Dash {
        SOLID("solid", ""), DASHED("dashed", "7 4"), DOTTED("dotted", "2 3");

        private final String echarts;
        private final String svg;

        Dash(String echarts, String svg) {
            this.echarts = echarts;
            this.svg = svg;
        }

        /** ECharts' {@code lineStyle.type}. */
        String echarts() {
            return echarts;
        }

        /** SVG's {@code stroke-dasharray}, empty for a solid line. */
        String svg() {
            return svg;
        }
    }

    /** A point's marker; each has an ECharts symbol and an SVG shape. */
    enum Marker {
        CIRCLE("circle"), SQUARE("rect"), TRIANGLE("triangle"), DIAMOND("diamond");

        private final String echarts;

        Marker(String echarts) {
            this.echarts = echarts;
        }

        String echarts() {
            return echarts;
        }
    }

    private Palette() {
    }

    static String colour(int group) {
        return COLOURS[Math.floorMod(group, COLOURS.length)];
    }

    static Dash dash(int group) {
        return Dash.values()[Math.floorMod(group, Dash.values().length)];
    }

    static Marker marker(int group) {
        return Marker.values()[Math.floorMod(group, Marker.values().length)];
    }
}
