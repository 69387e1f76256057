package io.tenure.store;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** Gathers one run's {@link RunSpan} from the events it sees. */
final class RunTracker {
    private static final double SECONDS_PER_HOUR = 3600;
    private long events;
    private long firstEpoch = Long.MAX_VALUE;
    private long lastEpoch = Long.MIN_VALUE;
    private double firstUptime = Double.POSITIVE_INFINITY;
    private double lastUptime = Double.NEGATIVE_INFINITY;
    private long liveSets;
    private long liveSetLast;
    private long liveSetMax = Long.MIN_VALUE;
    private double sumX;
    private double sumY;
    private double sumXx;
    private double sumXy;
    private long trendPoints;

    void add(GcEvent event, OptionalDouble durationMs, double runSeconds) {
        events++;
        double seconds = durationMs.orElse(0) / 1e3;
        if (event.start().epochMillis().isPresent()) {
            long start = event.start().epochMillis().getAsLong();
            firstEpoch = Math.min(firstEpoch, start);
            lastEpoch = Math.max(lastEpoch, start + Math.round(seconds * 1e3));
        }
        if (event.start().uptimeSeconds().isPresent()) {
            double start = event.start().uptimeSeconds().getAsDouble();
            firstUptime = Math.min(firstUptime, start);
            lastUptime = Math.max(lastUptime, start + seconds);
        }
        if (event instanceof PauseEvent p && (p.kind() == EventKind.FULL || p.kind() == EventKind.MIXED)
                && p.heap().isPresent()) {
            long after = p.heap().get().afterBytes();
            liveSets++;
            liveSetLast = after;
            liveSetMax = Math.max(liveSetMax, after);
            if (!Double.isNaN(runSeconds)) {
                double x = runSeconds / SECONDS_PER_HOUR;
                trendPoints++;
                sumX += x;
                sumY += after;
                sumXx += x * x;
                sumXy += x * after;
            }
        }
    }

    RunSpan span() {
        OptionalDouble slope = OptionalDouble.empty();
        double denominator = trendPoints * sumXx - sumX * sumX;
        if (trendPoints >= 3 && denominator > 0) {
            slope = OptionalDouble.of((trendPoints * sumXy - sumX * sumY) / denominator);
        }
        return new RunSpan(events, firstEpoch == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(firstEpoch),
                lastEpoch == Long.MIN_VALUE ? OptionalLong.empty() : OptionalLong.of(lastEpoch),
                Double.isInfinite(firstUptime) ? OptionalDouble.empty() : OptionalDouble.of(firstUptime),
                Double.isInfinite(lastUptime) ? OptionalDouble.empty() : OptionalDouble.of(lastUptime), liveSets,
                liveSets == 0 ? OptionalLong.empty() : OptionalLong.of(liveSetLast),
                liveSets == 0 ? OptionalLong.empty() : OptionalLong.of(liveSetMax), slope);
    }
}
