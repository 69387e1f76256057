package io.tenure.gclog.metrics;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Every figure of a {@link GcSummary}, accumulated event by event in bounded memory. One instance
 * follows one JVM run, another the whole log; the latter is told where runs start
 * ({@link #newRun()}) so that nothing pairs a collection with one from another run (intervals,
 * allocation, survival).
 */
final class RunFigures {
    /** A pause may start this much before the previous one ended (rounding of logged times) and count as back to back. */
    static final double OVERLAP_TOLERANCE_MS = 1.0;
    private static final GcSummary.SurvivalStats NO_SURVIVAL = new GcSummary.SurvivalStats(0, OptionalDouble.empty(),
            OptionalDouble.empty(), OptionalDouble.empty(), List.of(), OptionalDouble.empty(), 0, 1, true, 0);

    private final DurationStatistics pauses = new DurationStatistics();
    private final DurationStatistics intervals = new DurationStatistics();
    private final HeapFlow flow = new HeapFlow();
    private final CollectionCounter counter = new CollectionCounter();
    private final SideFigures side = new SideFigures();
    private final CpuFigures cpu = new CpuFigures();
    private final HeapAreas areas = new HeapAreas();
    private final ConcurrentCycles concurrent = new ConcurrentCycles();
    private double lastPauseEnd = Double.NaN;
    /** Start (seconds) and duration of the previous pause, to recognise a pause that encloses it. */
    private double lastPauseStart = Double.NaN;
    private double lastPauseMs;
    /** The last young collection's GC id: within one JVM they only grow (young collections never overlap). */
    private long lastYoungGcId = Long.MIN_VALUE;
    private String lastYoungGcFile;
    private String lastHeaderFile;
    private boolean collectorNamed;
    private boolean versionNamed;
    /** Lines of two JVMs interleaved in one run: heap figures pair collections of different heaps. */
    private boolean interleaved;

    void accept(GcEvent event, Clock clock, Diagnostics diagnostics) {
        checkOneJvm(event, diagnostics);
        if (event instanceof PauseEvent pause) {
            OptionalDouble start = clock.seconds(pause.start());
            counter.count(pause.kind(), pause);
            pauses.record(pause.durationMs());
            interval(pause, start, diagnostics);
            flow.pause(pause, start);
            side.sizes(pause);
            cpu.pause(pause);
            areas.pause(pause, start);
            concurrent.pause(pause);
        } else if (event instanceof ConcurrentPhaseEvent phase) {
            counter.count(EventKind.CONCURRENT, phase);
            flow.otherActivity(phase.gcId(), clock.seconds(phase.start()), phase.durationMs());
            concurrent.phase(phase, clock.seconds(phase.start()));
        } else if (event instanceof SafepointEvent safepoint) {
            counter.count(EventKind.SAFEPOINT, safepoint);
            side.safepoint(safepoint);
        } else if (event instanceof TenuringEvent tenuring) {
            side.tenuring(tenuring);
        } else if (event instanceof JvmInfoEvent info) {
            side.jvm(info);
        } else {
            throw new AssertionError(event);
        }
    }

    /**
     * Records the mutator time between the previous pause's end and this one's start.
     *
     * <p>A pause that encloses the previous one (Serial and CMS log a full collection that a young
     * one turned into, inner first; CMS a young collection inside its remark) comes with only its
     * own share as duration: the parser took the enclosed pause out so that it is not counted twice
     * (see {@code io.tenure.gclog.unified.NestedPauses}). Its whole extent is therefore its own share
     * plus the previous pause. When it starts no later than the previous one and that extent ends no
     * earlier, the two are one stop of the application: no interval lies between them, nothing
     * overlaps, and the next interval starts when the whole stop ends.
     */
    private void interval(PauseEvent pause, OptionalDouble start, Diagnostics diagnostics) {
        if (start.isEmpty()) {
            lastPauseStart = Double.NaN;
            lastPauseEnd = Double.NaN;
            return;
        }
        double startSeconds = start.getAsDouble();
        double endSeconds = startSeconds + pause.durationMs() / 1e3;
        if (!Double.isNaN(lastPauseEnd)) {
            double toleranceSeconds = OVERLAP_TOLERANCE_MS / 1e3;
            double wholeEndSeconds = endSeconds + lastPauseMs / 1e3;
            double gapMs = (startSeconds - lastPauseEnd) * 1e3;
            // An overlap within the time stamps' resolution is rounding: back-to-back pauses, an
            // interval of 0. Only a larger overlap can be a pause that encloses the previous one.
            boolean enclosesPrevious = startSeconds <= lastPauseStart + toleranceSeconds
                    && wholeEndSeconds >= lastPauseEnd - toleranceSeconds;
            if (gapMs >= 0) {
                intervals.record(gapMs);
            } else if (gapMs > -OVERLAP_TOLERANCE_MS) {
                intervals.record(0);
            } else if (enclosesPrevious) {
                endSeconds = wholeEndSeconds;
            } else {
                diagnostics.warn(pause.source(), "pause-overlap", String.format(Locale.ROOT,
                        "pause starts %.3f ms before the previous one ended; interval not counted", -gapMs), "");
            }
        }
        lastPauseStart = startSeconds;
        lastPauseMs = pause.durationMs();
        lastPauseEnd = Math.max(Double.isNaN(lastPauseEnd) ? Double.NEGATIVE_INFINITY : lastPauseEnd, endSeconds);
    }

    /**
     * Notices lines of two JVMs interleaved in one file (two JVMs writing the same log at once):
     * a second time-stamped JVM header (collector or version) in a run that no restart split, or
     * a young collection whose GC id is lower than the previous young collection's in the same
     * file. A restart (a
     * second JVM after the first) is split off before events get here, so neither happens in one
     * JVM's log; JDK 8 repeats its header atop rotated files, but without a time stamp.
     */
    private void checkOneJvm(GcEvent event, Diagnostics diagnostics) {
        String why = null;
        if (event instanceof JvmInfoEvent info && (info.start().uptimeSeconds().isPresent()
                || info.start().epochMillis().isPresent())) {
            // A rotated file may repeat the header at its top: only a second header within one
            // file is another JVM's.
            if (!info.source().file().equals(lastHeaderFile)) {
                collectorNamed = false;
                versionNamed = false;
                lastHeaderFile = info.source().file();
            }
            if ((info.collector().isPresent() && collectorNamed) || (info.version().isPresent() && versionNamed)) {
                why = "a second JVM header without a restart";
            }
            collectorNamed |= info.collector().isPresent();
            versionNamed |= info.version().isPresent();
        } else if (event instanceof PauseEvent pause && pause.kind() == EventKind.YOUNG && pause.gcId().isPresent()) {
            long id = pause.gcId().getAsLong();
            // Only within one file: the order of the files of a rotated set is the stitcher's to
            // decide (a wrapped rotation can repeat ids across files), not evidence of two JVMs.
            if (!pause.source().file().equals(lastYoungGcFile)) {
                lastYoungGcId = Long.MIN_VALUE;
                lastYoungGcFile = pause.source().file();
            }
            if (id < lastYoungGcId) {
                why = "young collection GC(" + id + ") after GC(" + lastYoungGcId + ")";
            }
            lastYoungGcId = Math.max(lastYoungGcId, id);
        }
        if (why != null && !interleaved) {
            interleaved = true;
            diagnostics.warn(event.source(), "interleaved-jvms", "lines of two JVMs are interleaved here (" + why
                    + "; two JVMs writing one log?): survival, allocation and promotion rates are not computed for this run", "");
        }
    }

    /** Forget the last pause: the next event belongs to another JVM run. */
    void newRun() {
        lastPauseStart = Double.NaN;
        lastPauseEnd = Double.NaN;
        lastYoungGcId = Long.MIN_VALUE;
        collectorNamed = false;
        versionNamed = false;
        flow.newRun();
        areas.newRun();
        concurrent.newRun();
    }

    /** At the end of a JVM run: its notes that are about the whole run. */
    void finishRun(Diagnostics diagnostics) {
        flow.noteClamped(diagnostics);
    }

    double pauseTotalMs() {
        return pauses.totalMs();
    }

    long pauseCount() {
        return pauses.count();
    }

    GcSummary summary(List<String> inputs, Optional<LogFormat> format, OptionalDouble elapsedSeconds,
                      double pauseMsWithinElapsed, GcSummary.DiagnosticSummary diagnostics,
                      Optional<GcSummary.RunInfo> run, List<GcSummary> runs, int seriesLimit) {
        OptionalDouble overhead = OptionalDouble.empty();
        OptionalDouble throughput = OptionalDouble.empty();
        if (elapsedSeconds.isPresent() && elapsedSeconds.getAsDouble() > 0) {
            double percent = Math.min(100, pauseMsWithinElapsed / (elapsedSeconds.getAsDouble() * 1e3) * 100);
            overhead = OptionalDouble.of(percent);
            throughput = OptionalDouble.of(100 - percent);
        }
        if (interleaved) {
            // collections of two heaps paired with each other give figures of neither (negative survival)
            return new GcSummary(inputs, format, side.jvm(), elapsedSeconds, pauses.pauseStats(), intervals.intervalStats(),
                    overhead, throughput, OptionalDouble.empty(), OptionalDouble.empty(), NO_SURVIVAL,
                    counter.collections(), diagnostics, run, runs, counter.byLabel(), GcSummary.AllocationStats.NONE,
                    side.safepoints(elapsedSeconds), side.heap(), side.tenuring(), cpu.stats(), areas.stats(), concurrent.stats());
        }
        return new GcSummary(inputs, format, side.jvm(), elapsedSeconds, pauses.pauseStats(), intervals.intervalStats(),
                overhead, throughput, flow.allocationRateMBps(), flow.promotionRateMBps(), flow.survival(seriesLimit),
                counter.collections(), diagnostics, run, runs, counter.byLabel(), flow.allocation(),
                side.safepoints(elapsedSeconds), side.heap(), side.tenuring(), cpu.stats(), areas.stats(), concurrent.stats());
    }
}
