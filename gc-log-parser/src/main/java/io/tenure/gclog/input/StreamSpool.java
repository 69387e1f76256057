package io.tenure.gclog.input;

import io.tenure.io.ScratchSpace;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a stream that can be read only once (standard input, a pipe, a FIFO, a process
 * substitution's {@code /dev/fd/N}) into a temporary file, once, and hands out that file.
 *
 * <p>Why a file and not a buffer in memory: a log is opened several times (format detection, the
 * order of a rotated set, the parse; the JDK's JFR reader needs a seekable file), and a log on a
 * pipe can be as large as one on disk (gigabytes), which a memory buffer cannot hold in a small
 * heap. The spool holds the bytes as they came, still compressed if they were, so that the
 * compression is told by the same magic bytes and decompressed within the same bounds as a file,
 * and the spool itself is bounded by {@link DecompressionLimits#maxStreamBytes()}. The spool lives
 * in tenure's {@link ScratchSpace}, removed at exit (and, after a kill, by the next run).
 *
 * <p>A stream is spooled once per process: {@code analyze - --html DIR} reads standard input for
 * the summary and for the report, and must see the same bytes both times.
 */
final class StreamSpool {
    private static final Map<InputStream, Path> BY_STREAM = new IdentityHashMap<>();
    private static final Map<Path, Path> BY_PATH = new HashMap<>();

    private StreamSpool() {
    }

    /** The spool of standard input as it is now ({@link System#in}, which tests may replace). */
    static synchronized Path standardInput(String name, DecompressionLimits limits) throws IOException {
        InputStream in = System.in;
        Path spooled = BY_STREAM.get(in);
        if (spooled == null) {
            spooled = spool(in, name, limits);
            BY_STREAM.put(in, spooled);
        }
        return spooled;
    }

    /** The spool of a file that is not a regular file (a FIFO, a pipe, a character device). */
    static synchronized Path of(Path stream, DecompressionLimits limits) throws IOException {
        Path key = stream.toAbsolutePath().normalize();
        Path spooled = BY_PATH.get(key);
        if (spooled == null) {
            try (InputStream in = Files.newInputStream(stream)) {
                spooled = spool(in, stream.toString(), limits);
            }
            BY_PATH.put(key, spooled);
        }
        return spooled;
    }

    private static Path spool(InputStream in, String name, DecompressionLimits limits) throws IOException {
        Path file = ScratchSpace.newFile("stream-", ".spool");
        boolean done = false;
        try {
            copy(in, name, limits, file);
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(file);
            }
        }
        return file;
    }

    /**
     * Copies {@code in} into {@code file} (replaced), at most {@link DecompressionLimits#maxStreamBytes()}
     * bytes: past that it stops with a {@link DecompressionLimitException} naming {@code name}.
     */
    static void copy(InputStream in, String name, DecompressionLimits limits, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            long total = 0;
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                total += n;
                if (total > limits.maxStreamBytes()) {
                    throw new DecompressionLimitException(String.format(Locale.ROOT,
                            "%s: more than %d MiB read from a stream (an input that is not a regular file), its bound;"
                                    + " stopped reading (a device such as /dev/zero never ends)", name,
                            limits.maxStreamBytes() >> 20));
                }
                out.write(buffer, 0, n);
            }
        }
    }
}
