package io.tenure.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A writer's claim on a directory (a result bundle, a fleet store): an OS lock on
 * {@code <dir>/.lock}, held while a process writes there, so two writers never interleave. The lock
 * file holds the holder's pid for the message the second writer gets; the OS releases the lock when
 * the holder exits, however it exits, so a stale file never blocks anyone.
 */
public final class DirectoryLock implements AutoCloseable {
    public static final String FILE = ".lock";

    /** Why the lock was refused, for the caller's own message. */
    @FunctionalInterface
    public interface Refusal<E extends IOException> {
        /** @param holder the pid of the process holding the lock, or empty when unknown */
        E refused(String holder);
    }

    /**
     * Directories this JVM holds. Checked before a channel is opened: on Linux, closing any channel of a
     * file drops every lock this process holds on it, so a refused second writer in this JVM must
     * not open (and then close) one.
     */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private DirectoryLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Creates the directory if needed and locks it.
     *
     * @throws E when another process (or another writer in this one) holds it
     */
    public static <E extends IOException> DirectoryLock acquire(Path dir, Refusal<E> refusal) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(FILE).toAbsolutePath().normalize();
        if (!HELD.add(file)) {
            throw refusal.refused(Long.toString(ProcessHandle.current().pid()));
        }
        try {
            return lock(file, refusal);
        } catch (IOException | RuntimeException e) {
            HELD.remove(file);
            throw e;
        }
    }

    private static <E extends IOException> DirectoryLock lock(Path file, Refusal<E> refusal) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            String holder = holder(channel);
            channel.close();
            throw refusal.refused(holder);
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)), 0);
        channel.force(false);
        return new DirectoryLock(file, channel, lock);
    }

    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(32);
        channel.read(buffer, 0);
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.US_ASCII).strip();
    }

    /**
     * Closing the channel releases the lock; unlike {@link FileLock#release()} it also works when
     * the thread was interrupted (a runner stopped mid-sweep), which would close the channel under
     * a release and hide the interruption behind a {@code ClosedByInterruptException}.
     */
    @Override
    public void close() throws IOException {
        try {
            channel.close();
        } finally {
            HELD.remove(file);
        }
    }

    /** Whether this process still holds the lock. */
    public boolean held() {
        return lock.isValid();
    }
}
