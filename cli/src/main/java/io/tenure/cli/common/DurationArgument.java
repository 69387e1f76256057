package io.tenure.cli.common;

import io.tenure.io.Durations;
import java.time.Duration;

/** Durations on the command line ({@link Durations}): {@code 90s}, {@code 1500ms}, {@code 5m}, {@code 1h}. */
public final class DurationArgument {
    private DurationArgument() {
    }

    /** {@link Durations#parse}; a text that is not a duration is a usage error. */
    public static Duration parse(String text) {
        try {
            return Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, "--timeout: not a duration: '" + text + "' (use e.g. 90s, 5m, 1h)", e);
        }
    }

    /** The longest time limit: a run of a week is a run nobody waits for. */
    public static final Duration MAX_TIMEOUT = Duration.ofDays(7);

    /** {@link #parse} of a time limit, which must be positive and at most {@link #MAX_TIMEOUT}. */
    public static Duration timeout(String text) {
        Duration limit;
        try {
            limit = Durations.parse(text);
        } catch (Durations.TooLong e) {
            limit = Duration.ofSeconds(Long.MAX_VALUE);
        } catch (IllegalArgumentException e) {
            limit = parse(text);
        }
        if (limit.compareTo(MAX_TIMEOUT) > 0) {
            throw new UserException(ExitCodes.USAGE, "--timeout: at most 168h (7 days), got '" + text.strip() + "'");
        }
        if (limit.isZero() || limit.isNegative()) {
            throw new UserException(ExitCodes.USAGE, "--timeout: must be positive, got '" + text.strip()
                    + "' (every fork needs time to run; use e.g. 90s, 5m, 1h)");
        }
        return limit;
    }
}
