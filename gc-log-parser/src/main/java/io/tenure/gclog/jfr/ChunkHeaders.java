package io.tenure.gclog.jfr;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * Walks a recording's chunk headers before the JDK's {@code RecordingFile} sees them. That reader
 * is written for files a live JVM may still be writing: a chunk whose header says "being updated"
 * or "not finished" makes it wait for the writer, forever on a file no JVM writes any more, and a
 * chunk size that does not advance makes it look for the next chunk at the same place. So only the
 * prefix of chunks whose headers are plausible for a finished recording is handed over.
 *
 * <p>Chunk header layout (big-endian, 68 bytes, as the JDK writes it): magic {@code FLR\0} at 0,
 * major and minor version (2 bytes each) at 4 and 6, chunk size at 8, constant pool and metadata
 * positions (relative to the chunk start) at 16 and 24, start nanos at 32, duration at 40, start
 * ticks at 48, ticks per second at 56, file state at 64 (0 once the chunk is finished), and a flag
 * byte at 67.
 */
final class ChunkHeaders {
    static final int HEADER_BYTES = 68;
    private static final int FILE_STATE_OFFSET = 64;
    private static final int FINISHED = 0;

    /**
     * Which part of a file can be read safely.
     *
     * @param validBytes length of the prefix made of complete, plausible chunks (0: none)
     * @param chunks number of chunks in that prefix
     * @param problem why the chunk after the prefix was refused, null when the whole file is valid
     * @param cut true when the refused chunk is only incomplete (the file ends inside it)
     */
    record Verdict(long validBytes, int chunks, String problem, boolean cut) {
        Verdict {
            if (validBytes < 0 || chunks < 0) {
                throw new IllegalArgumentException("negative prefix: " + validBytes + " bytes, " + chunks + " chunks");
            }
        }

        boolean wholeFile() {
            return problem == null;
        }
    }

    private ChunkHeaders() {
    }

    static Verdict check(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            long at = 0;
            int chunks = 0;
            ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.BIG_ENDIAN);
            while (at < size) {
                long remaining = size - at;
                if (remaining < HEADER_BYTES) {
                    return new Verdict(at, chunks, String.format(Locale.ROOT,
                            "file ends %d bytes into a chunk header at byte %d", remaining, at), true);
                }
                header.clear();
                while (header.hasRemaining() && channel.read(header, at + header.position()) >= 0) {
                    // a file channel reads a short count only at end of file, excluded above
                }
                String problem = problem(header, remaining);
                if (problem != null) {
                    boolean cut = problem.startsWith("chunk of ") && header.getLong(8) > remaining;
                    return new Verdict(at, chunks, problem + " (chunk " + (chunks + 1) + " at byte " + at + ")", cut);
                }
                at += header.getLong(8);
                chunks++;
            }
            return new Verdict(at, chunks, size == 0 ? "empty file" : null, false);
        }
    }

    /** Why this header cannot start a finished chunk of {@code remaining} bytes, or null. */
    private static String problem(ByteBuffer h, long remaining) {
        if (h.get(0) != 'F' || h.get(1) != 'L' || h.get(2) != 'R' || h.get(3) != 0) {
            return "no chunk magic FLR\\0";
        }
        short major = h.getShort(4);
        if (major != 1 && major != 2) {
            return "unknown format version " + major + "." + h.getShort(6);
        }
        long chunkSize = h.getLong(8);
        if (chunkSize <= HEADER_BYTES || chunkSize > remaining) {
            return "chunk of " + chunkSize + " bytes where " + remaining + " remain";
        }
        long constantPool = h.getLong(16);
        long metadata = h.getLong(24);
        if (constantPool < HEADER_BYTES || constantPool >= chunkSize || metadata < HEADER_BYTES || metadata >= chunkSize) {
            return "constant pool or metadata position outside the chunk";
        }
        if (h.get(FILE_STATE_OFFSET) != FINISHED) {
            return "chunk not marked finished (state " + (h.get(FILE_STATE_OFFSET) & 0xff) + ")";
        }
        return null;
    }
}
