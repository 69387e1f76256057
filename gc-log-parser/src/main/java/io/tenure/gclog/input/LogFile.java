package io.tenure.gclog.input;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * One log a parser reads: a plain file, a decompressed {@code .gz}, or an entry of a zip. The
 * stream it opens is already decompressed (with bounds, so a crafted archive cannot exhaust
 * memory or disk) and must be closed by the caller.
 */
public interface LogFile {
    /** How messages and {@code SourceLocation}s name it, e.g. {@code gc.log} or {@code logs.zip!gc.log.1}. */
    String name();

    /** Opens the decompressed content from its first byte. May be called more than once. */
    InputStream open() throws IOException;

    /**
     * Where the last read of this log to its end met damaged bytes (a compressed stream cut short
     * or corrupt), or empty. Such a read ends early instead of failing, so that the events before
     * the damage are kept; the caller reports the damage.
     */
    default Optional<Damage> damage() {
        return Optional.empty();
    }

    /**
     * How many NUL bytes {@link #open()} skipped at the start (the hole {@code copytruncate} log
     * rotation leaves, {@link LeadingNuls}); 0 for most logs.
     */
    default long leadingNulBytes() throws IOException {
        return 0;
    }
}
