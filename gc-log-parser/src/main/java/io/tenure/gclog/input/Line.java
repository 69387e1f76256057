package io.tenure.gclog.input;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A view of one line inside {@link LineReader}'s buffer, without its terminator. Valid only until
 * the reader's next {@code next()} call: parsers read what they need from it and move on, so the
 * hot path allocates nothing per line. Bytes are read as ISO-8859-1 (GC output is ASCII); call
 * {@link #toString()} only for the lines actually kept.
 */
public final class Line implements CharSequence {
    byte[] buffer;
    int start;
    int end;
    long number;
    boolean truncated;

    /**
     * A line holding {@code text}, for text that was not read from a file (line number 0): one
     * byte per character, the character itself up to U+00FF and {@code ?} beyond, so that each
     * index names the same character in both and ASCII reads the same.
     */
    public static Line of(String text) {
        int n = text.length();
        byte[] bytes = new byte[n];
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            bytes[i] = (byte) (c <= 0xff ? c : '?');
        }
        Line line = new Line();
        line.buffer = bytes;
        line.end = n;
        return line;
    }

    /** 1-based line number in the file. */
    public long number() {
        return number;
    }

    /** True when the line was longer than the reader's limit and only its head is visible. */
    public boolean truncated() {
        return truncated;
    }

    public byte[] buffer() {
        return buffer;
    }

    /** Index of the first byte of the line in {@link #buffer()}. */
    public int start() {
        return start;
    }

    /** Index one past the last byte of the line in {@link #buffer()}. */
    public int end() {
        return end;
    }

    @Override
    public int length() {
        return end - start;
    }

    @Override
    public char charAt(int index) {
        return (char) (buffer[start + index] & 0xff);
    }

    /** The byte at {@code index} (relative to the line's start), as an unsigned value. */
    public int byteAt(int index) {
        return buffer[start + index] & 0xff;
    }

    @Override
    public CharSequence subSequence(int from, int to) {
        return new String(buffer, start + from, to - from, StandardCharsets.ISO_8859_1);
    }

    /** True when the line contains {@code ascii} starting at {@code offset}. */
    public boolean regionMatches(int offset, String ascii) {
        int n = ascii.length();
        if (offset < 0 || offset + n > length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if ((buffer[start + offset + i] & 0xff) != ascii.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String ascii) {
        return regionMatches(0, ascii);
    }

    /** True when the line starts with the first {@code length} bytes of {@code bytes}. */
    public boolean startsWith(byte[] bytes, int length) {
        return length <= length() && Arrays.equals(buffer, start, start + length, bytes, 0, length);
    }

    /** Copies the first {@code length} bytes of the line into {@code target}, which must hold them. */
    public void copyHead(byte[] target, int length) {
        System.arraycopy(buffer, start, target, 0, length);
    }

    /** Index of {@code ascii} at or after {@code from}, or -1. */
    public int indexOf(String ascii, int from) {
        int n = ascii.length();
        if (n == 0) {
            return Math.max(0, from);
        }
        char first = ascii.charAt(0);
        for (int i = Math.max(0, from), last = length() - n; i <= last; i++) {
            if ((buffer[start + i] & 0xff) == first && regionMatches(i, ascii)) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(char c, int from) {
        for (int i = Math.max(0, from), n = length(); i < n; i++) {
            if ((buffer[start + i] & 0xff) == c) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String toString() {
        return new String(buffer, start, end - start, StandardCharsets.ISO_8859_1);
    }
}
