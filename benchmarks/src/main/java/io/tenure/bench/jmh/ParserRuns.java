package io.tenure.bench.jmh;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.gcviewer.GcViewerEngine;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.gclog.metrics.AnalysisOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** One complete parse of a log by each tool, as the benchmark and the heap harness run it. */
final class ParserRuns {
    private ParserRuns() {
    }

    /** The lines of {@code log} as every tenure parser reads them, split and thrown away. */
    static long lines(Path log) throws IOException {
        long lines = 0;
        try (LineReader reader = new LineReader(Files.newInputStream(log))) {
            while (reader.next() != null) {
                lines++;
            }
        }
        return lines;
    }

    /**
     * tenure's unified-logging parser reading every event of {@code log}, kept only as long as
     * it takes to look at it, as {@code tenure analyze} streams them.
     *
     * @return the number of events
     */
    static long tenureEvents(Path log) throws IOException {
        return tenureEvents(LogFormat.HOTSPOT_UNIFIED, log);
    }

    /** As {@link #tenureEvents(Path)}, with the parser of {@code format} (the legacy JDK 6-8 one, say). */
    static long tenureEvents(LogFormat format, Path log) throws IOException {
        long events = 0;
        long hash = 0;
        try (EventReader reader = format.parser().open(PlainLogFile.of(log), new Diagnostics())) {
            for (GcEvent event = reader.next(); event != null; event = reader.next()) {
                events++;
                hash += event.source().line();
            }
        }
        // The sum keeps the JIT from discarding the events; it is checked to be sane, not used.
        if (hash < 0) {
            throw new AssertionError(hash);
        }
        return events;
    }

    /**
     * What {@code tenure analyze} does with {@code log} before it prints: format detection, the
     * parse, the metrics of every JVM run, breakdowns and findings (with their marker search).
     *
     * @return the number of pauses of the analysis
     */
    static long tenureAnalyze(Path log) throws IOException {
        RunAnalyzer.Result result = RunAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT);
        long pauses = 0;
        for (RunAnalysis analysis : result.logs()) {
            pauses += analysis.figures().pauses().count();
        }
        return pauses;
    }

    /**
     * GCViewer 1.36 reading {@code log} into its in-memory model (through tenure's engine, which
     * adds only the mapping of its pauses to tenure events).
     *
     * @return the number of stop-the-world GC pauses it found
     */
    static long gcviewerPauses(Path log) throws IOException {
        return GcViewerEngine.pauses(log).size();
    }
}
