package io.tenure.gclog.legacy;

/**
 * Character tests shared by the hand-written matchers, which read a {@code String} or a
 * {@link io.tenure.gclog.input.Line} alike.
 */
final class Chars {
    private Chars() {
    }

    /** {@code \s} of {@link java.util.regex.Pattern} without UNICODE_CHARACTER_CLASS. */
    static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /** {@code \d} of {@link java.util.regex.Pattern} without UNICODE_CHARACTER_CLASS. */
    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** {@link String#startsWith(String, int)} for any {@code CharSequence}. */
    static boolean startsWith(CharSequence s, int at, String prefix) {
        int n = prefix.length();
        if (at < 0 || at + n > s.length()) {
            return false;
        }
        for (int k = 0; k < n; k++) {
            if (s.charAt(at + k) != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** Index of the first {@code c} at or after {@code from}, or -1. */
    static int indexOf(CharSequence s, char c, int from) {
        for (int i = from, n = s.length(); i < n; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** True when every character from {@code from} to the end is {@code \s}. */
    static boolean onlySpacesFrom(CharSequence s, int from) {
        for (int i = from, n = s.length(); i < n; i++) {
            if (!isRegexSpace(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
