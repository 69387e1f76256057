package io.tenure.testsupport;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Sets a flag a moment from now on a thread of its own: how the Ctrl-C tests make the stop show
 * while a run is in flight, after its child has died of the signal (as a real SIGINT does).
 */
public final class DelayedFlag {
    private DelayedFlag() {
    }

    /** Sets {@code flag} after {@code delay}; an interrupt sets it at once. */
    public static void setAfter(AtomicBoolean flag, Duration delay) {
        Thread setter = new Thread(() -> {
            try {
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            flag.set(true);
        }, "delayed-flag");
        setter.setDaemon(true);
        setter.start();
    }
}
