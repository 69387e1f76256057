package io.tenure.store;

import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * What a JVM run's rows say beyond its summary, gathered from its events as they stream past: how
 * many event rows it has, its first and last time stamps, and its live set (the heap left after
 * collections of the old generation: full and mixed) with the live set's linear trend.
 *
 * @param events              rows the run has in {@code events}
 * @param firstEpochMillis    wall-clock start of its first event
 * @param lastEpochMillis     wall-clock end of its last event (start plus duration where known)
 * @param firstUptimeSeconds  JVM uptime at its first event
 * @param lastUptimeSeconds   JVM uptime at the end of its last event
 * @param liveSetCollections  old-generation collections that logged the heap after them
 * @param liveSetLastBytes    heap after the last of them
 * @param liveSetMaxBytes     the largest heap after any of them
 * @param liveSetSlopeBytesPerHour least-squares slope of heap-after over run time; empty below 3 collections
 */
public record RunSpan(long events, OptionalLong firstEpochMillis, OptionalLong lastEpochMillis,
                      OptionalDouble firstUptimeSeconds, OptionalDouble lastUptimeSeconds, long liveSetCollections,
                      OptionalLong liveSetLastBytes, OptionalLong liveSetMaxBytes, OptionalDouble liveSetSlopeBytesPerHour) {
    public static final RunSpan NONE = new RunSpan(0, OptionalLong.empty(), OptionalLong.empty(), OptionalDouble.empty(),
            OptionalDouble.empty(), 0, OptionalLong.empty(), OptionalLong.empty(), OptionalDouble.empty());

    public RunSpan {
        if (events < 0 || liveSetCollections < 0) {
            throw new IllegalArgumentException("counts must be >= 0: " + events + ", " + liveSetCollections);
        }
    }
}
