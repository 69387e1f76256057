package io.tenure.cli.common;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;

/** Durations on the command line: {@code 90s}, {@code 1500ms}, {@code 5m}, {@code 1h}. */
public final class DurationArgument {
    private DurationArgument() {
    }

    /**
     * A duration such as 90s, 1500ms, 5m, 1h or 0.5s (a decimal is rounded to the nanosecond); zero
     * needs no unit: {@code --timeout 0} was "not a duration" while {@code 0s} was "must be positive".
     */
    public static Duration parse(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (s.matches("[-+]?[0-9.]+") && new BigDecimal(s).signum() == 0) {
                return Duration.ZERO;
            }
            int unitLength = s.endsWith("ms") ? 2 : 1;
            BigDecimal n = new BigDecimal(s.substring(0, s.length() - unitLength));
            long nanosPerUnit = switch (s.substring(s.length() - unitLength)) {
                case "ms" -> 1_000_000L;
                case "s" -> 1_000_000_000L;
                case "m" -> 60_000_000_000L;
                case "h" -> 3_600_000_000_000L;
                default -> throw new NumberFormatException(s);
            };
            return Duration.ofNanos(n.multiply(BigDecimal.valueOf(nanosPerUnit)).setScale(0, RoundingMode.HALF_UP)
                    .longValueExact());
        } catch (ArithmeticException | NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new UserException(ExitCodes.USAGE, "--timeout: not a duration: '" + text + "' (use e.g. 90s, 5m, 1h)");
        }
    }

    /** {@link #parse} of a time limit, which must be positive. */
    public static Duration timeout(String text) {
        Duration limit = parse(text);
        if (limit.isZero() || limit.isNegative()) {
            throw new UserException(ExitCodes.USAGE, "--timeout: must be positive, got '" + text.strip()
                    + "' (every fork needs time to run; use e.g. 90s, 5m, 1h)");
        }
        return limit;
    }
}
