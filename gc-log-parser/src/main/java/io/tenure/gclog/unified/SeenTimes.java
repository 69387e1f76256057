package io.tenure.gclog.unified;

import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * The time stamps of the first and the last decorated line. The first is resolved once; for the
 * last, only the bytes of the latest line's decorations are copied aside and parsed when asked,
 * because parsing the time of every line would cost more than the rest of a skipped line.
 */
final class SeenTimes {
    private Timestamp first;
    private byte[] lastDecorations = new byte[64];
    private int lastLength;

    void update(Decorations d, Line line) {
        if (first == null) {
            Timestamp time = d.timestamp();
            if (time.equals(Timestamp.unknown())) {
                return;
            }
            first = time;
        }
        int length = d.messageStart();
        if (length > lastDecorations.length) {
            lastDecorations = Arrays.copyOf(lastDecorations, Math.max(length, lastDecorations.length * 2));
        }
        System.arraycopy(line.buffer(), line.start(), lastDecorations, 0, length);
        lastLength = length;
    }

    Timestamp first() {
        return first == null ? Timestamp.unknown() : first;
    }

    Timestamp last() {
        if (first == null) {
            return Timestamp.unknown();
        }
        try (LineReader reader = new LineReader(new ByteArrayInputStream(lastDecorations, 0, lastLength))) {
            Decorations d = new Decorations();
            Line line = reader.next();
            return line != null && d.scan(line) ? d.timestamp() : Timestamp.unknown();
        } catch (IOException e) {
            throw new UncheckedIOException("reading a byte array", e); // cannot happen
        }
    }
}
