package io.tenure.harness;

import io.tenure.harness.MinHeapBisection.Attempt;
import io.tenure.io.Durations;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How long one attempt of the minimum-heap search may run ({@code --min-heap-timeout}): by default
 * {@value #DEFAULT_MULTIPLE} times the wall time of the fastest attempt that completed so far, at
 * least {@link #FLOOR}, never more than the run's {@code --timeout}, which alone applies until an
 * attempt completed. Near its minimum heap a program can collect without end (the panel's H2, 3-4 s
 * a run, thrashed for 463 s at 70 MB before it failed), and GC research counts such a run as not
 * completing. Five times: on the heap curve T(H) = T∞ (1 + c / (H/L − 1)) a run five times slower
 * than at a large heap is within c/4 of the live set L (a few percent for the c of a usual
 * collector), so the minimum a cut attempt raises is raised by about the bisection's resolution,
 * and a heap in which the program runs five times slower is no heap to choose. The floor keeps a
 * program of a second or two, whose start-up and the machine's noise can double it, from being cut.
 * A fixed duration ({@code 2m}) instead of a multiple limits every attempt alike.
 *
 * @param multiple the limit as a multiple of the fastest completed attempt, or 0 with {@code fixed}
 * @param floor    the least limit a multiple gives ({@link #FLOOR}; a test's program is shorter)
 * @param fixed    the limit of every attempt, or null with {@code multiple}
 */
public record MinHeapTimeout(double multiple, Duration floor, Duration fixed) {
    public static final double DEFAULT_MULTIPLE = 5;
    public static final Duration FLOOR = Duration.ofSeconds(10);
    public static final MinHeapTimeout DEFAULT = new MinHeapTimeout(DEFAULT_MULTIPLE, FLOOR, null);

    public MinHeapTimeout {
        if (fixed == null ? !(multiple > 1) || Double.isInfinite(multiple) || floor.isNegative()
                : fixed.isZero() || fixed.isNegative()) {
            throw new IllegalArgumentException("--min-heap-timeout: a multiple above 1 (5x) or a positive duration (2m)");
        }
    }

    /**
     * {@code 5x}: a multiple of the fastest completed attempt; {@code 90s}, {@code 2m}: a fixed limit.
     *
     * @throws IllegalArgumentException neither, saying what is
     */
    public static MinHeapTimeout parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.endsWith("x")) {
                return new MinHeapTimeout(Double.parseDouble(t.substring(0, t.length() - 1)), FLOOR, null);
            }
            return new MinHeapTimeout(0, FLOOR, Durations.parse(t));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--min-heap-timeout: not a multiple above 1 (5x) nor a duration (2m): '"
                    + text.strip() + "'", e);
        }
    }

    /** The limit of the next attempt, after {@code attempts}, under the run limit {@code timeout}. */
    public Duration limit(List<Attempt> attempts, Duration timeout) {
        Duration own;
        if (fixed != null) {
            own = fixed;
        } else {
            Optional<Attempt> fastest = fastest(attempts);
            if (fastest.isEmpty()) {
                return timeout;
            }
            own = Duration.ofMillis(Math.max(floor.toMillis(), (long) Math.ceil(multiple * fastest.get().wallSeconds() * 1000)));
        }
        return own.compareTo(timeout) < 0 ? own : timeout;
    }

    /**
     * Why an attempt killed at {@code limit}, a limit of this rule below {@code --timeout}, did not
     * complete, after {@code attempts} (the ones before it).
     */
    public String thrashing(List<Attempt> attempts, Duration limit) {
        String after = "killed after " + seconds(limit.toMillis() / 1000.0);
        if (fixed != null) {
            return "thrashing (" + after + ", --min-heap-timeout)";
        }
        Attempt fastest = fastest(attempts).orElseThrow();
        boolean floored = limit.equals(floor) && multiple * fastest.wallSeconds() < floor.toMillis() / 1000.0;
        return String.format(Locale.ROOT, "thrashing (took more than %sx the %s at %d MB%s; %s, --min-heap-timeout)",
                number(multiple), seconds(fastest.wallSeconds()), fastest.heapMB(),
                floored ? ", and the " + seconds(floor.toMillis() / 1000.0) + " floor" : "", after);
    }

    private static Optional<Attempt> fastest(List<Attempt> attempts) {
        return attempts.stream().filter(Attempt::completed).min(Comparator.comparingDouble(Attempt::wallSeconds));
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, s >= 10 ? "%.0f s" : "%.1f s", s);
    }

    private static String number(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
    }

}
