package io.tenure.cli.common;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Holds the JVM's shutdown (Ctrl-C, SIGTERM) while a command says what it kept: the JVM halts
 * as soon as its shutdown hooks end, and without this one it halted before the command's last
 * words. Opened around the work in try-with-resources; closing it lets a shutdown go on.
 */
public final class ShutdownHold implements AutoCloseable {
    private final CountDownLatch done = new CountDownLatch(1);
    private final Thread hook;

    /** At most {@code limit}: a command stuck elsewhere must not keep the JVM alive. */
    public ShutdownHold(Duration limit) {
        hook = new Thread(() -> {
            try {
                done.await(limit.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "tenure-shutdown-hold");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    @Override
    public void close() {
        done.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running, and returns now
        }
    }
}
