package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;

/**
 * Recognises one log format from the start of a file. A sniffer looks at the first bytes (for
 * binary formats) and at single lines (for text formats); it answers only for its own format,
 * and only when it is sure, so that the first sniffer to answer decides.
 */
interface FormatSniffer {
    LogFormat format();

    /** True when the file's first bytes prove the format (a magic number). */
    default boolean matchesMagic(byte[] head) {
        return false;
    }

    /** True when this line, read as text, could only come from this format. */
    default boolean matchesLine(String line) {
        return false;
    }
}
