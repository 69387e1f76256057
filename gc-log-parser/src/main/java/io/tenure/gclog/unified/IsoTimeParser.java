package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/**
 * Parses the {@code time}/{@code utctime} decoration, {@code 2019-05-09T01:39:07.136+0000}
 * (also {@code Z} or {@code +00:00} as offset), to epoch milliseconds without allocating. The day
 * number of the last date seen is cached: consecutive lines almost always share the date.
 */
final class IsoTimeParser {
    static final long INVALID = Long.MIN_VALUE;
    private static final long MILLIS_PER_DAY = 86_400_000L;

    private int cachedYear = -1;
    private int cachedMonth = -1;
    private int cachedDay = -1;
    private long cachedEpochDay;

    /** Epoch milliseconds of {@code [from, to)}, or {@link #INVALID}. */
    long epochMillis(Line line, int from, int to) {
        // yyyy-MM-ddTHH:mm:ss.SSS then an offset
        if (to - from < 23 || line.byteAt(from + 4) != '-' || line.byteAt(from + 7) != '-'
                || line.byteAt(from + 10) != 'T' || line.byteAt(from + 13) != ':' || line.byteAt(from + 16) != ':') {
            return INVALID;
        }
        int year = (int) Bytes.digits(line, from, from + 4);
        int month = (int) Bytes.digits(line, from + 5, from + 7);
        int day = (int) Bytes.digits(line, from + 8, from + 10);
        int hour = (int) Bytes.digits(line, from + 11, from + 13);
        int minute = (int) Bytes.digits(line, from + 14, from + 16);
        int second = (int) Bytes.digits(line, from + 17, from + 19);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23
                || minute < 0 || minute > 59 || second < 0 || second > 60) {
            return INVALID;
        }
        int i = from + 19;
        int millis = 0;
        if (i < to && (line.byteAt(i) == '.' || line.byteAt(i) == ',')) {
            int fractionEnd = Bytes.skipDigits(line, i + 1, to);
            int digits = fractionEnd - i - 1;
            if (digits < 1) {
                return INVALID;
            }
            long fraction = Bytes.digits(line, i + 1, Math.min(fractionEnd, i + 4));
            for (int d = Math.min(digits, 3); d < 3; d++) {
                fraction *= 10;
            }
            millis = (int) fraction;
            i = fractionEnd;
        }
        long offsetMinutes = offsetMinutes(line, i, to);
        if (offsetMinutes == INVALID) {
            return INVALID;
        }
        long epochDay = epochDay(year, month, day);
        return epochDay * MILLIS_PER_DAY + ((hour * 60L + minute - offsetMinutes) * 60 + second) * 1000 + millis;
    }

    private static long offsetMinutes(Line line, int i, int to) {
        if (i == to || (i == to - 1 && line.byteAt(i) == 'Z')) {
            return 0;
        }
        int sign = line.byteAt(i);
        if (sign != '+' && sign != '-') {
            return INVALID;
        }
        long hours = Bytes.digits(line, i + 1, Math.min(to, i + 3));
        int minutesAt = i + 3 < to && line.byteAt(i + 3) == ':' ? i + 4 : i + 3;
        long minutes = minutesAt + 2 == to ? Bytes.digits(line, minutesAt, to) : -1;
        if (hours < 0 || hours > 18 || minutes < 0 || minutes > 59) {
            return INVALID;
        }
        long total = hours * 60 + minutes;
        return sign == '-' ? -total : total;
    }

    private long epochDay(int year, int month, int day) {
        if (year != cachedYear || month != cachedMonth || day != cachedDay) {
            cachedYear = year;
            cachedMonth = month;
            cachedDay = day;
            cachedEpochDay = daysFromCivil(year, month, day);
        }
        return cachedEpochDay;
    }

    /** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm). */
    private static long daysFromCivil(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        int era = Math.floorDiv(y, 400);
        int yearOfEra = y - era * 400;
        int monthIndex = (month + 9) % 12;
        int dayOfYear = (153 * monthIndex + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097L + dayOfEra - 719_468;
    }
}
