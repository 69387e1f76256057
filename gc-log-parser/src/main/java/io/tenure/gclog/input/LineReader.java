package io.tenure.gclog.input;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Splits a byte stream into lines without decoding it, for parsers that must run near the speed
 * of reading the file. Accepts {@code \n}, {@code \r\n} and lone {@code \r} terminators.
 *
 * <p>Memory is bounded: a line of {@code maxLineBytes} or more is cut (its head of
 * {@code maxLineBytes} is returned with {@link Line#truncated()} set and the rest skipped), so a
 * file without newlines cannot exhaust the heap. Where a line is cut depends on its length alone,
 * never on where the reads of the stream happened to end.
 */
public final class LineReader implements LineSource {
    public static final int DEFAULT_MAX_LINE_BYTES = 64 * 1024;
    private static final int CHUNK = 256 * 1024;

    /** Reads eight bytes of a {@code byte[]} as one little-endian {@code long}, for the newline search. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    /** {@code '\r' + 1} in every byte: a byte below it is a terminator or another control character. */
    private static final long CONTROLS = ONES * ('\r' + 1);

    private final InputStream in;
    private final int maxLineBytes;
    /** Shown every line before it is returned; null for none. */
    private final LineTap tap;
    private final Line line = new Line();
    private byte[] buffer;
    private int position;
    private int limit;
    private long lineNumber;
    private boolean eof;
    private boolean skipLeadingLf;

    public LineReader(InputStream in) {
        this(in, DEFAULT_MAX_LINE_BYTES, null);
    }

    /** A reader that shows every line to {@code tap} (null: to nothing) before it returns it. */
    public LineReader(InputStream in, LineTap tap) {
        this(in, DEFAULT_MAX_LINE_BYTES, tap);
    }

    public LineReader(InputStream in, int maxLineBytes) {
        this(in, maxLineBytes, null);
    }

    private LineReader(InputStream in, int maxLineBytes, LineTap tap) {
        if (maxLineBytes < 16) {
            throw new IllegalArgumentException("maxLineBytes too small: " + maxLineBytes);
        }
        this.in = in;
        this.maxLineBytes = maxLineBytes;
        this.tap = tap;
        this.buffer = new byte[Math.max(CHUNK, maxLineBytes * 2)];
    }

    /**
     * Advances to the next line.
     *
     * @return the line (the same mutable view every time), or {@code null} at the end of input
     */
    @Override
    public Line next() throws IOException {
        int scanned = 0; // bytes after position already searched for a terminator
        while (true) {
            if (skipLeadingLf && position < limit) {
                // the \n of a \r\n pair that was split across two reads
                if (buffer[position] == '\n') {
                    position++;
                }
                skipLeadingLf = false;
            }
            int i = indexOfTerminator(buffer, position + scanned, limit);
            if (i >= 0) {
                int next = i + 1;
                if (buffer[i] == '\r') {
                    if (next < limit) {
                        if (buffer[next] == '\n') {
                            next++;
                        }
                    } else {
                        skipLeadingLf = true;
                    }
                }
                if (i - position >= maxLineBytes) {
                    // as long as a line that is cut before its end is read: cut too
                    return emitHead(position, position + maxLineBytes, next);
                }
                return emit(position, i, next);
            }
            scanned = limit - position;
            if (scanned >= maxLineBytes) {
                return emitHeadAndSkip(position, position + maxLineBytes);
            }
            if (eof) {
                return position < limit ? emit(position, limit, limit) : null;
            }
            fill();
        }
    }

    /**
     * Index of the first {@code \n} or {@code \r} in {@code bytes[from, to)}, or -1. Reading lines
     * is a third of a parse, so this looks at eight bytes per step for any byte below
     * {@code '\r' + 1} (the "has a byte less than n" test of Hacker's Delight: three operations a
     * word, where testing for each terminator took seven); the lowest flagged byte is always
     * exact. Such a byte that is not a terminator (a tab) is passed over and the search goes on
     * after it.
     */
    static int indexOfTerminator(byte[] bytes, int from, int to) {
        int i = from;
        int last = to - Long.BYTES;
        while (i <= last) {
            long word = (long) LONGS.get(bytes, i);
            long found = (word - CONTROLS) & ~word & HIGHS;
            if (found == 0) {
                i += Long.BYTES;
                continue;
            }
            int at = i + (Long.numberOfTrailingZeros(found) >>> 3);
            byte b = bytes[at];
            if (b == '\n' || b == '\r') {
                return at;
            }
            i = at + 1;
        }
        for (; i < to; i++) {
            byte b = bytes[i];
            if (b == '\n' || b == '\r') {
                return i;
            }
        }
        return -1;
    }

    /** Number of the last line returned (0 before the first). */
    public long lineNumber() {
        return lineNumber;
    }

    private Line emit(int from, int to, int next) {
        lineNumber++;
        line.buffer = buffer;
        line.start = from;
        line.end = to;
        line.number = lineNumber;
        line.truncated = false;
        position = next;
        if (tap != null) {
            tap.accept(line);
        }
        return line;
    }

    /**
     * Emits the first {@code maxLineBytes} of an over-long line, then throws away input until
     * the line ends. The head is copied aside because skipping refills the buffer.
     */
    private Line emitHeadAndSkip(int from, int headEnd) throws IOException {
        byte[] head = Arrays.copyOfRange(buffer, from, headEnd);
        position = headEnd;
        skipToEndOfLine();
        return emitCopiedHead(head);
    }

    /** Emits the first bytes {@code [from, headEnd)} of a line whose end is in the buffer; the next line starts at {@code next}. */
    private Line emitHead(int from, int headEnd, int next) {
        byte[] head = Arrays.copyOfRange(buffer, from, headEnd);
        position = next;
        return emitCopiedHead(head);
    }

    private Line emitCopiedHead(byte[] head) {
        lineNumber++;
        line.buffer = head;
        line.start = 0;
        line.end = head.length;
        line.number = lineNumber;
        line.truncated = true;
        if (tap != null) {
            tap.accept(line);
        }
        return line;
    }

    private void skipToEndOfLine() throws IOException {
        while (true) {
            for (int i = position; i < limit; i++) {
                byte b = buffer[i];
                if (b == '\n' || b == '\r') {
                    position = i + 1;
                    if (b == '\r') {
                        if (position < limit) {
                            if (buffer[position] == '\n') {
                                position++;
                            }
                        } else {
                            skipLeadingLf = true;
                        }
                    }
                    return;
                }
            }
            position = limit;
            if (eof) {
                return;
            }
            fill();
        }
    }

    /** Moves unread bytes to the front and reads more; sets {@code eof} when the stream ends. */
    private void fill() throws IOException {
        if (position > 0) {
            System.arraycopy(buffer, position, buffer, 0, limit - position);
            limit -= position;
            position = 0;
        }
        if (limit == buffer.length) {
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
        int n = in.read(buffer, limit, buffer.length - limit);
        if (n < 0) {
            eof = true;
        } else {
            limit += n;
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
