package io.tenure.gclog.corpus;

import java.util.Map;
import java.util.Optional;

/**
 * Corpus files in formats tenure does not read, with what they are. They are listed, never
 * skipped silently: {@code tenure analyze --engine gcviewer} is what reads them, and a test fails
 * when tenure starts to read one (the entry is then stale) or when it meets an unlisted file it
 * cannot read.
 */
public final class ForeignFormats {
    /** By path below the corpus root, {@code gc-logs/…}. */
    private static final Map<String, String> NOT_READ_BY_TENURE = Map.of(
            "gc-logs/garbagecat/src__test__resources__data__dataset234.txt",
            "not a GC log at all: an application's log line and a thread dump (the corpus lists it as 'GC lines mixed"
            + " with application log lines', but it holds no GC line)");

    private ForeignFormats() {
    }

    /** Why tenure does not read {@code file} ({@code gc-logs/…}), or empty when it should. */
    public static Optional<String> reason(String file) {
        return Optional.ofNullable(NOT_READ_BY_TENURE.get(file));
    }

    /** Every listed file, {@code gc-logs/…}. */
    public static Map<String, String> all() {
        return NOT_READ_BY_TENURE;
    }
}
