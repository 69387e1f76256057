package io.tenure.report.assemble;

import java.util.ArrayList;
import java.util.List;

/**
 * A time series of {@code [x, y]} points in bounded memory. Past the capacity, neighbouring
 * points merge two by two and new points are taken in groups, each merge keeping the point with
 * the larger y: a year of pauses fits a chart, and the longest pause of every stretch is still
 * drawn (averaging or sampling would hide exactly the pauses a reader looks for).
 */
final class PeakSeries {
    private final int capacity;
    private final List<double[]> points = new ArrayList<>();
    private int stride = 1;
    private double[] pending;
    private int pendingCount;
    private long seen;

    PeakSeries(int capacity) {
        if (capacity < 2) {
            throw new IllegalArgumentException("capacity < 2: " + capacity);
        }
        this.capacity = capacity;
    }

    void add(double x, double y) {
        seen++;
        if (pending == null || y > pending[1]) {
            pending = new double[] {x, y};
        }
        if (++pendingCount < stride) {
            return;
        }
        points.add(pending);
        pending = null;
        pendingCount = 0;
        if (points.size() >= capacity) {
            List<double[]> merged = new ArrayList<>(capacity / 2 + 1);
            for (int i = 0; i < points.size(); i += 2) {
                double[] a = points.get(i);
                double[] b = i + 1 < points.size() ? points.get(i + 1) : a;
                merged.add(b[1] > a[1] ? b : a);
            }
            points.clear();
            points.addAll(merged);
            stride *= 2;
        }
    }

    /** The kept points, the last partial group included. */
    List<double[]> points() {
        List<double[]> all = new ArrayList<>(points);
        if (pending != null) {
            all.add(pending);
        }
        return all;
    }

    /** How many points were added; more than {@code points().size()} once merging began. */
    long seen() {
        return seen;
    }

    boolean merged() {
        return stride > 1;
    }
}
