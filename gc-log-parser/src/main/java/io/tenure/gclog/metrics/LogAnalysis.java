package io.tenure.gclog.metrics;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogPassEvent;
import io.tenure.gclog.input.LogSet;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Reads one log (a file or a rotated set, oldest file first) with its format's parser in one
 * streaming pass, splits it into JVM runs and sums their figures. Elapsed time, overhead and
 * throughput are per run and added up, so a restart never yields a negative time.
 */
final class LogAnalysis {
    /**
     * How far the pauses may exceed the elapsed time without a warning: time stamps are printed to
     * the millisecond, durations to the microsecond, so a log that holds one 25.123 ms pause stamped
     * 2.317 s and 2.342 s covers "0.025 s" (garbagecat's dataset297). More than that is a real
     * overlap the warning is for.
     */
    private static final double STAMP_RESOLUTION_MS = 1.0;

    private final LogSet set;
    private final LogFormat format;
    private final GcLogParser parser;
    private final AnalysisOptions options;
    private final Diagnostics diagnostics = new Diagnostics();
    /** The log's figures see every event too; their warnings are the runs' own, so they are dropped here. */
    private final Diagnostics duplicateDiagnostics = new Diagnostics(0);
    private final RunFigures total = new RunFigures();
    private final List<GcSummary> runs = new ArrayList<>();
    private double elapsedSeconds;
    private boolean elapsedKnown;
    private double pauseMsWithinElapsed;
    private JvmRun current;
    private final LogObserver observer;
    /** On the wall clock, window times count from the log's first time-stamped event. */
    private double wallOrigin = Double.NaN;
    /** The window on the current run's time line: the options', or their wall-clock window once resolved. */
    private TimeWindow window;
    /** A wall-clock window's bounds for this log, once its first wall-clock time stamp is known. */
    private WallClockWindow.Resolved wallBounds;
    private boolean wallClockSeen;

    LogAnalysis(LogSet set, LogFormat format, AnalysisOptions options) {
        this(set, format, format.parser(), options);
    }

    LogAnalysis(LogSet set, LogFormat format, GcLogParser parser, AnalysisOptions options) {
        this.set = set;
        this.format = format;
        this.parser = parser;
        this.options = options;
        this.observer = options.observers().apply(set);
        this.window = options.window().wallClock().isPresent() ? WallClockBounds.NOTHING : options.window();
    }

    GcSummary run() throws IOException {
        for (LogFile file : set.files()) {
            read(file);
        }
        finishRun();
        if (options.window().wallClock().isPresent() && !wallClockSeen) {
            diagnostics.error(new SourceLocation(set.files().get(0).name(), 1), WallClockWindow.NO_WALL_CLOCK,
                    "the time window is on the wall clock and this log has no wall-clock time stamps (decorate unified"
                            + " logging with time: -Xlog:gc*:file=gc.log:time,uptime,level,tags; on JDK 8 add"
                            + " -XX:+PrintGCDateStamps); give --from/--to in seconds of uptime instead", "");
        }
        List<String> inputs = set.files().stream().map(LogFile::name).toList();
        return total.summary(inputs, Optional.of(format),
                elapsedKnown ? OptionalDouble.of(elapsedSeconds) : OptionalDouble.empty(), pauseMsWithinElapsed,
                GcSummary.DiagnosticSummary.of(diagnostics), Optional.empty(), runs, options.seriesLimit());
    }

    private void read(LogFile file) throws IOException {
        LogPassEvent pass = LogPassEvent.begin(file, LogPassEvent.EVENTS);
        try {
            readEvents(file);
        } finally {
            pass.commit();
        }
    }

    private void readEvents(LogFile file) throws IOException {
        boolean firstEvent = true;
        boolean restartInside = false;
        boolean anyInWindow = false;
        long firstLine = Long.MAX_VALUE;
        long lastLine = 0;
        // the earliest and latest time of headers outside the window, moved to its bounds: where the file reaches them
        double headerLow = Double.POSITIVE_INFINITY;
        double headerHigh = Double.NEGATIVE_INFINITY;
        // the observer's own reader of lines rides along with the parse rather than reading the file again
        LineTap lines = window.isAll() && parser.readsLines() ? observer.lines(file, format) : null;
        observer.onFileStart(file, format, window.isAll());
        try (EventReader reader = lines == null ? parser.open(file, diagnostics, this::marker)
                : parser.open(file, diagnostics, this::marker, lines)) {
            for (GcEvent event = reader.next(); event != null; event = reader.next()) {
                if (current == null) {
                    startRun("log start");
                } else {
                    Optional<String> restart = current.restartBefore(event);
                    if (restart.isPresent()) {
                        restartInside |= !firstEvent;
                        diagnostics.note(event.source(), "jvm-restart",
                                "a new JVM run starts here (" + restart.get() + "); figures are kept per run", "");
                        finishRun();
                        startRun(restart.get());
                    }
                }
                firstEvent = false;
                double seconds = windowSeconds(event);
                resolveWallClock(event.start());
                if (!inWindow(event, seconds)) {
                    continue;
                }
                // a header is let in whatever its time (it names the JVM), but one from before the
                // window must not stretch the window's time line or its line range back to it: it
                // only shows that the log reaches the window's bound (as the reader's first time stamp does)
                boolean onTimeLine = window.isAll() || window.contains(seconds);
                if (onTimeLine) {
                    anyInWindow = true;
                    firstLine = Math.min(firstLine, event.source().line());
                    lastLine = Math.max(lastLine, event.source().line());
                    current.see(event);
                } else if (!Double.isNaN(seconds)) {
                    headerLow = Math.min(headerLow, window.clamp(seconds));
                    headerHigh = Math.max(headerHigh, window.clamp(seconds));
                }
                current.inputs.add(file.name());
                current.figures.accept(event, current.clock(), diagnostics);
                total.accept(event, current.clock(), duplicateDiagnostics);
                options.listener().onEvent(event);
                observer.onEvent(event, current.index, seconds);
            }
            if (current == null) {
                startRun("log start");
            } else if (firstEvent && current.precedesEnd(reader.firstSeen())) {
                diagnostics.note(new SourceLocation(file.name(), 1), "jvm-restart",
                        "a new JVM run starts here (uptime reset); figures are kept per run", "");
                finishRun();
                startRun("uptime reset");
            }
            file.damage().ifPresent(d -> diagnostics.error(new SourceLocation(file.name(), d.line()),
                    Diagnostics.DAMAGED_INPUT, d.message(), ""));
            long nuls = leadingNulBytes(file);
            if (nuls > 0) {
                diagnostics.note(new SourceLocation(file.name(), 1), "leading-nul-bytes", String.format(Locale.ROOT,
                        "%d NUL bytes before the first line skipped (the hole copytruncate log rotation leaves)", nuls), "");
            }
            if (window.isAll()) {
                current.inputs.add(file.name());
                observer.onFileRead(file.name(), 1, Long.MAX_VALUE);
                if (!restartInside) {
                    // the reader's bounds cover every line of the file, GC event or not; when a restart
                    // splits the file they mix two runs, so each part keeps its events' bounds only
                    current.see(reader.firstSeen());
                    current.see(reader.lastSeen());
                }
            } else if (anyInWindow) {
                observer.onFileRead(file.name(), firstLine, lastLine);
                if (!restartInside) {
                    // the window's bounds, where the file reaches them, belong to the time analysed
                    current.see(clampToWindow(reader.firstSeen()));
                    current.see(clampToWindow(reader.lastSeen()));
                    if (headerLow <= headerHigh) {
                        current.see(onTimeLine(headerLow));
                        current.see(onTimeLine(headerHigh));
                    }
                }
            }
        }
    }

    /** The NUL bytes {@code file} skipped at its start; 0 when it cannot be read again (the note is a courtesy). */
    private static long leadingNulBytes(LogFile file) {
        try {
            return file.leadingNulBytes();
        } catch (IOException e) {
            return 0;
        }
    }

    /** A marker the parser read itself goes to the observer when its time is in the window, as an event would. */
    private void marker(Marker marker, Timestamp at) {
        if (window.isAll()) {
            observer.onMarker(marker);
            return;
        }
        double seconds = windowSeconds(at, false);
        if (!Double.isNaN(seconds) && window.contains(seconds)) {
            observer.onMarker(marker);
        }
    }

    /** When {@code event} started on the current run's time line (see {@link TimeWindow}), NaN when unknown. */
    private double windowSeconds(GcEvent event) {
        return windowSeconds(event.start(), true);
    }

    /**
     * {@code start} on the current run's time line (before the run's first event, on uptime if it has
     * one). The wall clock's origin is the first event's time: {@code fixesOrigin} is false for a
     * marker, which must not move it, and a marker before every event is then at the origin.
     */
    private double windowSeconds(Timestamp start, boolean fixesOrigin) {
        Clock clock = current == null ? Clock.UPTIME : current.clock();
        if (start.uptimeSeconds().isPresent() && clock == Clock.UPTIME) {
            return start.uptimeSeconds().getAsDouble();
        }
        if (start.epochMillis().isPresent()) {
            double epochSeconds = start.epochMillis().getAsLong() / 1e3;
            if (Double.isNaN(wallOrigin)) {
                if (!fixesOrigin) {
                    return 0;
                }
                wallOrigin = epochSeconds;
            }
            return epochSeconds - wallOrigin;
        }
        return Double.NaN;
    }

    /** JVM headers always count (they describe the run); other events without a time stamp only without a window. */
    private boolean inWindow(GcEvent event, double seconds) {
        if (window.isAll() || event instanceof JvmInfoEvent) {
            return true;
        }
        return !Double.isNaN(seconds) && window.contains(seconds);
    }

    /**
     * A window bound (seconds on the window's time line, see {@link #windowSeconds}) as a time stamp
     * on the run's clock: uptime, or the wall clock counted from the log's first wall-clock stamp.
     */
    private Timestamp onTimeLine(double seconds) {
        if (current.clock() == Clock.UPTIME) {
            return Timestamp.ofUptime(seconds);
        }
        return Timestamp.of(OptionalDouble.empty(), OptionalLong.of(Math.round((wallOrigin + seconds) * 1e3)));
    }

    /** On the uptime clock, a file's first or last time stamp moved into the window; otherwise nothing. */
    private Timestamp clampToWindow(Timestamp seen) {
        if (seen.uptimeSeconds().isEmpty() || current.clock() != Clock.UPTIME) {
            return Timestamp.unknown();
        }
        return Timestamp.ofUptime(window.clamp(seen.uptimeSeconds().getAsDouble()));
    }

    private void startRun(String startedBy) {
        current = new JvmRun(runs.size() + 1, startedBy);
        if (options.window().wallClock().isPresent()) {
            // each run has its own uptime line: the wall-clock bounds are placed on it anew
            window = WallClockBounds.NOTHING;
        }
    }

    /**
     * A wall-clock window placed on the current run's time line at its first wall-clock time stamp
     * ({@code at}, where the run's time line and the wall clock meet).
     */
    private void resolveWallClock(Timestamp at) throws IOException {
        Optional<WallClockWindow> wall = options.window().wallClock();
        if (wall.isEmpty() || window != WallClockBounds.NOTHING || at.epochMillis().isEmpty()) {
            return;
        }
        if (wallBounds == null) {
            wallBounds = wall.get().resolve(WallClockBounds.logStart(set, at.epochMillis().getAsLong()));
        }
        wallClockSeen = true;
        double atSeconds = windowSeconds(at, false);
        window = WallClockBounds.onTimeLine(wallBounds, atSeconds, at.epochMillis().getAsLong());
    }

    private void finishRun() {
        if (current == null) {
            return;
        }
        current.figures.finishRun(diagnostics);
        OptionalDouble elapsed = current.elapsedSeconds();
        double pauseMs = current.figures.pauseTotalMs();
        if (elapsed.isPresent()) {
            elapsedKnown = true;
            elapsedSeconds += elapsed.getAsDouble();
            pauseMsWithinElapsed += pauseMs;
            if (pauseMs > elapsed.getAsDouble() * 1e3 + STAMP_RESOLUTION_MS) {
                diagnostics.warn(new SourceLocation(set.name(), 1), "pause-exceeds-elapsed", String.format(Locale.ROOT,
                        "run %d: pauses total %.3f ms but the log covers only %.3f s; overhead capped at 100%%",
                        current.index, pauseMs, elapsed.getAsDouble()), "");
            }
        }
        runs.add(current.figures.summary(List.copyOf(current.inputs), Optional.of(format), elapsed, pauseMs,
                GcSummary.DiagnosticSummary.NONE, Optional.of(current.info()), List.of(), 0));
        total.newRun();
        current = null;
    }
}
