package io.tenure.gclog;

import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LineTap;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;

/**
 * A text format: its readers read the file line by line, so each line can also be shown to a
 * {@link LineTap} (the findings' marker search rides on the parser's lines). A format gives only
 * the reader of one file's lines; opening the file, with or without a tap, is the same for all.
 */
public interface LineLogParser extends GcLogParser {
    /** The reader of {@code lines}, the lines of the file named {@code fileName}. */
    EventReader reader(String fileName, LineReader lines, Diagnostics diagnostics);

    @Override
    default EventReader open(LogFile file, Diagnostics diagnostics) throws IOException {
        return open(file, diagnostics, MarkerSink.NONE, null);
    }

    @Override
    default boolean readsLines() {
        return true;
    }

    @Override
    default EventReader open(LogFile file, Diagnostics diagnostics, MarkerSink markers, LineTap lines) throws IOException {
        return reader(file.name(), new LineReader(file.open(), lines), diagnostics);
    }
}
