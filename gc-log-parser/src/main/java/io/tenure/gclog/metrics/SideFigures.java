package io.tenure.gclog.metrics;

import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The figures beside the pause and survival ones: what the JVM said about itself, heap sizes,
 * safepoints and tenuring distributions. Each keeps a few numbers, whatever the log's length.
 */
final class SideFigures {
    /** Ages beyond this are folded into the last one (HotSpot's maximum tenuring threshold is 15). */
    static final int MAX_AGES = 32;

    private Optional<String> vendor = Optional.empty();
    private Optional<String> version = Optional.empty();
    private Optional<String> collector = Optional.empty();

    private long maxHeapCapacity = -1;
    private long maxYoungCapacity = -1;
    private long maxOldCapacity = -1;
    private long peakHeapAfter = -1;

    private long safepoints;
    private double stoppedMs;
    private double maxStoppedMs;

    private long distributions;
    private long thresholds;
    private double thresholdSum;
    private final double[] bytesByAge = new double[MAX_AGES];
    private int ages;

    /** Keeps the first value of each field (DESIGN: a log's header speaks for the run). */
    void jvm(JvmInfoEvent info) {
        vendor = vendor.or(info::vendor);
        version = version.or(info::version);
        collector = collector.or(() -> info.collector().map(c -> c.displayName()));
    }

    /** Once per pause, so without lambdas: under C1 (the launcher's JIT) each capturing one was an object made through method handles. */
    void sizes(PauseEvent pause) {
        maxHeapCapacity = Math.max(maxHeapCapacity, capacity(pause.heap()));
        maxYoungCapacity = Math.max(maxYoungCapacity, capacity(pause.young()));
        maxOldCapacity = Math.max(maxOldCapacity, capacity(pause.old()));
        if (pause.heap().isPresent()) {
            peakHeapAfter = Math.max(peakHeapAfter, pause.heap().get().afterBytes());
        }
    }

    private static long capacity(Optional<MemoryChange> area) {
        if (area.isEmpty()) {
            return -1L;
        }
        OptionalLong capacity = area.get().capacityBytes();
        return capacity.isPresent() ? capacity.getAsLong() : -1L;
    }

    void safepoint(SafepointEvent safepoint) {
        safepoints++;
        stoppedMs += safepoint.stoppedMs();
        maxStoppedMs = Math.max(maxStoppedMs, safepoint.stoppedMs());
    }

    void tenuring(TenuringEvent tenuring) {
        distributions++;
        tenuring.tenuringThreshold().ifPresent(t -> {
            thresholds++;
            thresholdSum += t;
        });
        List<Long> bytes = tenuring.bytesByAge();
        for (int i = 0; i < bytes.size(); i++) {
            bytesByAge[Math.min(i, MAX_AGES - 1)] += bytes.get(i);
        }
        ages = Math.max(ages, Math.min(bytes.size(), MAX_AGES));
    }

    GcSummary.JvmSummary jvm() {
        return new GcSummary.JvmSummary(vendor, version, collector);
    }

    GcSummary.HeapStats heap() {
        return new GcSummary.HeapStats(known(maxHeapCapacity), known(maxYoungCapacity), known(maxOldCapacity),
                known(peakHeapAfter));
    }

    GcSummary.SafepointStats safepoints(OptionalDouble elapsedSeconds) {
        if (safepoints == 0) {
            return GcSummary.SafepointStats.NONE;
        }
        OptionalDouble percent = elapsedSeconds.isPresent() && elapsedSeconds.getAsDouble() > 0
                ? OptionalDouble.of(Math.min(100, stoppedMs / (elapsedSeconds.getAsDouble() * 1e3) * 100))
                : OptionalDouble.empty();
        return new GcSummary.SafepointStats(safepoints, OptionalDouble.of(stoppedMs), OptionalDouble.of(maxStoppedMs), percent);
    }

    GcSummary.TenuringStats tenuring() {
        if (distributions == 0) {
            return GcSummary.TenuringStats.NONE;
        }
        List<Double> means = new ArrayList<>(ages);
        for (int i = 0; i < ages; i++) {
            means.add(bytesByAge[i] / distributions);
        }
        return new GcSummary.TenuringStats(distributions,
                thresholds == 0 ? OptionalDouble.empty() : OptionalDouble.of(thresholdSum / thresholds), means);
    }

    private static OptionalLong known(long value) {
        return value < 0 ? OptionalLong.empty() : OptionalLong.of(value);
    }
}
