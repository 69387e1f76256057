package io.tenure.gclog.event;

import io.tenure.gclog.SourceLocation;
import java.util.OptionalLong;

/**
 * Something a GC log records. Immutable; every event says where in the input it came from.
 *
 * <p>The hierarchy is sealed so that consumers can dispatch exhaustively; a consumer's
 * {@code instanceof} chain ends in {@code throw new AssertionError(event)}.
 */
public sealed interface GcEvent
        permits PauseEvent, ConcurrentPhaseEvent, SafepointEvent, TenuringEvent, JvmInfoEvent {

    SourceLocation source();

    /** When the event started. */
    Timestamp start();

    /** The collection this event belongs to ({@code GC(n)}, {@code id=}, JFR gcId), if the log numbers them. */
    OptionalLong gcId();
}
