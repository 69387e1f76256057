package io.tenure.gclog.legacy;

import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Reads the stamps HotSpot JDK 6-8 puts in front of GC output: an optional date stamp
 * ({@code -XX:+PrintGCDateStamps}, {@code 2014-07-15T12:34:56.789+0200: }) followed by an optional
 * uptime ({@code -XX:+PrintGCTimeStamps}, {@code 12.345: }). Either may use a comma as decimal
 * separator, as the JVM formats them with the process locale.
 *
 * <p>Hand-written rather than a regex because it runs on every line; it allocates only the
 * {@link Timestamp} it returns.
 */
final class Stamps {
    private static final int DATE_LENGTH = 28; // 2014-07-15T12:34:56.789+0200

    /** Where the text after the stamps begins, set by {@link #read}. */
    private int end;
    private double uptime;
    private long epochMillis;
    private boolean hasUptime;
    private boolean hasDate;
    /**
     * The day and offset of the last date stamp read, and its midnight in epoch milliseconds:
     * the stamps of one log share their day for hours, and building a LocalDateTime and
     * ZoneOffset for each (a cache lookup per offset) was most of the cost of a record line's
     * stamps. The epoch milliseconds are linear in the time of day, so they are the same sum.
     */
    private int dayYear = -1;
    private int dayMonth;
    private int dayOfMonth;
    private int dayOffsetHours;
    private int dayOffsetMinutes;
    private long dayStartMillis;

    /**
     * Reads the stamps at {@code from}.
     *
     * @return the time stamp, {@link Timestamp#unknown()} when there is none
     */
    Timestamp read(String s, int from) {
        hasUptime = false;
        hasDate = false;
        int i = from;
        int afterDate = date(s, i);
        if (afterDate > 0) {
            hasDate = true;
            i = afterDate;
        }
        int afterUptime = uptime(s, i);
        if (afterUptime > 0) {
            hasUptime = true;
            i = afterUptime;
        }
        end = i;
        if (!hasDate && !hasUptime) {
            return Timestamp.unknown();
        }
        return Timestamp.of(hasUptime ? OptionalDouble.of(uptime) : OptionalDouble.empty(),
                hasDate ? OptionalLong.of(epochMillis) : OptionalLong.empty());
    }

    /** Index just after the stamps read by the last {@link #read}. */
    int end() {
        return end;
    }

    /** Parses {@code 2014-07-15T12:34:56.789+0200: } at {@code i}; returns the index after it, or -1. */
    private int date(String s, int i) {
        if (s.length() < i + DATE_LENGTH + 2 || !shape(s, i)) {
            return -1;
        }
        int year = num(s, i, 4);
        int month = num(s, i + 5, 2);
        int day = num(s, i + 8, 2);
        int hour = num(s, i + 11, 2);
        int minute = num(s, i + 14, 2);
        int second = num(s, i + 17, 2);
        int millis = num(s, i + 20, 3);
        int sign = s.charAt(i + 23) == '-' ? -1 : 1;
        int offsetHours = sign * num(s, i + 24, 2);
        int offsetMinutes = sign * num(s, i + 26, 2);
        if (year == dayYear && month == dayMonth && day == dayOfMonth && offsetHours == dayOffsetHours
                && offsetMinutes == dayOffsetMinutes && hour <= 23 && minute <= 59 && second <= 59) {
            // the day and offset of the last stamp, checked then: only the time of day is new
            epochMillis = dayStartMillis + millisOfDay(hour, minute, second, millis);
            return i + DATE_LENGTH + 2;
        }
        try {
            LocalDateTime local = LocalDateTime.of(year, month, day, hour, minute, second, millis * 1_000_000);
            ZoneOffset offset = ZoneOffset.ofHoursMinutes(offsetHours, offsetMinutes);
            epochMillis = local.toInstant(offset).toEpochMilli();
        } catch (java.time.DateTimeException e) {
            return -1; // digits in the right places but no real date: leave it to the caller
        }
        dayYear = year;
        dayMonth = month;
        dayOfMonth = day;
        dayOffsetHours = offsetHours;
        dayOffsetMinutes = offsetMinutes;
        dayStartMillis = epochMillis - millisOfDay(hour, minute, second, millis);
        return i + DATE_LENGTH + 2;
    }

    private static long millisOfDay(int hour, int minute, int second, int millis) {
        return ((hour * 60L + minute) * 60 + second) * 1000 + millis;
    }

    private static boolean shape(String s, int i) {
        String pattern = "dddd-dd-ddTdd:dd:dd.ddd+dddd: ";
        for (int k = 0; k < pattern.length(); k++) {
            char p = pattern.charAt(k);
            char c = s.charAt(i + k);
            boolean ok = switch (p) {
                case 'd' -> c >= '0' && c <= '9';
                case '.' -> c == '.' || c == ',';
                case '+' -> c == '+' || c == '-';
                default -> c == p;
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static int num(String s, int from, int digits) {
        int v = 0;
        for (int k = 0; k < digits; k++) {
            v = v * 10 + (s.charAt(from + k) - '0');
        }
        return v;
    }

    /** Parses {@code 12.345: } at {@code i}; returns the index after it, or -1. */
    private int uptime(String s, int i) {
        int n = s.length();
        int k = i;
        long whole = 0;
        while (k < n && isDigit(s.charAt(k)) && k - i < 12) {
            whole = whole * 10 + (s.charAt(k) - '0');
            k++;
        }
        if (k == i || k >= n || (s.charAt(k) != '.' && s.charAt(k) != ',')) {
            return -1;
        }
        int fractionStart = ++k;
        long fraction = 0;
        long scale = 1;
        while (k < n && isDigit(s.charAt(k)) && k - fractionStart < 9) {
            fraction = fraction * 10 + (s.charAt(k) - '0');
            scale *= 10;
            k++;
        }
        if (k == fractionStart || k + 1 >= n || s.charAt(k) != ':' || s.charAt(k + 1) != ' ') {
            return -1;
        }
        uptime = whole + (double) fraction / scale;
        return k + 2;
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** {@code 10^k} for k up to 15, every one exact as a double. */
    private static final double[] POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
        1e13, 1e14, 1e15};
    static final int EXACT_DIGITS = 15;

    /**
     * {@link #decimal(String)} of {@code s[from, to)} without making a String. A figure of at most
     * 15 digits is computed as {@code digits / 10^fractionDigits}: both operands are exact
     * doubles and the division is correctly rounded, so the result is the one
     * {@link Double#parseDouble} gives (Clinger's fast path, which it takes itself). Anything
     * else (more digits, a sign, an exponent, no digit) goes to {@link #decimal(String)}.
     */
    static double decimal(Line s, int from, int to) {
        long digits = 0;
        int count = 0;
        int separator = -1;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (isDigit(c)) {
                digits = digits * 10 + (c - '0');
                count++;
            } else if ((c == '.' || c == ',') && separator < 0) {
                separator = i;
            } else {
                return decimal(s.subSequence(from, to).toString());
            }
        }
        if (count == 0 || count > EXACT_DIGITS || separator == from || separator == to - 1) {
            return decimal(s.subSequence(from, to).toString());
        }
        return separator < 0 ? (double) digits : digits / POWERS_OF_TEN[to - separator - 1];
    }

    /**
     * The decimal whose digits, separator left out, make {@code digits}, with
     * {@code fractionDigits} of them after the separator: what {@link #decimal(Line, int, int)}
     * computes, for a caller that has read the digits already. At most 15 digits in all.
     */
    static double decimal(long digits, int fractionDigits) {
        return fractionDigits == 0 ? (double) digits : digits / POWERS_OF_TEN[fractionDigits];
    }

    /** Parses a decimal that may use a comma separator ({@code 0,0123}); NaN when malformed. */
    static double decimal(String text) {
        try {
            return Double.parseDouble(text.replace(',', '.'));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
