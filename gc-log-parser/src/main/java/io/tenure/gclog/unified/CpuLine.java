package io.tenure.gclog.unified;

import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.input.Line;

/**
 * Reads {@code User=0.01s Sys=0.00s Real=0.01s}, the {@code gc,cpu} line HotSpot writes right
 * after a collection's pause line (Serial, Parallel, CMS, G1), in place.
 */
final class CpuLine {
    private static final String[] LABELS = {"User=", " Sys=", " Real="};

    /** The times of the line whose subject starts at {@code p}; null when it is not of that shape. */
    static CpuTime parse(Line line, int p) {
        double[] seconds = new double[LABELS.length];
        int i = p;
        for (int k = 0; k < LABELS.length; k++) {
            if (!line.regionMatches(i, LABELS[k])) {
                return null;
            }
            int from = i + LABELS[k].length();
            int s = line.indexOf("s", from);
            if (s < 0) {
                return null;
            }
            seconds[k] = Bytes.decimal(line, from, s);
            if (Double.isNaN(seconds[k])) {
                return null;
            }
            i = s + 1;
        }
        return CpuTime.ofSeconds(seconds[0], seconds[1], seconds[2]);
    }

    private CpuLine() {
    }
}
