package io.tenure.gclog.gcviewer;

import com.tagtraum.perf.gcviewer.model.AbstractGCEvent;
import com.tagtraum.perf.gcviewer.model.GCModel;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * GCViewer 1.36 as an opt-in analysis engine ({@code tenure analyze --engine gcviewer}) for
 * formats tenure has no parser for (JRockit, IBM 1.3.1 text, HP-UX ...), and as the oracle of
 * tenure's differential tests.
 *
 * <p>GCViewer's reader and format detection do the reading; this class maps its model to tenure's
 * definitions (see {@link GcViewerEvents} for what counts as a pause). GCViewer never prints:
 * its {@code java.util.logging} output becomes diagnostics of the summary. Unlike tenure's own
 * parsers, GCViewer holds the whole log in memory (hundreds of MB of heap for a log of 200 MB),
 * has no line numbers (every location is line 1 of the file) and does not stitch rotated sets:
 * several paths are read one by one, in the order given, and their figures added up.
 */
public final class GcViewerEngine {
    private GcViewerEngine() {
    }

    /**
     * Reads {@code paths} with GCViewer and summarises them by DESIGN.md's definitions. A file
     * GCViewer cannot read (unknown format, empty) is an error diagnostic, not an exception.
     *
     * @throws java.nio.file.NoSuchFileException when a path does not exist
     * @throws IOException                         when a file cannot be read
     */
    public static GcSummary analyze(List<Path> paths) throws IOException {
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("no input");
        }
        Diagnostics diagnostics = new Diagnostics();
        List<String> inputs = new ArrayList<>();
        List<GcViewerReader.Run> runs = new ArrayList<>();
        List<GcViewerSummaries.FileResult> files = new ArrayList<>();
        for (Path path : paths) {
            inputs.add(path.toString());
            GcViewerReader.Run run = GcViewerReader.read(path, diagnostics);
            runs.add(run);
            run.model().ifPresent(model -> files.add(new GcViewerSummaries.FileResult(model, pausesOf(model, run.fileName()))));
        }
        return GcViewerSummaries.summarize(inputs, runs, files, diagnostics);
    }

    /**
     * GCViewer's stop-the-world GC pauses in {@code path}, as tenure events, in GCViewer's order;
     * empty when GCViewer does not recognise the file. Locations are line 1 (GCViewer keeps no
     * line numbers); the cause is empty (GCViewer folds it into the name).
     *
     * @param diagnostics receives GCViewer's complaints about the file
     */
    public static List<PauseEvent> pauses(Path path, Diagnostics diagnostics) throws IOException {
        GcViewerReader.Run run = GcViewerReader.read(path, diagnostics);
        return run.model().map(model -> pausesOf(model, run.fileName())).orElse(List.of());
    }

    /** {@link #pauses(Path, Diagnostics)}, discarding GCViewer's complaints. */
    public static List<PauseEvent> pauses(Path path) throws IOException {
        return pauses(path, new Diagnostics(0));
    }

    private static List<PauseEvent> pausesOf(GCModel model, String fileName) {
        List<PauseEvent> pauses = new ArrayList<>();
        for (Iterator<AbstractGCEvent<?>> events = model.getStopTheWorldEvents(); events.hasNext(); ) {
            AbstractGCEvent<?> event = events.next();
            for (AbstractGCEvent<?> pause : GcViewerEvents.pausesIn(event)) {
                pauses.add(GcViewerEvents.toPause(pause, event, model, fileName));
            }
        }
        return pauses;
    }
}
