package io.tenure.io;

import java.util.Locale;

/**
 * Text from an input (a log line, a cause string, a file name inside an archive) made safe to
 * print: control characters other than the tab, which a terminal obeys (an escape sequence in a
 * crafted log could move the cursor, retitle the window or hide lines), become visible escapes
 * ({@code ESC} → {@code \x1b}). Printable text, non-ASCII letters included, is left as it is.
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** {@code text} with its control characters escaped; the same string when there are none. */
    public static String escape(String text) {
        int first = firstControl(text);
        if (first < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            if (control(c)) {
                out.append(String.format(Locale.ROOT, c <= 0xff ? "\\x%02x" : "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static int firstControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (control(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** C0 (but the tab), DEL, C1, and the bidirectional overrides that reorder what is shown. */
    private static boolean control(char c) {
        return c < 0x20 && c != '\t' || c >= 0x7f && c <= 0x9f || c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069;
    }
}
