package io.tenure.gclog.input;

import java.io.IOException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first wall-clock time and the first JVM uptime found near the start of a text log, to put
 * the files of a rotated set in order before they are parsed. It knows the time stamp shapes of
 * every text format (unified decorations {@code [2024-01-02T03:04:05.678+0100]},
 * {@code [12.345s]}, {@code [12345ms]}; legacy {@code 2019-01-31T20:28:46.886+0000: 258269.289:};
 * rotation headers {@code 2016-04-14 22:37:22 GC log file created}; OpenJ9
 * {@code timestamp="2013-08-15T11:15:44.479"}) but nothing else about them: the parsers own the
 * meaning of lines.
 *
 * @param epochMillis first wall-clock time, its local date and time read as if UTC: the zone is
 *                    ignored because HotSpot's rotation headers carry none while its date
 *                    stamps do, and one JVM writes one zone; only the order of files matters
 * @param uptimeSeconds first uptime
 */
record FirstTimestamps(OptionalLong epochMillis, OptionalDouble uptimeSeconds) {
    static final int MAX_LINES = 500;
    static final int MAX_BYTES = 1 << 20;
    /** An uptime at or below this, at the head of a file, means the file starts with a JVM's start. */
    static final double JVM_START_SECONDS = 1.0;

    static final Pattern WALL = Pattern.compile(
            "(\\d{4}-\\d\\d-\\d\\d)[T ](\\d\\d:\\d\\d:\\d\\d)(?:[.,](\\d{1,9}))?\\s?(Z|[+-]\\d\\d:?\\d\\d)?");
    private static final Pattern UNIFIED_UPTIME = Pattern.compile("\\[(\\d+(?:[.,]\\d+)?)(s|ms|ns)\\]");
    private static final Pattern LEGACY_UPTIME = Pattern.compile("(?:^|[:\\]] )(\\d+[.,]\\d+): ");
    /** Milliseconds values above this are {@code timemillis} (wall clock), not {@code uptimemillis}. */
    private static final double EPOCH_MILLIS_FLOOR = 1e11;

    static FirstTimestamps of(LogFile file) throws IOException {
        OptionalLong wall = OptionalLong.empty();
        OptionalDouble uptime = OptionalDouble.empty();
        try (LineReader reader = new LineReader(new HeadInputStream(file.open(), MAX_BYTES))) {
            for (Line line = reader.next(); line != null && reader.lineNumber() <= MAX_LINES
                    && (wall.isEmpty() || uptime.isEmpty()); line = reader.next()) {
                String text = line.toString();
                if (wall.isEmpty()) {
                    wall = wallClock(text);
                }
                if (uptime.isEmpty()) {
                    uptime = uptime(text);
                }
            }
        }
        return new FirstTimestamps(wall, uptime);
    }

    boolean startsWithJvmStart() {
        return uptimeSeconds.isPresent() && uptimeSeconds.getAsDouble() <= JVM_START_SECONDS;
    }

    static OptionalLong wallClock(String text) {
        Matcher m = WALL.matcher(text);
        if (!m.find()) {
            return OptionalLong.empty();
        }
        try {
            LocalDateTime local = LocalDateTime.parse(m.group(1) + "T" + m.group(2));
            long millis = local.toInstant(ZoneOffset.UTC).toEpochMilli();
            String fraction = m.group(3);
            if (fraction != null) {
                millis += Long.parseLong((fraction + "00").substring(0, 3));
            }
            return OptionalLong.of(millis);
        } catch (java.time.DateTimeException e) {
            return OptionalLong.empty();
        }
    }

    static OptionalDouble uptime(String text) {
        Matcher m = UNIFIED_UPTIME.matcher(text);
        while (m.find()) {
            double value = Double.parseDouble(m.group(1).replace(',', '.'));
            switch (m.group(2)) {
                case "s" -> {
                    return OptionalDouble.of(value);
                }
                case "ms" -> {
                    if (value < EPOCH_MILLIS_FLOOR) {
                        return OptionalDouble.of(value / 1e3);
                    }
                }
                default -> {
                    return OptionalDouble.of(value / 1e9);
                }
            }
        }
        Matcher legacy = LEGACY_UPTIME.matcher(text);
        return legacy.find() ? OptionalDouble.of(Double.parseDouble(legacy.group(1).replace(',', '.'))) : OptionalDouble.empty();
    }
}
