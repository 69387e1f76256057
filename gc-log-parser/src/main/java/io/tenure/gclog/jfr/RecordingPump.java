package io.tenure.gclog.jfr;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * Reads a recording with the JDK's {@link RecordingFile} on a thread of its own, so that the
 * parser can give up on it. On some damaged recordings the JDK's reader spins forever (it waits
 * for a chunk it believes is still being written); {@link ChunkHeaders} rejects the known
 * shapes of that, and this is the last resort for the rest: when the reader makes no progress
 * for {@link #STALL}, the parser reports it and stops. The reader thread is a daemon and cannot
 * be stopped while it spins inside the JDK; it ends with the JVM.
 */
final class RecordingPump implements AutoCloseable {
    /** Longest wait for the next event; a healthy reader delivers thousands per second. */
    static final Duration STALL = Duration.ofSeconds(10);

    /** What the reader thread hands over: an event, the end, or why it stopped. */
    record Item(RecordedEvent event, Throwable failure, boolean opened) {
        boolean end() {
            return event == null && failure == null;
        }
    }

    private final BlockingQueue<Item> queue = new ArrayBlockingQueue<>(1024);
    private final Thread thread;

    RecordingPump(Path recording) {
        thread = new Thread(() -> pump(recording), "tenure-jfr-reader");
        thread.setDaemon(true);
        thread.start();
    }

    private void pump(Path path) {
        boolean opened = false;
        try (RecordingFile recording = new RecordingFile(path)) {
            opened = true;
            while (recording.hasMoreEvents()) {
                queue.put(new Item(recording.readEvent(), null, true));
            }
            queue.put(new Item(null, null, true));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the parser closed: nobody reads any more
        } catch (IOException | RuntimeException | InternalError e) {
            // RecordingFile signals damaged content with IOExceptions, several runtime exceptions
            // and, for inconsistent constant pools, InternalError: all mean "stop here".
            try {
                queue.put(new Item(null, e, opened));
            } catch (InterruptedException closed) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The next item, or {@code null} when the reader made no progress for {@link #STALL}.
     */
    Item next() {
        try {
            return queue.poll(STALL.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    @Override
    public void close() {
        thread.interrupt();
    }
}
