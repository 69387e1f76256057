package io.tenure.gclog.input;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.regex.Matcher;

/**
 * The first wall-clock time stamp of a text log with its offset, as the log writes it: what a
 * wall-clock window's times without an offset, and its times of day, are read against. The
 * first stamp that carries an offset wins (JDK 8's rotation header {@code 2016-04-14 22:37:22 GC
 * log file created} carries none, its date stamps do); a log whose stamps carry none is read as
 * UTC, as its parser reads it.
 */
public final class WallClockStart {
    private WallClockStart() {
    }

    /** The first wall-clock stamp near the start of {@code file}, or empty (no stamp, or not text). */
    public static Optional<OffsetDateTime> of(LogFile file) throws IOException {
        Optional<OffsetDateTime> withoutOffset = Optional.empty();
        try (LineReader reader = new LineReader(new HeadInputStream(file.open(), FirstTimestamps.MAX_BYTES))) {
            for (Line line = reader.next(); line != null && reader.lineNumber() <= FirstTimestamps.MAX_LINES;
                 line = reader.next()) {
                Matcher m = FirstTimestamps.WALL.matcher(line.toString());
                if (!m.find()) {
                    continue;
                }
                Optional<OffsetDateTime> stamp = stamp(m);
                if (stamp.isPresent() && m.group(4) != null) {
                    return stamp;
                }
                if (withoutOffset.isEmpty()) {
                    withoutOffset = stamp;
                }
            }
        }
        return withoutOffset;
    }

    private static Optional<OffsetDateTime> stamp(Matcher m) {
        try {
            LocalDateTime local = LocalDateTime.parse(m.group(1) + "T" + m.group(2));
            if (m.group(3) != null) {
                local = local.withNano(Integer.parseInt((m.group(3) + "00000000").substring(0, 9)));
            }
            String offset = m.group(4);
            ZoneOffset zone = offset == null || offset.equals("Z") ? ZoneOffset.UTC
                    : ZoneOffset.of(offset.length() == 5 ? offset.substring(0, 3) + ":" + offset.substring(3) : offset);
            return Optional.of(local.atOffset(zone));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }
}
