package io.tenure.gclog.findings;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.gclog.metrics.BreakdownCounter;
import io.tenure.gclog.metrics.Breakdowns;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.LogObserver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Follows one log of an analysis: hands every event to the rules and the breakdowns as it streams
 * past, then reads the files' marker lines (in the window's line range) and asks each rule for its
 * finding. When a file is analysed whole and its parser reads it by lines (the text formats), the
 * marker search looks at each line as the parser reads it ({@link #lines}): the file is read once.
 * Otherwise, when the whole of every file is analysed and the files are plain files (which can be
 * read twice at once), the marker pass runs on a thread of its own while the log is parsed, file
 * after file in order. A JFR recording has no lines: its parser hands over the markers it reads
 * ({@link #onMarker}), and no pass runs.
 */
public final class FindingsCollector implements LogObserver {
    private final LogSet set;
    /** Whether the marker pass may run beside the parse. */
    private final boolean markersAlongside;
    /** The marker pass beside the parse, one file after the other; null until a file starts. */
    private ExecutorService markerThread;
    private final List<Future<?>> markerScans = new ArrayList<>();
    private final Set<String> scannedAlongside = new HashSet<>();
    private final List<FindingRule> rules = Rules.all();
    private final Consumer<Marker> toRules = marker -> rules.forEach(r -> r.accept(marker));
    private final BreakdownCounter breakdowns = new BreakdownCounter();
    /** Per file, the first and last line of the window's events. */
    private final Map<String, long[]> lineRanges = new LinkedHashMap<>();

    /** The names of the log's files, as its summary lists them in {@code inputs}. */
    public List<String> inputs() {
        return set.files().stream().map(io.tenure.gclog.input.LogFile::name).toList();
    }

    /**
     * @param set              the log this collector follows (one per log: {@code AnalysisOptions.observers})
     * @param markersAlongside whether the marker pass may run beside the parse (one log at a time;
     *                         not when logs are read in parallel already)
     */
    public FindingsCollector(LogSet set, boolean markersAlongside) {
        this.set = set;
        this.markersAlongside = markersAlongside && set.files().stream().allMatch(PlainLogFile.class::isInstance);
    }

    /**
     * Every line of a text file analysed whole: its markers are found as the parser reads it, on the
     * parser's thread, where no pass beside the parse runs (a compressed file, which a second pass would
     * decompress again; logs read in parallel, which keep the cores busy already). One plain log keeps
     * its pass on a thread beside the parse: on the parser's thread the search cost 11 % of the whole
     * command's wall time on the 190 MB unified log (1.16 s against 1.06 s, A B A B on 2 cores) for 8 %
     * less CPU; validation/notes/performance-history.md.
     */
    @Override
    public LineTap lines(LogFile file, LogFormat format) {
        if (format == LogFormat.JFR || markersAlongside) {
            return null;
        }
        scannedAlongside.add(file.name());
        String name = file.name();
        return line -> MarkerScanner.match(name, line, toRules);
    }

    @Override
    public void onFileStart(LogFile file, LogFormat format, boolean wholeFile) {
        if (!markersAlongside || !wholeFile || format == LogFormat.JFR || scannedAlongside.contains(file.name())) {
            return;
        }
        if (markerThread == null) {
            markerThread = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "tenure-markers");
                t.setDaemon(true);
                return t;
            });
        }
        scannedAlongside.add(file.name());
        markerScans.add(markerThread.submit(() -> {
            MarkerScanner.scan(file, 1, Long.MAX_VALUE, toRules);
            return null;
        }));
    }

    @Override
    public void onEvent(GcEvent event, int runIndex, double runSeconds) {
        breakdowns.accept(event);
        for (FindingRule rule : rules) {
            rule.accept(event, runIndex, runSeconds);
        }
    }

    /** A JFR recording's failure events, read by its parser in the one pass: the marker pass has no lines to read there. */
    @Override
    public void onMarker(Marker marker) {
        for (FindingRule rule : rules) {
            rule.accept(marker);
        }
    }

    @Override
    public void onFileRead(String file, long firstLineInWindow, long lastLineInWindow) {
        lineRanges.put(file, new long[] {firstLineInWindow, lastLineInWindow});
    }

    /** Pauses by cause and kind, concurrent phases and safepoints of the events seen so far. */
    public Breakdowns breakdowns() {
        return breakdowns.breakdowns();
    }

    /**
     * The findings of the log whose analysis gave {@code summary}, ranked: most severe first, then
     * in the rules' order. Called once, after the analysis.
     */
    public List<Finding> finish(GcSummary summary) throws IOException {
        awaitMarkersAlongside();
        if (summary.format().map(f -> f != LogFormat.JFR).orElse(false)) {
            for (LogFile file : set.files()) {
                long[] range = lineRanges.get(file.name());
                if (range != null && !scannedAlongside.contains(file.name())) {
                    MarkerScanner.scan(file, range[0], range[1], toRules);
                }
            }
        }
        Breakdowns split = breakdowns();
        RunFacts facts = new RunFacts(set.name(), summary, split);
        List<Finding> findings = new ArrayList<>();
        for (FindingRule rule : rules) {
            Optional<Finding> finding = rule.finding(facts);
            finding.ifPresent(findings::add);
        }
        // stable sort: within a severity, the rules' order
        findings.sort(Comparator.comparing(Finding::severity));
        return findings;
    }

    /** Waits for the marker pass beside the parse (its markers are then visible here) and ends its thread. */
    private void awaitMarkersAlongside() throws IOException {
        if (markerThread == null) {
            return;
        }
        try {
            for (Future<?> scan : markerScans) {
                scan.get();
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException("the marker pass failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading marker lines", e);
        } finally {
            markerThread.shutdownNow();
        }
    }
}
