package io.tenure.gclog.input;

import java.io.Closeable;
import java.io.IOException;

/** The lines of one input, in order, each as a {@link Line} view valid until the next call. */
public interface LineSource extends Closeable {
    /**
     * Advances to the next line.
     *
     * @return the line (a view valid until the next call), or {@code null} at the end of input
     */
    Line next() throws IOException;
}
