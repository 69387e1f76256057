package io.tenure.report.render;

/** One colour per platform (series group), the same in the HTML page and the SVG charts. */
final class Palette {
    // Colour-blind-safe first (Okabe–Ito), then ECharts' defaults.
    private static final String[] COLOURS = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
        "#000000", "#F0E442", "#5470c6", "#91cc75", "#ee6666", "#73c0de", "#3ba272", "#fc8452", "#9a60b4"};

    private Palette() {
    }

    static String colour(int group) {
        return COLOURS[Math.floorMod(group, COLOURS.length)];
    }
}
