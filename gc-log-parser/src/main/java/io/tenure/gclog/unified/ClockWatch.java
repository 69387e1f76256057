package io.tenure.gclog.unified;

/**
 * Notices when the time of GC events jumps backwards: a JVM restart appending to the same file
 * (uptime starts again at 0), logs concatenated out of order, or a wall clock set back. Events
 * are still produced, but figures over the whole log (elapsed time, overhead) would be wrong, so
 * the reader warns once per jump. Uptime is millisecond-precise and events may be written
 * slightly out of order (a pause inside a longer phase), hence the tolerance.
 */
final class ClockWatch {
    private static final double TOLERANCE_SECONDS = 1.0;

    private double latestSeconds = Double.NaN;

    /**
     * Records the time of an event line.
     *
     * @return the time it went back from, or NaN when it did not go back
     */
    double observe(double seconds) {
        if (Double.isNaN(seconds)) {
            return Double.NaN;
        }
        double before = latestSeconds;
        latestSeconds = Double.isNaN(before) ? seconds : Math.max(seconds, before);
        if (!Double.isNaN(before) && seconds < before - TOLERANCE_SECONDS) {
            latestSeconds = seconds; // a new time line starts here
            return before;
        }
        return Double.NaN;
    }
}
