package io.tenure.gclog.event;

/**
 * Where a reader hands the {@link Marker}s it reads itself, in time order among its events: a JFR
 * recording states a collector failure as an event of its own ({@code jdk.EvacuationFailed}) where
 * a text log writes a line, and has no lines for the marker pass to read.
 */
@FunctionalInterface
public interface MarkerSink {
    MarkerSink NONE = (marker, at) -> { };

    /** @param at when the marked thing happened, stamped as the reader stamps its events */
    void onMarker(Marker marker, Timestamp at);
}
