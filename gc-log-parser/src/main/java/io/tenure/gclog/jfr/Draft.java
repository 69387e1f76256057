package io.tenure.gclog.jfr;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.Timestamp;
import java.time.Instant;
import java.util.Comparator;
import java.util.function.Function;

/**
 * An event or a marker waiting in the time-order buffer. It is built only when it leaves the
 * buffer, so it gets an uptime even when {@code jdk.JVMInformation} (which holds the JVM start
 * time) sits later in the recording than the event; markers go through the buffer too, so that
 * they come out in time order among the events and with the same time stamps.
 */
sealed interface Draft permits Draft.OfEvent, Draft.OfMarker {
    Comparator<Draft> TIME_ORDER = Comparator.comparing(Draft::start).thenComparingLong(Draft::index);

    Instant start();

    /** The 1-based index of the recorded event it came from (its "line"). */
    long index();

    record OfEvent(Instant start, long index, Function<Timestamp, GcEvent> build) implements Draft {
    }

    record OfMarker(Instant start, long index, Function<Timestamp, Marker> build) implements Draft {
    }
}
