package io.tenure.gclog.legacy;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.Timestamp;
import java.util.OptionalLong;

/**
 * The text of a collection record still being assembled: JDK 6-8 print one collection over
 * several lines when tenuring distributions, heap dumps, statistics or concurrent phases are
 * printed into it. It is complete when its brackets balance.
 */
final class OpenRecord {
    /** A record that never closes (corrupt input) is cut off here, keeping memory bounded. */
    static final int MAX_CHARS = 16 * 1024;

    final SourceLocation source;
    final Timestamp start;
    final OptionalLong gcId;
    final StringBuilder text = new StringBuilder(256);
    private int depth;
    private boolean opened;
    /** Seconds of a collection nested inside this one (CMS scavenge before remark). */
    double nestedSecs;

    OpenRecord(SourceLocation source, Timestamp start, OptionalLong gcId) {
        this.source = source;
        this.start = start;
        this.gcId = gcId;
    }

    /**
     * Appends a fragment; returns true when the record's brackets have closed. A String, not a
     * CharSequence: C1 (the launcher's JIT) inlines no call through an interface, and this reads
     * every character of every record.
     */
    boolean append(String fragment) {
        for (int i = 0; i < fragment.length(); i++) {
            char c = fragment.charAt(i);
            if (c == '[') {
                depth++;
                opened = true;
            } else if (c == ']') {
                depth--;
            }
        }
        if (text.length() < MAX_CHARS) {
            text.append(fragment, 0, Math.min(fragment.length(), MAX_CHARS - text.length()));
        }
        return opened && depth <= 0;
    }

    boolean overflowed() {
        return text.length() >= MAX_CHARS;
    }
}
