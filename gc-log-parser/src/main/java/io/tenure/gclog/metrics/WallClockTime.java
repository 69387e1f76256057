package io.tenure.gclog.metrics;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A wall-clock bound of a time window ({@code --from}/{@code --to}), as a user types it: an
 * ISO-8601 date-time with an offset ({@code 2026-01-01T10:00:00+01:00}, {@code ...Z}), one without
 * (read in the log's own offset, the one its time stamps carry), or a time of day ({@code 10:00},
 * {@code 10:00:30.5}: that time on the log's first day, see {@link #on}).
 *
 * @param instant   the time, when an offset was given
 * @param local     the date and time in the log's offset, when no offset was given
 * @param timeOfDay the time of day, when no date was given
 */
public record WallClockTime(Optional<Instant> instant, Optional<LocalDateTime> local, Optional<LocalTime> timeOfDay,
                            String text) {
    private static final Pattern DATE_TIME = Pattern.compile("\\d{4}-\\d\\d-\\d\\d[T ]\\d\\d:\\d\\d.*");
    private static final Pattern TIME_OF_DAY = Pattern.compile("\\d\\d?:\\d\\d(:\\d\\d(\\.\\d{1,9})?)?");

    public WallClockTime {
        Objects.requireNonNull(text, "text");
        if (instant.isPresent() ? local.isPresent() || timeOfDay.isPresent() : local.isPresent() == timeOfDay.isPresent()) {
            throw new IllegalArgumentException("a wall-clock time is one of an instant, a local date-time or a time of day");
        }
    }

    /**
     * {@code text} as a wall-clock time, or empty when it is not shaped like one (a number of
     * seconds, a duration); a date-time or time of day that does not exist (25:00, 2026-02-30) is
     * an {@link IllegalArgumentException} saying so.
     */
    public static Optional<WallClockTime> parse(String text) {
        String t = text.strip();
        try {
            if (DATE_TIME.matcher(t).matches()) {
                String iso = t.replace(' ', 'T');
                // +0100 as HotSpot writes it, as well as ISO's +01:00
                iso = iso.replaceFirst("([+-]\\d\\d)(\\d\\d)$", "$1:$2");
                if (iso.endsWith("Z") || iso.matches(".*[+-]\\d\\d:\\d\\d$")) {
                    return Optional.of(new WallClockTime(Optional.of(OffsetDateTime.parse(iso).toInstant()),
                            Optional.empty(), Optional.empty(), t));
                }
                return Optional.of(new WallClockTime(Optional.empty(),
                        Optional.of(LocalDateTime.parse(iso, DateTimeFormatter.ISO_LOCAL_DATE_TIME)), Optional.empty(), t));
            }
            if (TIME_OF_DAY.matcher(t).matches()) {
                String padded = t.indexOf(':') == 1 ? "0" + t : t;
                return Optional.of(new WallClockTime(Optional.empty(), Optional.empty(),
                        Optional.of(LocalTime.parse(padded)), t));
            }
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("'" + text + "' is not a valid date-time or time of day ("
                    + e.getMessage() + ")", e);
        }
        return Optional.empty();
    }

    /**
     * This time for a log whose first wall-clock time stamp is {@code logStart} (in the log's own
     * offset). A time of day is on the log's first day, unless that is before the hour the log
     * starts in: then it is on the next day (a log started at 22:30 and {@code 01:00} is 01:00
     * after midnight). With {@code after}, a time of day is the first one after it (a window
     * {@code 23:00} to {@code 01:00} spans midnight).
     */
    public Instant on(OffsetDateTime logStart, Optional<Instant> after) {
        ZoneOffset offset = logStart.getOffset();
        if (instant.isPresent()) {
            return instant.get();
        }
        if (local.isPresent()) {
            return local.get().toInstant(offset);
        }
        LocalTime time = timeOfDay.orElseThrow();
        if (after.isPresent()) {
            LocalDateTime from = LocalDateTime.ofInstant(after.get(), offset);
            LocalDateTime candidate = from.toLocalDate().atTime(time);
            return (candidate.isAfter(from) ? candidate : candidate.plusDays(1)).toInstant(offset);
        }
        LocalDate day = logStart.toLocalDate();
        LocalDateTime candidate = day.atTime(time);
        LocalDateTime startHour = logStart.toLocalDateTime().withMinute(0).withSecond(0).withNano(0);
        try {
            return (candidate.isBefore(startHour) ? candidate.plusDays(1) : candidate).toInstant(offset);
        } catch (DateTimeException e) {
            throw new IllegalArgumentException(text + ": " + e.getMessage(), e);
        }
    }
}
