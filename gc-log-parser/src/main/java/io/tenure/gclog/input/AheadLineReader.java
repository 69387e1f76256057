package io.tenure.gclog.input;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Predicate;

/**
 * Reads the lines of a stream on a thread of its own, ahead of its caller, and hands the caller
 * only the lines that {@code passOver} does not pass over, each with its number in the input. For
 * a parser with a core to spare: splitting the bytes into lines, and the test that picks out the
 * lines it need not see, then run beside the parse instead of before each line of it.
 *
 * <p>{@code passOver} sees every line, in order, on the reading thread; it may remember the lines
 * before, and must depend on nothing else. Memory is bounded: at most four batches of about 64 KiB
 * of lines wait (a batch holds at least one line, and a line at most
 * {@link LineReader#DEFAULT_MAX_LINE_BYTES}). A failure to read is thrown to the caller by the
 * {@link #next} that reaches it, after every line read before it.
 */
public final class AheadLineReader implements LineSource {
    static final int BATCH_BYTES = 64 * 1024;
    static final int BATCH_LINES = 2048;
    private static final int QUEUED = 4;

    private final LineReader reader;
    private final Predicate<Line> passOver;
    private final BlockingQueue<Batch> queue = new ArrayBlockingQueue<>(QUEUED);
    private final Thread thread;
    private final Line line = new Line();
    /** The batch being handed out, and the index of its next line; null before the first. */
    private Batch batch;
    private int index;
    private boolean closed;

    /** Starts reading {@code in} on a daemon thread named {@code threadName}. */
    public AheadLineReader(InputStream in, Predicate<Line> passOver, String threadName) {
        this.reader = new LineReader(in);
        this.passOver = passOver;
        this.thread = new Thread(this::readAhead, threadName);
        thread.setDaemon(true);
        thread.start();
    }

    /** Lines copied out of the reader's buffer, with their numbers; the last batch says how the input ended. */
    private static final class Batch {
        byte[] bytes = new byte[BATCH_BYTES];
        int size;
        final int[] starts = new int[BATCH_LINES];
        final int[] ends = new int[BATCH_LINES];
        final long[] numbers = new long[BATCH_LINES];
        final boolean[] truncated = new boolean[BATCH_LINES];
        int count;
        boolean last;
        /** Why reading stopped before the end of the input (last batch only); null when it did not. */
        Throwable failure;

        boolean fits(Line line) {
            return count == 0 || count < BATCH_LINES && size + line.length() <= bytes.length;
        }

        void add(Line line) {
            int n = line.length();
            if (size + n > bytes.length) {
                bytes = Arrays.copyOf(bytes, size + n); // a batch's first line, longer than a batch
            }
            System.arraycopy(line.buffer, line.start, bytes, size, n);
            starts[count] = size;
            ends[count] = size + n;
            numbers[count] = line.number;
            truncated[count] = line.truncated;
            size += n;
            count++;
        }
    }

    private void readAhead() {
        Batch next = new Batch();
        try {
            for (Line l = reader.next(); l != null; l = reader.next()) {
                if (passOver.test(l)) {
                    continue;
                }
                if (!next.fits(l)) {
                    if (!hand(next)) {
                        return;
                    }
                    next = new Batch();
                }
                next.add(l);
            }
        } catch (IOException | RuntimeException | Error e) {
            next.failure = e; // the caller's to throw, once it has the lines before; a caller waiting for lines must not wait forever
        }
        next.last = true;
        hand(next);
    }

    /** Queues {@code b} for the caller; false when the caller closed this reader meanwhile. */
    private boolean hand(Batch b) {
        try {
            queue.put(b);
            return true;
        } catch (InterruptedException e) {
            return false; // closed: nobody reads on
        }
    }

    @Override
    public Line next() throws IOException {
        if (closed) {
            throw new IOException("line reader closed");
        }
        while (batch == null || index == batch.count) {
            if (batch != null && batch.last) {
                if (batch.failure instanceof IOException io) {
                    throw io;
                }
                if (batch.failure instanceof RuntimeException e) {
                    throw e;
                }
                if (batch.failure instanceof Error e) {
                    throw e;
                }
                return null;
            }
            try {
                batch = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while waiting for the next lines");
            }
            index = 0;
        }
        line.buffer = batch.bytes;
        line.start = batch.starts[index];
        line.end = batch.ends[index];
        line.number = batch.numbers[index];
        line.truncated = batch.truncated[index];
        index++;
        return line;
    }

    /** Stops the reading thread (it may be waiting for room in the queue), waits for it, then closes the stream. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        thread.interrupt();
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        reader.close();
    }
}
