package io.tenure.bundle;

import io.tenure.io.DirectoryLock;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The writer's claim on a bundle: a {@link DirectoryLock} on {@code <bundle>/.lock}, held while a
 * process writes the bundle, so two {@code tenure bench --out B} never run the same runs.
 */
public final class BundleLock implements AutoCloseable {
    public static final String FILE = DirectoryLock.FILE;

    private final DirectoryLock lock;

    private BundleLock(DirectoryLock lock) {
        this.lock = lock;
    }

    /**
     * @throws BundleException.Locked when another process (or another writer in this one) holds it
     */
    public static BundleLock acquire(Path bundle) throws IOException {
        return new BundleLock(DirectoryLock.acquire(bundle, holder -> new BundleException.Locked(bundle
                + " is being written by another tenure process" + (holder.isEmpty() ? "" : " (pid " + holder + ")")
                + ": wait for it to finish, or choose another --out")));
    }

    @Override
    public void close() throws IOException {
        lock.close();
    }

    /** Whether this process still holds the lock. */
    public boolean held() {
        return lock.held();
    }
}
