package io.tenure.gclog.metrics;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;

/**
 * One JVM run inside a log: its figures, the files it spans and the bounds of its time line.
 *
 * <p>A new run starts when the JVM's uptime goes back (by more than {@link #UPTIME_RESET_SECONDS},
 * measured at event ends, which a JVM writes in order) or when a JVM header (version, collector)
 * arrives after collections with a time stamp that does not continue the run. Rotated files of
 * one JDK 8 run repeat the header without a time stamp, so that alone starts nothing.
 */
final class JvmRun {
    static final double UPTIME_RESET_SECONDS = 1.0;
    /** Time stamps are printed to the millisecond. */
    private static final double STAMP_RESOLUTION_SECONDS = 0.001;

    final int index;
    final String startedBy;
    final RunFigures figures = new RunFigures();
    final Set<String> inputs = new LinkedHashSet<>();
    private Clock clock;
    private double first = Double.POSITIVE_INFINITY;
    private double last = Double.NEGATIVE_INFINITY;
    private double lastEventEnd = Double.NEGATIVE_INFINITY;
    private double firstUptime = Double.POSITIVE_INFINITY;
    private long firstEpochMillis = Long.MAX_VALUE;
    private long timedEvents;
    private double eventsFirst = Double.POSITIVE_INFINITY;
    private double eventsLast = Double.NEGATIVE_INFINITY;

    JvmRun(int index, String startedBy) {
        this.index = index;
        this.startedBy = startedBy;
    }

    /** The clock this run is measured on, fixed by its first time stamp (uptime when there is one). */
    Clock clock() {
        return clock == null ? Clock.UPTIME : clock;
    }

    /** Why {@code event} cannot belong to this run, or empty when it continues it. */
    Optional<String> restartBefore(GcEvent event) {
        if (clock == Clock.UPTIME) {
            // on the uptime clock only uptime decides: JDK 8 repeats its header, without uptime, atop every rotated file
            if (event.start().uptimeSeconds().isEmpty() || lastEventEnd == Double.NEGATIVE_INFINITY) {
                return Optional.empty();
            }
            double end = Clock.UPTIME.end(event).getAsDouble();
            if (end < lastEventEnd - UPTIME_RESET_SECONDS) {
                return Optional.of("uptime reset");
            }
            if (isHeader(event) && end < lastEventEnd && figures.pauseCount() > 0) {
                return Optional.of("new JVM header");
            }
            return Optional.empty();
        }
        if (isHeader(event) && event.start().epochMillis().isPresent() && figures.pauseCount() > 0) {
            return Optional.of("new JVM header");
        }
        return Optional.empty();
    }

    private static boolean isHeader(GcEvent event) {
        return event instanceof JvmInfoEvent info && (info.version().isPresent() || info.collector().isPresent());
    }

    void see(GcEvent event) {
        see(event.start());
        OptionalDouble start = clock().seconds(event.start());
        // a tenuring distribution is part of its collection, not an event of its own on the time line
        if (!(event instanceof JvmInfoEvent) && !(event instanceof TenuringEvent) && start.isPresent()) {
            timedEvents++;
            eventsFirst = Math.min(eventsFirst, start.getAsDouble());
            eventsLast = Math.max(eventsLast, clock().end(event).orElse(start.getAsDouble()));
        }
        OptionalDouble end = clock().end(event);
        if (end.isPresent()) {
            last = Math.max(last, end.getAsDouble());
            lastEventEnd = Math.max(lastEventEnd, end.getAsDouble());
        }
    }

    /** Widens the run's time line by a time stamp of any line (a reader's first or last seen). */
    void see(Timestamp t) {
        if (clock == null && (t.uptimeSeconds().isPresent() || t.epochMillis().isPresent())) {
            clock = Clock.of(t);
        }
        OptionalDouble seconds = clock().seconds(t);
        if (seconds.isPresent()) {
            first = Math.min(first, seconds.getAsDouble());
            last = Math.max(last, seconds.getAsDouble());
        }
        if (t.uptimeSeconds().isPresent()) {
            firstUptime = Math.min(firstUptime, t.uptimeSeconds().getAsDouble());
        }
        if (t.epochMillis().isPresent()) {
            firstEpochMillis = Math.min(firstEpochMillis, t.epochMillis().getAsLong());
        }
    }

    /** True when {@code t} lies well before this run's events end: a file that does not continue it. */
    boolean precedesEnd(Timestamp t) {
        OptionalDouble seconds = clock().seconds(t);
        return clock == Clock.UPTIME && seconds.isPresent() && lastEventEnd > Double.NEGATIVE_INFINITY
                && seconds.getAsDouble() < lastEventEnd - UPTIME_RESET_SECONDS;
    }

    /**
     * Last minus first time stamp; empty without two distinct time stamps, and for a run of one GC
     * event whose time line is only that event's own length (to the stamps' millisecond): a share
     * of it spent in pauses, 100 %, would describe nothing.
     */
    OptionalDouble elapsedSeconds() {
        if (!(last > first)) {
            return OptionalDouble.empty();
        }
        boolean oneEventOnly = timedEvents == 1 && first >= eventsFirst - STAMP_RESOLUTION_SECONDS
                && last <= eventsLast + STAMP_RESOLUTION_SECONDS;
        return oneEventOnly ? OptionalDouble.empty() : OptionalDouble.of(last - first);
    }

    GcSummary.RunInfo info() {
        return new GcSummary.RunInfo(index, startedBy,
                firstUptime < Double.POSITIVE_INFINITY ? OptionalDouble.of(firstUptime) : OptionalDouble.empty(),
                firstEpochMillis < Long.MAX_VALUE ? OptionalLong.of(firstEpochMillis) : OptionalLong.empty());
    }
}
