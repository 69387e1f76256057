package io.tenure.io;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;

/** Durations as a user types them: {@code 90s}, {@code 1500ms}, {@code 5m}, {@code 1h}, {@code 0.5s}. */
public final class Durations {
    private Durations() {
    }

    /**
     * A duration such as 90s, 1500ms, 5m, 1h or 0.5s (a decimal is rounded to the nanosecond); zero
     * needs no unit: {@code --timeout 0} was "not a duration" while {@code 0s} was "must be positive".
     *
     * @throws IllegalArgumentException text that is not a duration (the caller names its option); {@link TooLong}
     *                                  for one too long to hold
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
        } catch (ArithmeticException e) {
            throw new TooLong(text, e);
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("not a duration: '" + text + "'", e);
        }
    }

    /** A duration past what a {@link Duration} of nanoseconds holds (292 years): past any limit a caller has. */
    public static final class TooLong extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        TooLong(String text, Throwable cause) {
            super("longer than 292 years: '" + text.strip() + "'", cause);
        }
    }
}
