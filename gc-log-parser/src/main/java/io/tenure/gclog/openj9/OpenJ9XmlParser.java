package io.tenure.gclog.openj9;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.GcLogParser;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads OpenJ9 / IBM J9 verbose GC XML ({@code -Xverbosegclog}, {@code -verbose:gc}): the modern
 * format of J9 R26 (Java 6.0.1) onwards, which every OpenJ9 release still writes
 * ({@code <exclusive-start>}, {@code <gc-start>}, {@code <gc-end>}, {@code <exclusive-end>} ...),
 * and the older Java 5 format ({@code <af>}, {@code <sys>}, {@code <con>} with {@code <gc>}
 * and {@code <time totalms=...>}), for the policies gencon, optthruput, optavgpause, balanced and
 * metronome.
 *
 * <p>The XML is read with StAX, streaming, with DTDs and external entities disabled. See
 * {@link PauseAssembly} for what counts as a pause.
 */
public final class OpenJ9XmlParser implements GcLogParser {
    @Override
    public EventReader open(LogFile file, Diagnostics diagnostics) throws IOException {
        InputStream in = file.open();
        try {
            return new J9EventReader(file.name(), in, diagnostics);
        } catch (RuntimeException e) {
            in.close();
            throw e;
        }
    }
}
