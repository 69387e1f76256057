package io.tenure.gclog.event;

import io.tenure.gclog.SourceLocation;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The tenuring (object age) distribution a young collection logged
 * ({@code -Xlog:gc+age=trace}, {@code -XX:+PrintTenuringDistribution}, JFR
 * {@code jdk.TenuringDistribution}): bytes of surviving objects per age, the study's
 * object-lifetime curve.
 *
 * @param bytesByAge       index {@code a} holds the bytes of age {@code a + 1} (ages start at 1)
 * @param tenuringThreshold the threshold the JVM chose for the next collection, when logged
 * @param desiredSurvivorBytes the survivor size the JVM aimed at, when logged
 */
public record TenuringEvent(
        SourceLocation source,
        Timestamp start,
        OptionalLong gcId,
        List<Long> bytesByAge,
        OptionalInt tenuringThreshold,
        OptionalLong desiredSurvivorBytes) implements GcEvent {

    public TenuringEvent {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(gcId, "gcId");
        bytesByAge = List.copyOf(bytesByAge);
        for (long bytes : bytesByAge) {
            if (bytes < 0) {
                throw new IllegalArgumentException("bytes by age must be >= 0: " + bytesByAge);
            }
        }
        Objects.requireNonNull(tenuringThreshold, "tenuringThreshold");
        Objects.requireNonNull(desiredSurvivorBytes, "desiredSurvivorBytes");
    }
}
