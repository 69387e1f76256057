package io.tenure.gclog.jfr;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import java.time.Instant;
import java.util.Comparator;
import java.util.function.Function;

/**
 * An event waiting in the time-order buffer. The {@link GcEvent} is built only when it leaves the
 * buffer, so it gets an uptime even when {@code jdk.JVMInformation} (which holds the JVM start
 * time) sits later in the recording than the event.
 *
 * @param index the 1-based index of the recorded event it came from (its "line")
 */
record Draft(Instant start, long index, Function<Timestamp, GcEvent> build) {
    static final Comparator<Draft> TIME_ORDER = Comparator.comparing(Draft::start).thenComparingLong(Draft::index);
}
