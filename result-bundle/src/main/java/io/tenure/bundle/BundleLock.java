package io.tenure.bundle;

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
 * The writer's claim on a bundle: an OS lock on {@code <bundle>/.lock}, held while a process
 * writes the bundle, so two {@code tenure bench --out B} never run the same runs. The lock file
 * holds the holder's pid for the message the second writer gets; the OS releases the lock when
 * the holder exits, however it exits, so a stale file never blocks anyone.
 */
public final class BundleLock implements AutoCloseable {
    public static final String FILE = ".lock";

    /**
     * Bundles this JVM holds. Checked before a channel is opened: on Linux, closing any channel of a
     * file drops every lock this process holds on it, so a refused second writer in this JVM must
     * not open (and then close) one.
     */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private BundleLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * @throws BundleException.Locked when another process (or another writer in this one) holds it
     */
    public static BundleLock acquire(Path bundle) throws IOException {
        Files.createDirectories(bundle);
        Path file = bundle.resolve(FILE).toAbsolutePath().normalize();
        if (!HELD.add(file)) {
            throw locked(bundle, Long.toString(ProcessHandle.current().pid()));
        }
        try {
            return lock(bundle, file);
        } catch (IOException | RuntimeException e) {
            HELD.remove(file);
            throw e;
        }
    }

    private static BundleLock lock(Path bundle, Path file) throws IOException {
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
            throw locked(bundle, holder);
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)), 0);
        channel.force(false);
        return new BundleLock(file, channel, lock);
    }

    private static BundleException.Locked locked(Path bundle, String holder) {
        return new BundleException.Locked(bundle + " is being written by another tenure process"
                + (holder.isEmpty() ? "" : " (pid " + holder + ")") + ": wait for it to finish, or choose another --out");
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
