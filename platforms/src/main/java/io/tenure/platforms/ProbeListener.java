package io.tenure.platforms;

/**
 * Told before each JVM launch that the cache could not spare, so a command line can show
 * progress while probing takes seconds. Library code never prints; the listener decides.
 */
@FunctionalInterface
public interface ProbeListener {
    /** Called before launching a JVM; {@code what} reads like "temurin-25: -XX:+UseZGC". */
    void launching(String what);

    /** A listener that ignores everything. */
    static ProbeListener silent() {
        return what -> { };
    }
}
