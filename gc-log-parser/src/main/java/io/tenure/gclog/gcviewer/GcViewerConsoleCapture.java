package io.tenure.gclog.gcviewer;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Holds {@code System.out} and {@code System.err} while GCViewer reads: some of its readers print
 * straight to the console (the IBM J9 5.0 reader prints "In AF endElement!"), which would end up
 * in the middle of {@code tenure analyze}'s JSON. What they print is kept (the first
 * {@value #KEEP_BYTES} bytes) and handed back as a note. The streams are process-wide, so reads
 * are serialised by {@link GcViewerReader}; output of other threads during a read lands here too.
 */
final class GcViewerConsoleCapture implements AutoCloseable {
    private static final int KEEP_BYTES = 4096;

    private final PrintStream out = System.out;
    private final PrintStream err = System.err;
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();

    GcViewerConsoleCapture() {
        PrintStream capture = new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                if (kept.size() < KEEP_BYTES) {
                    kept.write(b);
                }
            }
        }, true, StandardCharsets.UTF_8);
        System.setOut(capture);
        System.setErr(capture);
    }

    /** What GCViewer printed, truncated; empty when it printed nothing. */
    String printed() {
        return kept.toString(StandardCharsets.UTF_8).strip();
    }

    @Override
    public void close() {
        System.setOut(out);
        System.setErr(err);
    }
}
