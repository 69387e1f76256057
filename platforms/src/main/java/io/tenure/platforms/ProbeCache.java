package io.tenure.platforms;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tenure.io.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Remembers what launching a JDK taught us (its identity, which flags it accepts), keyed by the
 * JDK's real home and VM variant and invalidated by its {@link JdkFingerprint file fingerprint}.
 * Probe results are keyed by the exact flags launched, so a change in tenure's catalog misses
 * the cache rather than returning a stale answer.
 *
 * <p>The file ({@code $XDG_CACHE_HOME/tenure/probes.json}, default {@code ~/.cache/...}) is
 * replaced atomically: a reader never sees half a file. An unreadable or foreign file is
 * ignored and overwritten; concurrent runs may each re-probe, never corrupt.
 */
public final class ProbeCache {
    static final String SCHEMA = "tenure-probes/1";

    /** One JDK home and variant: its fingerprint, identity and probe results by flags. */
    record Entry(String fingerprint, JvmIdentity identity, Map<String, ProbeOutcome> probes) {
        Entry {
            // sorted, so the file is the same text for the same answers (Map.copyOf's order varies by run)
            probes = probes == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(probes));
        }
    }

    record CacheFile(String schema, Map<String, Entry> entries) {
    }

    private final Path file;
    private final boolean bypassReads;
    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private boolean dirty;
    private String loadProblem;

    private ProbeCache(Path file, boolean bypassReads) {
        this.file = file;
        this.bypassReads = bypassReads;
        if (file != null) {
            load();
        }
    }

    /** A cache stored in {@code file}. */
    public static ProbeCache at(Path file) {
        return new ProbeCache(file, false);
    }

    /**
     * A cache stored in {@code file} that answers nothing: every fact is probed again and the
     * fresh answers replace the old ones when saved ({@code --refresh}).
     */
    public static ProbeCache refreshing(Path file) {
        return new ProbeCache(file, true);
    }

    /** A cache that lives only as long as this object: every new instance probes again. */
    public static ProbeCache inMemory() {
        return new ProbeCache(null, false);
    }

    /** {@code $XDG_CACHE_HOME/tenure/probes.json}, or {@code ~/.cache/tenure/probes.json}. */
    public static Path defaultLocation() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank()
                ? Path.of(xdg)
                : Path.of(System.getProperty("user.home", "."), ".cache");
        return base.resolve("tenure").resolve("probes.json");
    }

    /** The backing file, if any. */
    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** Why the existing file was ignored (corrupt, other schema), if it was. */
    public Optional<String> loadProblem() {
        return Optional.ofNullable(loadProblem);
    }

    synchronized Optional<JvmIdentity> identity(Path home, String variantFlag, String fingerprint) {
        if (bypassReads) {
            return Optional.empty();
        }
        return current(home, variantFlag, fingerprint).map(Entry::identity);
    }

    synchronized void putIdentity(Path home, String variantFlag, String fingerprint, JvmIdentity identity) {
        Entry old = current(home, variantFlag, fingerprint).orElse(null);
        entries.put(key(home, variantFlag), new Entry(fingerprint, identity, old == null ? Map.of() : old.probes()));
        dirty = true;
    }

    synchronized Optional<ProbeOutcome> probe(Path home, String variantFlag, String fingerprint, String flags) {
        if (bypassReads) {
            return Optional.empty();
        }
        return current(home, variantFlag, fingerprint).map(e -> e.probes().get(flags));
    }

    synchronized void putProbe(Path home, String variantFlag, String fingerprint, String flags, ProbeOutcome outcome) {
        Entry old = current(home, variantFlag, fingerprint).orElse(null);
        Map<String, ProbeOutcome> probes = new TreeMap<>(old == null ? Map.of() : old.probes());
        probes.put(flags, outcome);
        entries.put(key(home, variantFlag), new Entry(fingerprint, old == null ? null : old.identity(), probes));
        dirty = true;
    }

    /**
     * Writes the cache if anything changed, through {@link Json#writeAtomically} ({@value #SCHEMA}).
     *
     * @return why it could not be written, if it could not: a cache that cannot be saved costs
     *         time on the next run, not correctness, so callers may just warn
     */
    public synchronized Optional<String> save() {
        if (file == null || !dirty) {
            return Optional.empty();
        }
        try {
            Json.writeAtomically(file, new CacheFile(SCHEMA, new TreeMap<>(entries)));
            dirty = false;
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of("cannot write the probe cache " + file + ": " + e.getMessage());
        }
    }

    private Optional<Entry> current(Path home, String variantFlag, String fingerprint) {
        return Optional.ofNullable(entries.get(key(home, variantFlag)))
                .filter(e -> e.fingerprint().equals(fingerprint));
    }

    private static String key(Path home, String variantFlag) {
        return variantFlag.isEmpty() ? home.toString() : home + " " + variantFlag;
    }

    private void load() {
        if (!Files.isRegularFile(file)) {
            return;
        }
        try {
            CacheFile cached = Json.mapper().readValue(file.toFile(), CacheFile.class);
            if (!SCHEMA.equals(cached.schema()) || cached.entries() == null) {
                loadProblem = file + ": schema " + cached.schema() + " is not " + SCHEMA + "; probing again";
                return;
            }
            cached.entries().forEach((k, v) -> {
                if (v != null && v.fingerprint() != null) {
                    entries.put(k, v);
                }
            });
        } catch (JsonProcessingException e) {
            loadProblem = file + ": unreadable (" + e.getOriginalMessage() + "); probing again";
        } catch (IOException | SecurityException e) {
            loadProblem = file + ": cannot read (" + e.getMessage() + "); probing again";
        }
    }
}
