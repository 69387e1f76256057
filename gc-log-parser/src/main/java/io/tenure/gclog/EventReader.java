package io.tenure.gclog;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Timestamp;
import java.io.Closeable;
import java.io.IOException;

/**
 * Pull-based, streaming access to the events of one log. Memory stays bounded whatever the
 * size of the log: a parser keeps only the state of the cycle it is assembling.
 *
 * <p>Bad input never throws: it becomes a {@link Diagnostic} in the {@link Diagnostics} the
 * reader was opened with. {@link IOException} means the input could not be read at all.
 */
public interface EventReader extends Closeable {
    /**
     * The next event, in input order (which for a well-formed log is time order).
     *
     * @return the event, or {@code null} when the log is exhausted
     */
    GcEvent next() throws IOException;

    /**
     * The earliest time stamp seen on any line read so far, GC event or not
     * ({@link Timestamp#unknown()} when none). With {@link #lastSeen()} it bounds the elapsed
     * time of the log, which GC overhead is measured against.
     */
    Timestamp firstSeen();

    /** The latest time stamp seen on any line read so far ({@link Timestamp#unknown()} when none). */
    Timestamp lastSeen();
}
