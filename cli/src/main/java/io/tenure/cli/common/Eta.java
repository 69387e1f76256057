package io.tenure.cli.common;

import java.time.Duration;
import java.util.Locale;

/** The time left of a session of runs, from the pace of the runs done so far: bench's and compare's progress lines. */
public final class Eta {
    private final long startNanos = System.nanoTime();

    /** The time the {@code remaining} runs will take at the pace of the {@code done} ones since this was made. */
    public Duration after(int done, int remaining) {
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        return Duration.ofSeconds(Math.round(elapsed / Math.max(1, done) * remaining));
    }

    /** A duration as progress lines print it: 3m07s, or 1h05m from an hour on. */
    public static String format(Duration d) {
        long s = d.toSeconds();
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }
}
