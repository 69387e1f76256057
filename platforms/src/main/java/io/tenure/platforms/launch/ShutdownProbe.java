package io.tenure.platforms.launch;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * Whether tenure is being stopped (Ctrl-C, SIGTERM), for the runners of bench, demo and compare: a
 * run in flight when it is stopped ended because of the stop, not because of its configuration,
 * and must not be recorded (recorded as failed, it stayed failed on {@code --resume}). Ctrl-C
 * signals the whole process group, so the child often dies of the same SIGINT (exit 130) a moment
 * before this JVM starts shutting down: a child dead of a signal is given {@link #SIGNAL_GRACE}
 * for the stop to show before it counts as the run's own end.
 */
public final class ShutdownProbe {
    /** How long a run that ended by a signal waits for the stop to show. */
    public static final Duration SIGNAL_GRACE = Duration.ofSeconds(1);

    private final BooleanSupplier stopRequested;
    private final Duration grace;

    /** {@code stopRequested}: {@link #shuttingDown()} in tenure; tests stop the runner themselves. */
    public ShutdownProbe(BooleanSupplier stopRequested) {
        this(stopRequested, SIGNAL_GRACE);
    }

    ShutdownProbe(BooleanSupplier stopRequested, Duration grace) {
        this.stopRequested = stopRequested;
        this.grace = grace;
    }

    /** The probe of this JVM's own shutdown. */
    public static ShutdownProbe ofThisJvm() {
        return new ShutdownProbe(ShutdownProbe::shuttingDown);
    }

    /**
     * Whether this JVM is shutting down (Ctrl-C, SIGTERM, System.exit elsewhere): the one public
     * sign of it is that no shutdown hook can be added any more.
     */
    public static boolean shuttingDown() {
        Thread probe = new Thread(() -> { }, "tenure-shutdown-probe");
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    /** Whether the stop has been asked for: no run should start. */
    public boolean stopRequested() {
        return stopRequested.getAsBoolean();
    }

    /**
     * Whether a run whose child exited with {@code exitCode} (null: none, a timeout) ended because
     * of the stop: the stop shows now, or the child died of a signal and the stop shows within the
     * grace. Any other run waits not at all.
     */
    public boolean endedRun(Integer exitCode) throws InterruptedException {
        if (stopRequested()) {
            return true;
        }
        if (!endedBySignal(exitCode)) {
            return false;
        }
        long deadline = System.nanoTime() + grace.toNanos();
        while (System.nanoTime() < deadline) {
            if (stopRequested()) {
                return true;
            }
            Thread.sleep(20);
        }
        return stopRequested();
    }

    /** 128 + a signal number: the child was killed, by the launcher on a stop or by the user's Ctrl-C. */
    static boolean endedBySignal(Integer exitCode) {
        return exitCode != null && exitCode > 128 && exitCode < 128 + 65;
    }
}
