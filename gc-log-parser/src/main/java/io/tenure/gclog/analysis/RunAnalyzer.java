package io.tenure.gclog.analysis;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.findings.FindingsCollector;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.LogObserver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@link GcLogAnalyzer} with findings: reads the logs among the paths once, with the rules watching,
 * and returns one {@link RunAnalysis} per log in input order.
 */
public final class RunAnalyzer {
    private RunAnalyzer() {
    }

    /**
     * The analyses of every log among {@code paths}.
     *
     * @param skipped files found in directories that are not GC logs in a format tenure reads
     * @param errors  inputs that could not be read or analysed, each naming the input ({@link Analysis#errors()})
     * @param notes   paths passed over on purpose ({@link Analysis#notes()})
     */
    public record Result(List<RunAnalysis> logs, List<String> skipped, List<String> errors, List<String> notes) {
        public Result {
            logs = List.copyOf(logs);
            skipped = List.copyOf(skipped);
            errors = List.copyOf(errors);
            notes = List.copyOf(notes);
        }

        public Result(List<RunAnalysis> logs, List<String> skipped) {
            this(logs, skipped, List.of(), List.of());
        }
    }

    /**
     * A measurement switch ({@code -Dtenure.markers=parser}, docs/PERFORMANCE.md): one plain log's
     * marker search runs on the parser's lines, as a compressed log's does, instead of on a thread
     * beside the parse; the findings are the same either way.
     */
    private static final boolean MARKERS_ON_PARSER_LINES = "parser".equals(System.getProperty("tenure.markers"));

    /** As {@link GcLogAnalyzer#analyzeAll}, plus breakdowns and findings; the options' observers are replaced. */
    public static Result analyzeAll(List<Path> paths, AnalysisOptions options) throws IOException {
        List<FindingsCollector> collectors = new ArrayList<>();
        Analysis analysis = GcLogAnalyzer.analyzeAll(paths, options.withObservers(set -> {
            // one log at a time here: a marker pass of its own (a format not read by lines) may take the other core
            FindingsCollector collector = new FindingsCollector(set, !MARKERS_ON_PARSER_LINES);
            collectors.add(collector);
            return collector;
        }));
        // a log whose analysis failed (an error in analysis.errors()) has a collector but no summary
        collectors.removeIf(c -> analysis.logs().stream().noneMatch(log -> log.inputs().equals(c.inputs())));
        if (collectors.size() != analysis.logs().size()) {
            throw new IllegalStateException("one observer per log expected: " + collectors.size() + " for "
                    + analysis.logs().size() + " logs");
        }
        List<RunAnalysis> logs = new ArrayList<>();
        for (int i = 0; i < collectors.size(); i++) {
            logs.add(RunAnalysis.of(analysis.logs().get(i), Objects.requireNonNull(collectors.get(i))));
        }
        return new Result(logs, analysis.skipped(), analysis.errors(), analysis.notes());
    }

    /** What a caller keeps of one log's analysis (e.g. a fleet row): the analysis itself is then dropped. */
    @FunctionalInterface
    public interface Keep<T> {
        T of(RunAnalysis analysis) throws IOException;
    }

    /**
     * The logs among {@code paths} read on at most {@code threads} threads, one streaming pass each;
     * for each log only what {@code keep} returns stays in memory (no events, no analysis), in input
     * order. A log that fails is an error and the others are still read; only when none is left does this throw.
     */
    public static <T> Parallel<T> analyzeEach(List<Path> paths, AnalysisOptions options, int threads, Keep<T> keep)
            throws IOException {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(paths, options);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tenure-log");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (LogSet set : plan.sets()) {
                futures.add(pool.submit(() -> keep.of(analyze(set, plan.formats().get(set), options, LogObserver.NONE))));
            }
            List<T> kept = new ArrayList<>();
            List<String> errors = new ArrayList<>(plan.failures().stream().map(Throwable::getMessage).toList());
            for (Future<T> f : futures) {
                try {
                    kept.add(f.get());
                } catch (ExecutionException e) {
                    errors.add(String.valueOf(e.getCause().getMessage()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                }
            }
            if (kept.isEmpty() && !errors.isEmpty()) {
                throw new IOException(String.join("; ", errors));
            }
            return new Parallel<>(kept, plan.skipped(), errors);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * One log of a {@link GcLogAnalyzer#plan}, read in one streaming pass with the rules watching and
     * {@code alongside} seeing every event with its JVM run as well (e.g. to keep them as rows). For
     * callers that read the logs on threads of their own: no marker pass runs beside the parse (a
     * text log's markers are still found on the parser's lines as it reads them).
     */
    public static RunAnalysis analyze(LogSet set, LogFormat format, AnalysisOptions options, LogObserver alongside)
            throws IOException {
        FindingsCollector collector = new FindingsCollector(set, false);
        LogObserver both = alongside == LogObserver.NONE ? collector : new LogObserver() {
            @Override
            public void onEvent(GcEvent event, int runIndex, double runSeconds) {
                collector.onEvent(event, runIndex, runSeconds);
                alongside.onEvent(event, runIndex, runSeconds);
            }

            @Override
            public void onFileStart(LogFile file, LogFormat fileFormat, boolean wholeFile) {
                collector.onFileStart(file, fileFormat, wholeFile);
                alongside.onFileStart(file, fileFormat, wholeFile);
            }

            @Override
            public LineTap lines(LogFile file, LogFormat fileFormat) {
                LineTap mine = collector.lines(file, fileFormat);
                LineTap theirs = alongside.lines(file, fileFormat);
                if (mine == null || theirs == null) {
                    return mine == null ? theirs : mine;
                }
                return line -> {
                    mine.accept(line);
                    theirs.accept(line);
                };
            }

            @Override
            public void onMarker(Marker marker) {
                collector.onMarker(marker);
                alongside.onMarker(marker);
            }

            @Override
            public void onFileRead(String file, long firstLineInWindow, long lastLineInWindow) {
                collector.onFileRead(file, firstLineInWindow, lastLineInWindow);
                alongside.onFileRead(file, firstLineInWindow, lastLineInWindow);
            }
        };
        GcSummary summary = GcLogAnalyzer.analyze(set, format, options.withObservers(s -> both));
        return RunAnalysis.of(summary, collector);
    }

    /** {@link #analyzeEach}'s answer: what was kept of each log, in input order, and the skipped files. */
    public record Parallel<T>(List<T> kept, List<String> skipped, List<String> errors) {
        public Parallel {
            kept = List.copyOf(kept);
            skipped = List.copyOf(skipped);
            errors = List.copyOf(errors);
        }
    }
}
