package io.tenure.gclog.legacy;

import io.tenure.gclog.input.Line;

/**
 * The CPU figures of {@code [Times: user=0.11 sys=0.02, real=0.07 secs]} (a comma-decimal JVM
 * writes {@code user=0,11 sys=0,02, real=0,07 secs}), read from the bytes: {@code user} and
 * {@code sys} are what the GC threads spent, summed. {@code real} is read where it always was
 * (the record's or the line's pattern, {@link G1DetailLines#timesReal}).
 */
final class TimesFigures {
    private static final String USER = "user=";
    private static final String SYS = " sys=";

    private TimesFigures() {
    }

    /** Sets {@code pause}'s user and sys seconds from the {@code [Times: } at or after {@code from}; leaves them NaN when absent. */
    static void read(Line s, int from, PendingPause pause) {
        int times = indexOf(s, "[Times: ", from);
        if (times < 0) {
            return;
        }
        int userFrom = times + "[Times: ".length();
        if (!Chars.startsWith(s, userFrom, USER)) {
            return;
        }
        userFrom += USER.length();
        int userTo = figureEnd(s, userFrom);
        if (!Chars.startsWith(s, userTo, SYS)) {
            return;
        }
        int sysFrom = userTo + SYS.length();
        int sysTo = figureEnd(s, sysFrom);
        double user = Stamps.decimal(s, userFrom, userTo);
        double sys = Stamps.decimal(s, sysFrom, sysTo);
        if (user >= 0 && sys >= 0) {
            pause.userSecs = user;
            pause.sysSecs = sys;
        }
    }

    /** The end of a figure: digits with at most one separator, not the comma that ends {@code sys=0,02,}. */
    private static int figureEnd(Line s, int from) {
        int i = from;
        boolean separator = false;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Chars.isDigit(c)) {
                i++;
            } else if ((c == '.' || c == ',') && !separator && i + 1 < s.length() && Chars.isDigit(s.charAt(i + 1))) {
                separator = true;
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private static int indexOf(Line s, String text, int from) {
        for (int i = from; i + text.length() <= s.length(); i++) {
            if (Chars.startsWith(s, i, text)) {
                return i;
            }
        }
        return -1;
    }
}
