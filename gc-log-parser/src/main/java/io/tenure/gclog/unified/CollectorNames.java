package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;
import io.tenure.platforms.Collector;

/**
 * The collector named by a {@code Using ...} line. ZGC says {@code Using The Z Garbage Collector}
 * in both its flavours; the reader tells them apart by the cycles that follow.
 */
final class CollectorNames {
    private static final String[] NAMES = {
        "Using G1", "Using Serial", "Using Parallel", "Using Concurrent Mark Sweep", "Using Shenandoah",
        "Using The Z Garbage Collector", "Using Epsilon",
    };
    private static final Collector[] COLLECTORS = {
        Collector.G1, Collector.SERIAL, Collector.PARALLEL, Collector.CMS, Collector.SHENANDOAH,
        Collector.ZGC, Collector.EPSILON,
    };

    private CollectorNames() {
    }

    /** The collector of a {@code Using X} message at {@code p}, or null (e.g. {@code Using 4 workers of 4}). */
    static Collector fromUsingLine(Line line, int p) {
        for (int i = 0; i < NAMES.length; i++) {
            if (line.regionMatches(p, NAMES[i]) && p + NAMES[i].length() == line.length()) {
                return COLLECTORS[i];
            }
        }
        return null;
    }
}
