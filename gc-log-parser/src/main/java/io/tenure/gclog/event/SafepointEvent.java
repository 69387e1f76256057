package io.tenure.gclog.event;

import io.tenure.gclog.SourceLocation;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Time the application threads were stopped at a safepoint, GC or not ({@code -Xlog:safepoint},
 * {@code -XX:+PrintGCApplicationStoppedTime}, JFR {@code jdk.SafepointBegin/End}).
 *
 * @param operation           the VM operation, e.g. {@code "G1CollectForAllocation"}, when logged
 * @param stoppedMs           total time the application was stopped
 * @param timeToSafepointMs   the part spent bringing threads to the safepoint, when logged
 */
public record SafepointEvent(
        SourceLocation source,
        Timestamp start,
        Optional<String> operation,
        double stoppedMs,
        OptionalDouble timeToSafepointMs) implements GcEvent {

    public SafepointEvent {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(timeToSafepointMs, "timeToSafepointMs");
        if (!(stoppedMs >= 0) || Double.isInfinite(stoppedMs)) {
            throw new IllegalArgumentException("stopped time must be a finite number >= 0: " + stoppedMs);
        }
    }

    @Override
    public OptionalLong gcId() {
        return OptionalLong.empty();
    }
}
