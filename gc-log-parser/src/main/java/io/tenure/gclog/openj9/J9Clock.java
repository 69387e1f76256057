package io.tenure.gclog.openj9;

import io.tenure.gclog.event.Timestamp;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Turns J9 {@code timestamp} attributes into {@link Timestamp}s and tracks the earliest and latest.
 *
 * <p>Two spellings exist: {@code 2016-08-09T14:58:58.343} (R26 and later, OpenJ9) and
 * {@code Mar 25 22:40:24 2010} (Java 5). Both are the writer's local time <em>without a zone</em>,
 * so they are read as UTC: durations and intervals are exact, the absolute instant is off by the
 * writer's zone offset (the reader reports that once as a note).
 *
 * <p>Uptime: the {@code <initialized>} element is written while the GC initialises, i.e. within
 * milliseconds of JVM start, so once it was seen uptime = time since it. Without it (a log
 * rotated or cut at the start) uptime stays unknown rather than guessed.
 */
final class J9Clock {
    private static final DateTimeFormatter JAVA5 = DateTimeFormatter.ofPattern("MMM dd HH:mm:ss yyyy", Locale.ENGLISH);

    private OptionalLong originMillis = OptionalLong.empty();
    private Timestamp first = Timestamp.unknown();
    private Timestamp last = Timestamp.unknown();

    /** Epoch milliseconds of a timestamp attribute, empty when absent or unreadable. */
    static OptionalLong parse(String text) {
        if (text == null || text.isBlank()) {
            return OptionalLong.empty();
        }
        String t = text.strip();
        try {
            if (!t.isEmpty() && Character.isDigit(t.charAt(0))) {
                return OptionalLong.of(LocalDateTime.parse(t).toInstant(ZoneOffset.UTC).toEpochMilli());
            }
            return OptionalLong.of(LocalDateTime.parse(t, JAVA5).toInstant(ZoneOffset.UTC).toEpochMilli());
        } catch (DateTimeParseException e) {
            return OptionalLong.empty();
        }
    }

    /** Marks JVM start (the {@code <initialized>} element) for uptimes. */
    void origin(OptionalLong epochMillis) {
        if (originMillis.isEmpty()) {
            originMillis = epochMillis;
        }
    }

    /** The timestamp for an epoch time read from the log; also extends first/last seen. */
    Timestamp at(OptionalLong epochMillis) {
        if (epochMillis.isEmpty()) {
            return Timestamp.unknown();
        }
        long wall = epochMillis.getAsLong();
        OptionalDouble uptime = originMillis.isPresent() && wall >= originMillis.getAsLong()
                ? OptionalDouble.of((wall - originMillis.getAsLong()) / 1000.0) : OptionalDouble.empty();
        Timestamp ts = Timestamp.of(uptime, epochMillis);
        if (first.epochMillis().isEmpty() || wall < first.epochMillis().getAsLong()) {
            first = ts;
        }
        if (last.epochMillis().isEmpty() || wall > last.epochMillis().getAsLong()) {
            last = ts;
        }
        return ts;
    }

    Timestamp first() {
        return first;
    }

    Timestamp last() {
        return last;
    }
}
