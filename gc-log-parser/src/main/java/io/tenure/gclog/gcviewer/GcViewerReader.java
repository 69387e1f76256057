package io.tenure.gclog.gcviewer;

import com.tagtraum.perf.gcviewer.imp.DataReader;
import com.tagtraum.perf.gcviewer.imp.DataReaderFactory;
import com.tagtraum.perf.gcviewer.model.GCModel;
import com.tagtraum.perf.gcviewer.model.GcResourceFile;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.SourceLocation;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Runs GCViewer 1.36's own format detection and reader on one file, with its logging captured
 * into tenure diagnostics. GCViewer builds its whole model in memory; this class only feeds it
 * and keeps it quiet.
 */
final class GcViewerReader {
    /** Which tenure format each GCViewer reader reads; readers missing here read formats tenure has no parser for. */
    private static final Map<String, LogFormat> FORMAT_BY_READER = Map.of(
            "DataReaderUnifiedJvmLogging", LogFormat.HOTSPOT_UNIFIED,
            "DataReaderSun1_6_0", LogFormat.HOTSPOT_LEGACY,
            "DataReaderSun1_6_0G1", LogFormat.HOTSPOT_LEGACY,
            "DataReaderIBM_J9_5_0", LogFormat.OPENJ9_XML,
            "DataReaderIBM_J9_R28", LogFormat.OPENJ9_XML);

    /** GCViewer's loggers are process-wide; one read at a time keeps captures apart. */
    private static final Object LOGGING_LOCK = new Object();

    private GcViewerReader() {
    }

    /**
     * What GCViewer made of one file.
     *
     * @param model  its model, empty when it did not recognise the format or failed
     * @param format the tenure format of the reader GCViewer chose, empty for formats tenure does not parse
     * @param reader GCViewer's words for the format it chose, or its reader class name
     */
    record Run(String fileName, Optional<GCModel> model, Optional<LogFormat> format, Optional<String> reader) {
    }

    /**
     * Reads {@code path}; every complaint of GCViewer ends up in {@code diagnostics}.
     *
     * @throws NoSuchFileException when the file does not exist
     * @throws IOException         when it cannot be read
     */
    static Run read(Path path, Diagnostics diagnostics) throws IOException {
        String fileName = String.valueOf(path.getFileName());
        if (!Files.isRegularFile(path)) {
            throw Files.exists(path) ? new IOException(path + ": not a regular file") : new NoSuchFileException(path.toString());
        }
        synchronized (LOGGING_LOCK) {
            try (GcViewerConsoleCapture console = new GcViewerConsoleCapture();
                 GcViewerLogCapture capture = new GcViewerLogCapture(fileName, diagnostics);
                 GcViewerInput in = GcViewerInput.open(path)) {
                GcResourceFile resource = new GcResourceFile(path.toFile());
                resource.setLogger(capture.logger());
                Run run = readModel(fileName, resource, in, capture, diagnostics);
                if (!console.printed().isEmpty()) {
                    diagnostics.note(new SourceLocation(fileName, 1), "gcviewer-output", "GCViewer printed this while reading",
                            console.printed());
                }
                return run;
            }
        }
    }

    private static Run readModel(String fileName, GcResourceFile resource, GcViewerInput in,
                                 GcViewerLogCapture capture, Diagnostics diagnostics) throws IOException {
        SourceLocation start = new SourceLocation(fileName, 1);
        DataReader reader;
        try {
            reader = new DataReaderFactory().getDataReader(resource, in);
        } catch (EOFException empty) {
            diagnostics.error(start, "gcviewer-unrecognised", "empty file: GCViewer 1.36 has nothing to read", "");
            return new Run(fileName, Optional.empty(), Optional.empty(), Optional.empty());
        } catch (IOException e) {
            if (in.refusal() != null) {
                return refused(fileName, in, diagnostics);
            }
            // GCViewer signals "no reader fits this content" with a plain IOException (its
            // message is "Failed to recognize file format."); anything else is a real I/O error.
            if (e.getMessage() == null || !e.getMessage().contains("recognize")) {
                throw e;
            }
            diagnostics.error(start, "gcviewer-unrecognised", "GCViewer 1.36 does not recognise the format of this file", "");
            return new Run(fileName, Optional.empty(), Optional.empty(), Optional.empty());
        }
        String readerName = reader.getClass().getSimpleName();
        Optional<String> description = Optional.of(capture.formatDescription().orElse(readerName));
        diagnostics.note(start, "gcviewer-reader", "read by GCViewer 1.36 as " + description.get() + " (" + readerName + ")", "");
        try {
            GCModel model = reader.read();
            if (in.refusal() != null) {
                // GCViewer's readers log and swallow read errors; the refusal stands regardless.
                return refused(fileName, in, diagnostics);
            }
            return new Run(fileName, Optional.of(model), Optional.ofNullable(FORMAT_BY_READER.get(readerName)), description);
        } catch (IOException e) {
            if (in.refusal() != null) {
                return refused(fileName, in, diagnostics);
            }
            throw e;
        } catch (RuntimeException gcviewerBug) {
            // A GCViewer reader that throws has a bug for this input; the user chose GCViewer
            // as a fallback, so say which file and why instead of failing with a stack trace.
            diagnostics.error(start, "gcviewer-failed", "GCViewer 1.36 (" + readerName + ") failed: " + gcviewerBug, "");
            return new Run(fileName, Optional.empty(), Optional.empty(), description);
        }
    }

    private static Run refused(String fileName, GcViewerInput in, Diagnostics diagnostics) {
        diagnostics.error(new SourceLocation(fileName, 1), "gcviewer-refused", in.refusal(), "");
        return new Run(fileName, Optional.empty(), Optional.empty(), Optional.empty());
    }
}
