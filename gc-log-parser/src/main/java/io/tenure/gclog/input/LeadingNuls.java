package io.tenure.gclog.input;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The NUL bytes at the start of a log, which {@code copytruncate} log rotation leaves: logrotate
 * copies the log and truncates it while the JVM keeps writing at its old offset, so the file grows
 * a hole of zeros before the next line. The JVM's own text never holds a NUL, so the hole is
 * skipped (with a note, {@link LogFile#leadingNulBytes()}) and the log reads from its first line;
 * it read as "not a GC log".
 */
final class LeadingNuls {
    private static final int CHUNK = 1 << 16;

    private LeadingNuls() {
    }

    /** {@code in} (buffered) positioned after its leading NUL bytes. */
    static InputStream skip(InputStream in) throws IOException {
        BufferedInputStream buffered = in instanceof BufferedInputStream b ? b : new BufferedInputStream(in, CHUNK);
        count(buffered);
        return buffered;
    }

    /** Reads past the leading NUL bytes of {@code in}, leaving it at the first other byte; how many there were. */
    static long count(BufferedInputStream in) throws IOException {
        long skipped = 0;
        while (true) {
            in.mark(CHUNK);
            byte[] chunk = in.readNBytes(CHUNK);
            int nul = 0;
            while (nul < chunk.length && chunk[nul] == 0) {
                nul++;
            }
            skipped += nul;
            if (nul < chunk.length || chunk.length == 0) {
                in.reset();
                in.skipNBytes(nul);
                return skipped;
            }
        }
    }
}
