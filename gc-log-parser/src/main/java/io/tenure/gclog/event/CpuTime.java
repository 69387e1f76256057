package io.tenure.gclog.event;

/**
 * CPU and wall-clock time of one collection as the JVM logged it: legacy
 * {@code [Times: user=0.03 sys=0.01, real=0.02 secs]}, unified {@code gc,cpu}
 * {@code User=0.03s Sys=0.01s Real=0.02s}, JFR {@code jdk.GCCPUTime}. {@code user} and {@code sys}
 * are summed over the GC threads; {@code real} is the collection's wall-clock time. The JVM prints
 * them to 10 ms.
 */
public record CpuTime(double userMs, double sysMs, double realMs) {
    public CpuTime {
        check(userMs, "user");
        check(sysMs, "sys");
        check(realMs, "real");
    }

    private static void check(double ms, String what) {
        if (!(ms >= 0) || Double.isInfinite(ms)) {
            throw new IllegalArgumentException(what + " time must be a finite number >= 0: " + ms);
        }
    }

    /**
     * The time from seconds, as both log formats write it. Rounded to the microsecond: 0.07 s × 1000
     * is 70.00000000000001 in binary floating point, which the store and the CSV would show as such.
     */
    public static CpuTime ofSeconds(double user, double sys, double real) {
        return new CpuTime(millis(user), millis(sys), millis(real));
    }

    private static double millis(double seconds) {
        double ms = seconds * 1e3;
        // a double counts whole microseconds exactly up to 2^53 of them; a larger value (or NaN, which
        // the constructor refuses) is left as it is
        return Math.abs(ms) < 1e12 ? Math.round(ms * 1e3) / 1e3 : ms;
    }

    /** How many threads were busy on average: (user + sys) / real; NaN when real is 0. */
    public double parallelism() {
        return realMs > 0 ? (userMs + sysMs) / realMs : Double.NaN;
    }
}
