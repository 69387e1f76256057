package io.tenure.gclog.gcviewer;

import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Placeholder for the GCViewer-backed engine ({@code tenure analyze --engine gcviewer}), which
 * another change provides; this class only fixes the entry point the command calls.
 */
public final class GcViewerEngine {
    private GcViewerEngine() {
    }

    /** Summarises {@code paths} with GCViewer 1.36's parsers. Not available in this build yet. */
    public static GcSummary analyze(List<Path> paths) throws IOException {
        throw new UnsupportedOperationException("the GCViewer engine is not part of this build yet");
    }
}
